CREATE TABLE "faculty_achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"achieved_on" date NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculty_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"title" text NOT NULL,
	"awarded_by" text NOT NULL,
	"year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculty_mous" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"organisation" text NOT NULL,
	"signed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculty_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"title" text NOT NULL,
	"venue" text NOT NULL,
	"year" integer NOT NULL,
	"citations" integer DEFAULT 0 NOT NULL,
	"scopus_indexed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"roll_number" text NOT NULL,
	"name" text NOT NULL,
	"father_name" text NOT NULL,
	"course" text NOT NULL,
	"batch" text NOT NULL,
	"branch" text NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"student_email" text NOT NULL,
	"student_mobile" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"packages" text DEFAULT '' NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"institute_name" text DEFAULT '' NOT NULL,
	"photo_stored" text,
	"photo_type" text,
	"photo_name" text,
	"certificate_stored" text,
	"certificate_type" text,
	"certificate_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"registered_by" integer NOT NULL,
	"name" text NOT NULL,
	"roll_number" text NOT NULL,
	"degree" text NOT NULL,
	"course" text NOT NULL,
	"batch" text NOT NULL,
	"branch" text NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text NOT NULL,
	"working" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"work_address" text DEFAULT '' NOT NULL,
	"institute_name" text DEFAULT '' NOT NULL,
	"course_name" text DEFAULT '' NOT NULL,
	"edu_address" text DEFAULT '' NOT NULL,
	"file_stored" text,
	"file_type" text,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faculty_achievements" ADD CONSTRAINT "faculty_achievements_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_achievements" ADD CONSTRAINT "faculty_achievements_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_achievements" ADD CONSTRAINT "faculty_achievements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_awards" ADD CONSTRAINT "faculty_awards_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_mous" ADD CONSTRAINT "faculty_mous_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_publications" ADD CONSTRAINT "faculty_publications_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_history" ADD CONSTRAINT "alumni_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faculty_achievements_faculty_idx" ON "faculty_achievements" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "faculty_achievements_department_idx" ON "faculty_achievements" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "faculty_awards_faculty_idx" ON "faculty_awards" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "faculty_mous_faculty_idx" ON "faculty_mous" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "faculty_publications_faculty_idx" ON "faculty_publications" USING btree ("faculty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_history_roll_number_uq" ON "alumni_history" USING btree ("roll_number");--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_registrations_roll_number_uq" ON "alumni_registrations" USING btree ("roll_number");--> statement-breakpoint
CREATE INDEX "alumni_registrations_registered_by_idx" ON "alumni_registrations" USING btree ("registered_by");