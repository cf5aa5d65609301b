CREATE TABLE "grievance_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL,
	"stored_name" text NOT NULL,
	"file_name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance_committee" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"designation" text NOT NULL,
	"gender" text NOT NULL,
	"social_category" text NOT NULL,
	"user_id" integer,
	"from_date" date NOT NULL,
	"until_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_committee_until_ck" CHECK ("grievance_committee"."until_date" is null or "grievance_committee"."until_date" >= "grievance_committee"."from_date")
);
--> statement-breakpoint
CREATE TABLE "grievance_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer,
	"text" text,
	"hearing_on" date,
	"outcome" text,
	"member_id" integer
);
--> statement-breakpoint
CREATE TABLE "grievance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"anonymous_on" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_settings_one_ck" CHECK ("grievance_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"filer_kind" text NOT NULL,
	"filer_user_id" integer,
	"student_id" integer,
	"confidential" boolean DEFAULT false NOT NULL,
	"tracking_code_hash" text,
	"status" text DEFAULT 'received' NOT NULL,
	"received_on" date NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"assigned_member_id" integer,
	"outcome" text,
	"decided_on" date,
	"appealed_on" date,
	"appeal_outcome" text,
	"appeal_decided_on" date,
	CONSTRAINT "grievances_status_ck" CHECK ("grievances"."status" in ('received', 'inReview', 'decided', 'appealed', 'closed')),
	CONSTRAINT "grievances_filer_ck" CHECK (("grievances"."filer_kind" = 'anonymous') = ("grievances"."filer_user_id" is null)),
	CONSTRAINT "grievances_decided_ck" CHECK (("grievances"."decided_on" is null) = ("grievances"."outcome" is null))
);
--> statement-breakpoint
ALTER TABLE "grievance_attachments" ADD CONSTRAINT "grievance_attachments_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_events" ADD CONSTRAINT "grievance_events_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_events" ADD CONSTRAINT "grievance_events_member_id_grievance_committee_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."grievance_committee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_assigned_member_id_grievance_committee_id_fk" FOREIGN KEY ("assigned_member_id") REFERENCES "public"."grievance_committee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_attachments_grievance_idx" ON "grievance_attachments" USING btree ("grievance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grievance_committee_one_chair_ux" ON "grievance_committee" USING btree ("role") WHERE "grievance_committee"."until_date" is null and "grievance_committee"."role" in ('chairperson', 'ombudsperson');--> statement-breakpoint
CREATE UNIQUE INDEX "grievance_committee_user_ux" ON "grievance_committee" USING btree ("user_id") WHERE "grievance_committee"."until_date" is null and "grievance_committee"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "grievance_events_grievance_idx" ON "grievance_events" USING btree ("grievance_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_number_ux" ON "grievances" USING btree ("number");--> statement-breakpoint
CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "grievances_received_idx" ON "grievances" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "grievances_filer_idx" ON "grievances" USING btree ("filer_user_id");--> statement-breakpoint
CREATE INDEX "grievances_member_idx" ON "grievances" USING btree ("assigned_member_id");--> statement-breakpoint
-- Nothing of a grievance is ever deleted (UGC Regulations 2023: the record of every grievance is kept).
CREATE FUNCTION campus_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are kept: they are never deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER grievances_kept BEFORE DELETE ON grievances FOR EACH ROW EXECUTE FUNCTION campus_refuse_delete();--> statement-breakpoint
CREATE TRIGGER grievance_events_kept BEFORE DELETE ON grievance_events FOR EACH ROW EXECUTE FUNCTION campus_refuse_delete();--> statement-breakpoint
CREATE TRIGGER grievance_attachments_kept BEFORE DELETE ON grievance_attachments FOR EACH ROW EXECUTE FUNCTION campus_refuse_delete();--> statement-breakpoint
CREATE TRIGGER grievance_committee_kept BEFORE DELETE ON grievance_committee FOR EACH ROW EXECUTE FUNCTION campus_refuse_delete();
