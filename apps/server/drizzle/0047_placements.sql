CREATE TABLE "placement_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"drive_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'inRunning' NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"resume_stored" text,
	"resume_name" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_applications_round_ck" CHECK ("placement_applications"."round" >= 0)
);
--> statement-breakpoint
CREATE TABLE "placement_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sector" text NOT NULL,
	"website" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_drives" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"ctc_rupees" integer NOT NULL,
	"location" text NOT NULL,
	"drive_on" date NOT NULL,
	"mode" text NOT NULL,
	"rounds" jsonb NOT NULL,
	"course_ids" integer[] NOT NULL,
	"branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"batch_ids" integer[] NOT NULL,
	"min_cgpa" double precision,
	"max_backlogs" integer,
	"gender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_drives_ctc_ck" CHECK ("placement_drives"."ctc_rupees" > 0),
	CONSTRAINT "placement_drives_cgpa_ck" CHECK ("placement_drives"."min_cgpa" is null or ("placement_drives"."min_cgpa" >= 0 and "placement_drives"."min_cgpa" <= 10))
);
--> statement-breakpoint
CREATE TABLE "placement_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"ctc_rupees" integer NOT NULL,
	"offered_on" date NOT NULL,
	"letter_stored" text,
	"letter_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_offers_ctc_ck" CHECK ("placement_offers"."ctc_rupees" > 0)
);
--> statement-breakpoint
CREATE TABLE "placement_opt_outs" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"opted_out_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offer_multiple" double precision DEFAULT 1.5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_settings_one_ck" CHECK ("placement_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "placement_applications" ADD CONSTRAINT "placement_applications_drive_id_placement_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."placement_drives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_applications" ADD CONSTRAINT "placement_applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_drives" ADD CONSTRAINT "placement_drives_company_id_placement_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."placement_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_offers" ADD CONSTRAINT "placement_offers_application_id_placement_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."placement_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_offers" ADD CONSTRAINT "placement_offers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_opt_outs" ADD CONSTRAINT "placement_opt_outs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placement_applications_drive_student_ux" ON "placement_applications" USING btree ("drive_id","student_id");--> statement-breakpoint
CREATE INDEX "placement_applications_student_idx" ON "placement_applications" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_companies_name_ci_ux" ON "placement_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "placement_drives_company_idx" ON "placement_drives" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_offers_application_ux" ON "placement_offers" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "placement_offers_student_idx" ON "placement_offers" USING btree ("student_id");
