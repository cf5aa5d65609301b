CREATE TABLE "hostel_allotment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"order_keys" text[] NOT NULL,
	"year_order" text NOT NULL,
	"categories" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_allotment_settings_one_ck" CHECK ("hostel_allotment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "hostel_allotments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"vacated_on" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_allotments_status_ck" CHECK ("hostel_allotments"."status" in ('active', 'vacated')),
	CONSTRAINT "hostel_allotments_vacated_ck" CHECK (("hostel_allotments"."status" = 'vacated') = ("hostel_allotments"."vacated_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "hostel_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"block_ids" integer[] NOT NULL,
	"distance_km" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" integer,
	CONSTRAINT "hostel_applications_status_ck" CHECK ("hostel_applications"."status" in ('waiting', 'allotted', 'vacated', 'cancelled')),
	CONSTRAINT "hostel_applications_distance_ck" CHECK ("hostel_applications"."distance_km" between 0 and 3000),
	CONSTRAINT "hostel_applications_blocks_ck" CHECK (cardinality("hostel_applications"."block_ids") between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "hostel_allotments" ADD CONSTRAINT "hostel_allotments_application_id_hostel_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."hostel_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allotments" ADD CONSTRAINT "hostel_allotments_bed_id_hostel_beds_id_fk" FOREIGN KEY ("bed_id") REFERENCES "public"."hostel_beds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_room_type_id_hostel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hostel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_allotments_bed_active_uq" ON "hostel_allotments" USING btree ("bed_id") WHERE "hostel_allotments"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_allotments_student_active_uq" ON "hostel_allotments" USING btree ("student_id") WHERE "hostel_allotments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "hostel_allotments_application_idx" ON "hostel_allotments" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_applications_student_live_uq" ON "hostel_applications" USING btree ("student_id") WHERE "hostel_applications"."status" in ('waiting', 'allotted');--> statement-breakpoint
CREATE INDEX "hostel_applications_status_idx" ON "hostel_applications" USING btree ("status","applied_at");