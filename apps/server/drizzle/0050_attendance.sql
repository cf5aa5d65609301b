CREATE TABLE "attendance_absences" (
	"register_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "attendance_absences_register_id_student_id_pk" PRIMARY KEY("register_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "attendance_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"allocation_id" integer NOT NULL,
	"day" date NOT NULL,
	"period" smallint NOT NULL,
	"faculty_id" integer NOT NULL,
	"students" smallint NOT NULL,
	"absent" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"client_key" text NOT NULL,
	"last_key" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone,
	CONSTRAINT "attendance_registers_counts_ck" CHECK ("attendance_registers"."absent" >= 0 and "attendance_registers"."absent" <= "attendance_registers"."students")
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"required_percent" smallint DEFAULT 75 NOT NULL,
	"condonable_percent" smallint DEFAULT 65 NOT NULL,
	"correction_days" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_one_ck" CHECK ("attendance_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "attendance_absences" ADD CONSTRAINT "attendance_absences_register_id_attendance_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."attendance_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_absences" ADD CONSTRAINT "attendance_absences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_allocation_id_subject_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."subject_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_absences_student_idx" ON "attendance_absences" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_registers_class_ux" ON "attendance_registers" USING btree ("allocation_id","day","period");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_registers_key_ux" ON "attendance_registers" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "attendance_registers_day_idx" ON "attendance_registers" USING btree ("day");--> statement-breakpoint
INSERT INTO "attendance_settings" ("id") VALUES (1);