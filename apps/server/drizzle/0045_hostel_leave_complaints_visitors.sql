CREATE TABLE "hostel_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"student_id" integer,
	"reported_by" integer,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "hostel_complaints_status_ck" CHECK ("hostel_complaints"."status" in ('open', 'inProgress', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "hostel_leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"destination" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"note" text,
	CONSTRAINT "hostel_leave_requests_days_ck" CHECK ("hostel_leave_requests"."to_date" >= "hostel_leave_requests"."from_date"),
	CONSTRAINT "hostel_leave_requests_status_ck" CHECK ("hostel_leave_requests"."status" in ('pending', 'approved', 'refused', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "hostel_visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"visitor_name" text NOT NULL,
	"relation" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text,
	"day" date NOT NULL,
	"in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"out_at" timestamp with time zone,
	"recorded_by" integer,
	CONSTRAINT "hostel_visitors_out_ck" CHECK ("hostel_visitors"."out_at" is null or "hostel_visitors"."out_at" >= "hostel_visitors"."in_at")
);
--> statement-breakpoint
ALTER TABLE "hostel_complaints" ADD CONSTRAINT "hostel_complaints_room_id_hostel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hostel_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hostel_complaints_status_idx" ON "hostel_complaints" USING btree ("status","reported_at");--> statement-breakpoint
CREATE INDEX "hostel_complaints_room_idx" ON "hostel_complaints" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "hostel_leave_requests_student_idx" ON "hostel_leave_requests" USING btree ("student_id","from_date");--> statement-breakpoint
CREATE INDEX "hostel_leave_requests_status_idx" ON "hostel_leave_requests" USING btree ("status","from_date");--> statement-breakpoint
CREATE INDEX "hostel_visitors_day_idx" ON "hostel_visitors" USING btree ("day","in_at");--> statement-breakpoint
CREATE INDEX "hostel_visitors_student_idx" ON "hostel_visitors" USING btree ("student_id");--> statement-breakpoint
-- One student's pending and approved leave never covers a day twice. The student is compared as a
-- one-number range, so that the constraint needs no extension beyond the built-in range operators.
ALTER TABLE "hostel_leave_requests" ADD CONSTRAINT "hostel_leave_requests_no_overlap" EXCLUDE USING gist (int4range("student_id", "student_id", '[]') WITH =, daterange("from_date", "to_date", '[]') WITH &&) WHERE ("status" in ('pending', 'approved'));
