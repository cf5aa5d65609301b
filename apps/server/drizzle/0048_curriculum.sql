CREATE TABLE "curriculum_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"regulation_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"branch_id" integer,
	"semester" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"credits" double precision NOT NULL,
	"kind" text NOT NULL,
	"elective_group" text,
	"internal_max" smallint NOT NULL,
	"external_max" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curriculum_subjects_semester_ck" CHECK ("curriculum_subjects"."semester" between 1 and 10),
	CONSTRAINT "curriculum_subjects_credits_ck" CHECK ("curriculum_subjects"."credits" >= 0 and "curriculum_subjects"."credits" <= 30),
	CONSTRAINT "curriculum_subjects_marks_ck" CHECK ("curriculum_subjects"."internal_max" >= 0 and "curriculum_subjects"."external_max" >= 0 and "curriculum_subjects"."internal_max" + "curriculum_subjects"."external_max" > 0)
);
--> statement-breakpoint
CREATE TABLE "regulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"from_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "curriculum_subjects" ADD CONSTRAINT "curriculum_subjects_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_subjects" ADD CONSTRAINT "curriculum_subjects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_subjects" ADD CONSTRAINT "curriculum_subjects_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_subjects_code_ux" ON "curriculum_subjects" USING btree ("regulation_id","course_id",coalesce("branch_id", 0),upper("code"));--> statement-breakpoint
CREATE INDEX "curriculum_subjects_code_idx" ON "curriculum_subjects" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "regulations_code_ux" ON "regulations" USING btree (upper("code"));