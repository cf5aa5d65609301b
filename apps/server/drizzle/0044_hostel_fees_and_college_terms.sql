CREATE TABLE "college_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_terms_dates_ck" CHECK ("college_terms"."ends_on" >= "college_terms"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "hostel_fee_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rent_refund" text NOT NULL,
	"rent_deduction_percent" integer NOT NULL,
	"mess_refund" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_fee_settings_one_ck" CHECK ("hostel_fee_settings"."id" = 1),
	CONSTRAINT "hostel_fee_settings_percent_ck" CHECK ("hostel_fee_settings"."rent_deduction_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "hostel_settlements" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"allotment_id" integer NOT NULL,
	"vacated_on" date NOT NULL,
	"lines" jsonb NOT NULL,
	"caution_deduction_paise" integer NOT NULL,
	"deduction_reason" text,
	"adjusted_paise" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"waived_paise" integer NOT NULL,
	"owed_paise" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_charges" DROP CONSTRAINT "student_charges_source_ck";--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "hostel_application_id" integer;--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "hostel_part" text;--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "hostel_term_id" integer;--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "period_to" date;--> statement-breakpoint
ALTER TABLE "hostel_settlements" ADD CONSTRAINT "hostel_settlements_application_id_hostel_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."hostel_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_settlements" ADD CONSTRAINT "hostel_settlements_allotment_id_hostel_allotments_id_fk" FOREIGN KEY ("allotment_id") REFERENCES "public"."hostel_allotments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "college_terms_name_uq" ON "college_terms" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_hostel_application_id_hostel_applications_id_fk" FOREIGN KEY ("hostel_application_id") REFERENCES "public"."hostel_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_hostel_term_id_college_terms_id_fk" FOREIGN KEY ("hostel_term_id") REFERENCES "public"."college_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_charges_hostel_term_uq" ON "student_charges" USING btree ("hostel_application_id","hostel_term_id","hostel_part");--> statement-breakpoint
CREATE UNIQUE INDEX "student_charges_hostel_caution_uq" ON "student_charges" USING btree ("hostel_application_id") WHERE "student_charges"."hostel_part" = 'caution';--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_hostel_ck" CHECK (("student_charges"."hostel_application_id" is null) = ("student_charges"."hostel_part" is null and "student_charges"."hostel_term_id" is null));--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_source_ck" CHECK (num_nonnulls("student_charges"."collection_id", "student_charges"."library_charge_id", "student_charges"."transport_pass_id", "student_charges"."hostel_application_id") = 1);--> statement-breakpoint
-- Terms of the college do not overlap.
ALTER TABLE "college_terms" ADD CONSTRAINT "college_terms_no_overlap" EXCLUDE USING gist (daterange("starts_on", "ends_on", '[]') WITH &&);
