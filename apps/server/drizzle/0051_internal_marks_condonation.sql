CREATE TABLE "attendance_condonations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"permille" smallint NOT NULL,
	"fee_paise" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "attendance_condonations_state_ck" CHECK (("attendance_condonations"."state" = 'pending') = ("attendance_condonations"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "internal_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"max_marks" smallint NOT NULL,
	CONSTRAINT "internal_components_max_ck" CHECK ("internal_components"."max_marks" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "internal_mark_sheets" (
	"allocation_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"released_by" integer,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_mark_sheets_submitted_ck" CHECK (("internal_mark_sheets"."state" = 'submitted') = ("internal_mark_sheets"."submitted_at" is not null)),
	CONSTRAINT "internal_mark_sheets_release_ck" CHECK ("internal_mark_sheets"."released_at" is null or "internal_mark_sheets"."state" = 'submitted')
);
--> statement-breakpoint
CREATE TABLE "internal_marks" (
	"component_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"marks" numeric(5, 1),
	"absent" boolean DEFAULT false NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_marks_component_id_student_id_pk" PRIMARY KEY("component_id","student_id"),
	CONSTRAINT "internal_marks_value_ck" CHECK (("internal_marks"."marks" is null) = "internal_marks"."absent" and ("internal_marks"."marks" is null or "internal_marks"."marks" >= 0))
);
--> statement-breakpoint
ALTER TABLE "student_charges" DROP CONSTRAINT "student_charges_source_ck";--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "condonation_id" integer;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD COLUMN "condonation_fee_paise" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_condonations" ADD CONSTRAINT "attendance_condonations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_condonations" ADD CONSTRAINT "attendance_condonations_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_condonations" ADD CONSTRAINT "attendance_condonations_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_condonations" ADD CONSTRAINT "attendance_condonations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_condonations" ADD CONSTRAINT "attendance_condonations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_components" ADD CONSTRAINT "internal_components_subject_id_curriculum_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."curriculum_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_mark_sheets" ADD CONSTRAINT "internal_mark_sheets_allocation_id_subject_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."subject_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_mark_sheets" ADD CONSTRAINT "internal_mark_sheets_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_mark_sheets" ADD CONSTRAINT "internal_mark_sheets_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_marks" ADD CONSTRAINT "internal_marks_component_id_internal_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."internal_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_marks" ADD CONSTRAINT "internal_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_marks" ADD CONSTRAINT "internal_marks_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_condonations_ux" ON "attendance_condonations" USING btree ("student_id","regulation_id","semester");--> statement-breakpoint
CREATE INDEX "attendance_condonations_section_idx" ON "attendance_condonations" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_components_name_ux" ON "internal_components" USING btree ("subject_id",upper("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "internal_components_position_ux" ON "internal_components" USING btree ("subject_id","position");--> statement-breakpoint
CREATE INDEX "internal_marks_student_idx" ON "internal_marks" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_condonation_id_attendance_condonations_id_fk" FOREIGN KEY ("condonation_id") REFERENCES "public"."attendance_condonations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_condonation_id_unique" UNIQUE("condonation_id");--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_source_ck" CHECK (num_nonnulls("student_charges"."collection_id", "student_charges"."library_charge_id", "student_charges"."transport_pass_id", "student_charges"."hostel_application_id", "student_charges"."condonation_id") = 1);