CREATE TABLE "admission_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_import_id_admission_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."admission_imports"("id") ON DELETE no action ON UPDATE no action;