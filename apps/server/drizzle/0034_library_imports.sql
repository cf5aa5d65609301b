CREATE TABLE "library_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"claimed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_copies" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "library_titles" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_import_id_library_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."library_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_titles" ADD CONSTRAINT "library_titles_import_id_library_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."library_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_copies_import_idx" ON "library_copies" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "library_titles_import_idx" ON "library_titles" USING btree ("import_id");