CREATE TABLE "elective_choices" (
	"student_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"elective_group" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_students" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"lab_batch" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "section_students_lab_batch_ck" CHECK ("section_students"."lab_batch" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"regulation_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"room" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sections_semester_ck" CHECK ("sections"."semester" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "subject_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"lab_batch" smallint,
	"faculty_id" integer NOT NULL,
	CONSTRAINT "subject_allocations_lab_batch_ck" CHECK ("subject_allocations"."lab_batch" is null or "subject_allocations"."lab_batch" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "college_periods" (
	"number" smallint PRIMARY KEY NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	CONSTRAINT "college_periods_times_ck" CHECK ("college_periods"."starts_at" < "college_periods"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "timetable_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"period" smallint NOT NULL,
	"allocation_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"part" text NOT NULL,
	"room" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timetable_slots_weekday_ck" CHECK ("timetable_slots"."weekday" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "timetable_substitutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"day" date NOT NULL,
	"period" smallint NOT NULL,
	"faculty_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "elective_choices" ADD CONSTRAINT "elective_choices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elective_choices" ADD CONSTRAINT "elective_choices_subject_id_curriculum_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."curriculum_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elective_choices" ADD CONSTRAINT "elective_choices_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_students" ADD CONSTRAINT "section_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_students" ADD CONSTRAINT "section_students_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_allocations" ADD CONSTRAINT "subject_allocations_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_allocations" ADD CONSTRAINT "subject_allocations_subject_id_curriculum_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."curriculum_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_allocations" ADD CONSTRAINT "subject_allocations_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_period_college_periods_number_fk" FOREIGN KEY ("period") REFERENCES "public"."college_periods"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_allocation_id_subject_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."subject_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_substitutions" ADD CONSTRAINT "timetable_substitutions_slot_id_timetable_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."timetable_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_substitutions" ADD CONSTRAINT "timetable_substitutions_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "elective_choices_group_ux" ON "elective_choices" USING btree ("student_id","regulation_id","semester",upper("elective_group"));--> statement-breakpoint
CREATE INDEX "elective_choices_subject_idx" ON "elective_choices" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "section_students_section_idx" ON "section_students" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_name_ux" ON "sections" USING btree ("batch_id","branch_id",upper("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "subject_allocations_ux" ON "subject_allocations" USING btree ("section_id","subject_id",coalesce("lab_batch", 0));--> statement-breakpoint
CREATE INDEX "subject_allocations_faculty_idx" ON "subject_allocations" USING btree ("faculty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_slots_faculty_ux" ON "timetable_slots" USING btree ("faculty_id","weekday","period");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_slots_room_ux" ON "timetable_slots" USING btree (upper("room"),"weekday","period") WHERE "timetable_slots"."room" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_slots_part_ux" ON "timetable_slots" USING btree ("section_id","weekday","period","part");--> statement-breakpoint
CREATE INDEX "timetable_slots_allocation_idx" ON "timetable_slots" USING btree ("allocation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_substitutions_slot_ux" ON "timetable_substitutions" USING btree ("slot_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_substitutions_faculty_ux" ON "timetable_substitutions" USING btree ("faculty_id","day","period");--> statement-breakpoint
INSERT INTO "college_periods" ("number", "starts_at", "ends_at") VALUES (1, '09:30', '10:20'), (2, '10:20', '11:10'), (3, '11:20', '12:10'), (4, '12:10', '13:00'), (5, '13:40', '14:30'), (6, '14:30', '15:20');