CREATE TABLE "course_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_result_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"course_code" text NOT NULL,
	"course" text NOT NULL,
	"credits" double precision NOT NULL,
	"marks" double precision,
	"grade" text NOT NULL,
	"grade_points" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_titles_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "student_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_title_id" integer NOT NULL,
	"roll_no" text NOT NULL,
	"student_name" text NOT NULL,
	"total_credits" double precision NOT NULL,
	"earned_credits" double precision NOT NULL,
	"pass_count" integer NOT NULL,
	"fail_count" integer NOT NULL,
	"sgpa" double precision NOT NULL,
	"verification_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_results_verification_code_unique" UNIQUE("verification_code"),
	CONSTRAINT "student_results_title_roll_uq" UNIQUE("exam_title_id","roll_no")
);
--> statement-breakpoint
ALTER TABLE "course_results" ADD CONSTRAINT "course_results_student_result_id_student_results_id_fk" FOREIGN KEY ("student_result_id") REFERENCES "public"."student_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_results" ADD CONSTRAINT "student_results_exam_title_id_exam_titles_id_fk" FOREIGN KEY ("exam_title_id") REFERENCES "public"."exam_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_results_student_idx" ON "course_results" USING btree ("student_result_id","position");