CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"subject_en" text NOT NULL,
	"body_en" text NOT NULL,
	"subject_de" text NOT NULL,
	"body_de" text NOT NULL,
	"sms_text" text NOT NULL,
	"dlt_template_id" text NOT NULL,
	"provider_template_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sms_hold" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_problem" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_problem" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "channel" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("channel","due_at") WHERE "notifications"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "notifications_sending_idx" ON "notifications" USING btree ("lease_until") WHERE "notifications"."state" = 'sending';--> statement-breakpoint
CREATE INDEX "notifications_provider_ref_idx" ON "notifications" USING btree ("provider_ref") WHERE "notifications"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "notifications_outbound_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."channel" <> 'app';--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null and "notifications"."channel" = 'app';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mobile_normalised" CHECK ("users"."mobile" ~ '^\+91[6-9][0-9]{9}$');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_state_of_channel" CHECK (("notifications"."channel" = 'app') = ("notifications"."state" is null));--> statement-breakpoint
-- Only the app's rows change a bell's figure: a message's way out (queued, sent, delivered) tells no server anything.
DROP TRIGGER notifications_changed_insert ON notifications;--> statement-breakpoint
DROP TRIGGER notifications_changed_update ON notifications;--> statement-breakpoint
DROP TRIGGER notifications_changed_delete ON notifications;--> statement-breakpoint
CREATE TRIGGER notifications_changed_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('n', 'CASE WHEN r.channel = ''app'' THEN r.user_id::text END');--> statement-breakpoint
CREATE TRIGGER notifications_changed_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('n', 'CASE WHEN r.channel = ''app'' THEN r.user_id::text END');--> statement-breakpoint
CREATE TRIGGER notifications_changed_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('n', 'CASE WHEN r.channel = ''app'' THEN r.user_id::text END');
--> statement-breakpoint
-- Messages to send were queued: every server's sender looks for due ones. Only inserts tell it, so a
-- sender's own updates (claims, outcomes) never wake it again.
CREATE FUNCTION campus_notify_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows WHERE channel <> 'app') THEN
    PERFORM pg_notify('campus_changes', 't:notifications_queued');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_queued AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_queued();
--> statement-breakpoint
CREATE TABLE "sms_early_reports" (
	"provider_ref" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_events_subject_uq" ON "notification_events" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "notification_events_pending_idx" ON "notification_events" USING btree ("id") WHERE "notification_events"."done_at" is null;--> statement-breakpoint
-- An event to tell is pending: every server's sender looks for it (and for the messages it will queue).
CREATE FUNCTION campus_notify_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.done_at IS NULL THEN
    PERFORM pg_notify('campus_changes', 't:notifications_queued');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notification_events_pending AFTER INSERT OR UPDATE ON notification_events FOR EACH ROW EXECUTE FUNCTION campus_notify_event();
--> statement-breakpoint
CREATE INDEX "users_student_idx" ON "users" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "students_roll_upper_idx" ON "students" USING btree (upper("roll_number"));