CREATE TABLE "library_borrowing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_kind" text NOT NULL,
	"item_kind" text NOT NULL,
	"max_loans" integer NOT NULL,
	"loan_days" integer NOT NULL,
	"renewals" integer NOT NULL,
	"fine_per_day_paise" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"max_fine_paise" integer NOT NULL,
	"processing_fee_paise" integer NOT NULL,
	"fine_limit_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_borrowing_rules_member_kind_ck" CHECK ("library_borrowing_rules"."member_kind" in ('student', 'faculty')),
	CONSTRAINT "library_borrowing_rules_item_kind_ck" CHECK ("library_borrowing_rules"."item_kind" in ('book', 'reference')),
	CONSTRAINT "library_borrowing_rules_numbers_ck" CHECK ("library_borrowing_rules"."max_loans" >= 0 and "library_borrowing_rules"."loan_days" >= 1 and "library_borrowing_rules"."renewals" >= 0 and "library_borrowing_rules"."fine_per_day_paise" >= 0 and "library_borrowing_rules"."grace_days" >= 0 and "library_borrowing_rules"."max_fine_paise" >= 0 and "library_borrowing_rules"."processing_fee_paise" >= 0 and "library_borrowing_rules"."fine_limit_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "library_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"paid_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_charges_kind_ck" CHECK ("library_charges"."kind" in ('overdue', 'lost', 'damaged')),
	CONSTRAINT "library_charges_amount_ck" CHECK ("library_charges"."amount_paise" > 0 and "library_charges"."paid_paise" >= 0 and "library_charges"."paid_paise" <= "library_charges"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "library_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"copy_id" integer NOT NULL,
	"member_kind" text NOT NULL,
	"student_id" integer,
	"faculty_id" integer,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"closed_on" date,
	"closed_at" timestamp with time zone,
	"outcome" text,
	"fine_paise" integer DEFAULT 0 NOT NULL,
	"issued_by" integer,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_loans_member_ck" CHECK (("library_loans"."member_kind" = 'student' and "library_loans"."student_id" is not null and "library_loans"."faculty_id" is null) or ("library_loans"."member_kind" = 'faculty' and "library_loans"."faculty_id" is not null and "library_loans"."student_id" is null)),
	CONSTRAINT "library_loans_outcome_ck" CHECK (("library_loans"."closed_at" is null) = ("library_loans"."outcome" is null) and "library_loans"."outcome" in ('returned', 'lost', 'damaged')),
	CONSTRAINT "library_loans_numbers_ck" CHECK ("library_loans"."renewals" >= 0 and "library_loans"."fine_paise" >= 0 and "library_loans"."due_on" >= "library_loans"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "college_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_copies" ADD COLUMN "item_kind" text DEFAULT 'book' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_charges" ADD CONSTRAINT "library_charges_loan_id_library_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."library_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_copy_id_library_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_borrowing_rules_kinds_uq" ON "library_borrowing_rules" USING btree ("member_kind","item_kind");--> statement-breakpoint
CREATE UNIQUE INDEX "library_charges_loan_kind_uq" ON "library_charges" USING btree ("loan_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "library_loans_open_copy_uq" ON "library_loans" USING btree ("copy_id") WHERE "library_loans"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "library_loans_copy_idx" ON "library_loans" USING btree ("copy_id","id");--> statement-breakpoint
CREATE INDEX "library_loans_student_idx" ON "library_loans" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "library_loans_faculty_idx" ON "library_loans" USING btree ("faculty_id");--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_item_kind_ck" CHECK ("library_copies"."item_kind" in ('book', 'reference'));