CREATE TABLE "transport_pass_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"applications_open" boolean DEFAULT true NOT NULL,
	"valid_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_pass_settings_one_ck" CHECK ("transport_pass_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "transport_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"stop_id" integer,
	"status" text NOT NULL,
	"fee_paise" integer NOT NULL,
	"valid_until" date NOT NULL,
	"allotted_on" date,
	"verify_code" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" integer,
	"cancelled_on" date,
	"cancel_reason" text,
	CONSTRAINT "transport_passes_fee_ck" CHECK ("transport_passes"."fee_paise" >= 0),
	CONSTRAINT "transport_passes_stop_ck" CHECK ("transport_passes"."stop_id" is not null or "transport_passes"."status" = 'cancelled'),
	CONSTRAINT "transport_passes_seat_ck" CHECK (("transport_passes"."status" = 'waiting') = ("transport_passes"."allotted_on" is null) or "transport_passes"."status" = 'cancelled')
);
--> statement-breakpoint
ALTER TABLE "student_charges" DROP CONSTRAINT "student_charges_source_ck";--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "transport_pass_id" integer;--> statement-breakpoint
ALTER TABLE "transport_passes" ADD CONSTRAINT "transport_passes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_passes" ADD CONSTRAINT "transport_passes_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_passes" ADD CONSTRAINT "transport_passes_stop_id_transport_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."transport_stops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_passes" ADD CONSTRAINT "transport_passes_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transport_passes_student_live_uq" ON "transport_passes" USING btree ("student_id") WHERE "transport_passes"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "transport_passes_verify_code_uq" ON "transport_passes" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "transport_passes_route_idx" ON "transport_passes" USING btree ("route_id","status");--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_transport_pass_id_transport_passes_id_fk" FOREIGN KEY ("transport_pass_id") REFERENCES "public"."transport_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_transport_pass_id_unique" UNIQUE("transport_pass_id");--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_source_ck" CHECK (num_nonnulls("student_charges"."collection_id", "student_charges"."library_charge_id", "student_charges"."transport_pass_id") = 1);--> statement-breakpoint
-- A pass changed is its student's change (ADR 0070): the verify page keeps its answers until then.
CREATE TRIGGER transport_passes_changed_insert AFTER INSERT ON transport_passes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');--> statement-breakpoint
CREATE TRIGGER transport_passes_changed_update AFTER UPDATE ON transport_passes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');--> statement-breakpoint
CREATE TRIGGER transport_passes_changed_delete AFTER DELETE ON transport_passes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');--> statement-breakpoint
CREATE TRIGGER transport_routes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transport_routes FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();--> statement-breakpoint
CREATE TRIGGER transport_stops_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transport_stops FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
