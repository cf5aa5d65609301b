CREATE TABLE "counter_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"clerk_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"denominations" jsonb,
	"counted_cash_paise" integer,
	"expected_cash_paise" integer,
	"difference_note" text,
	"deposit_slip_no" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_days_clerk_date_uq" UNIQUE("clerk_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "student_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"fee_type_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"collection_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_charges_collection_id_unique" UNIQUE("collection_id"),
	CONSTRAINT "student_charges_amount_positive" CHECK ("student_charges"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "fee_collections" ALTER COLUMN "charge_uuid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_collections" ALTER COLUMN "transaction_uuid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "received_by" integer;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "counter_day_id" integer;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "instrument_no" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "instrument_bank" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "instrument_branch" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "instrument_date" date;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "instrument_status" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "instrument_settled_on" date;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "received_from" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "counter_days" ADD CONSTRAINT "counter_days_clerk_id_users_id_fk" FOREIGN KEY ("clerk_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_days" ADD CONSTRAINT "counter_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_collection_id_fee_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."fee_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_days_date_idx" ON "counter_days" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "student_charges_student_idx" ON "student_charges" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_counter_day_id_counter_days_id_fk" FOREIGN KEY ("counter_day_id") REFERENCES "public"."counter_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_collections_counter_day_idx" ON "fee_collections" USING btree ("counter_day_id");--> statement-breakpoint
CREATE INDEX "fee_collections_instrument_idx" ON "fee_collections" USING btree ("instrument_status","paid_at");--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_request_key_unique" UNIQUE("request_key");--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_channel_shape" CHECK (("fee_collections"."channel" = 'online' and "fee_collections"."charge_uuid" is not null and "fee_collections"."transaction_uuid" is not null)
        or ("fee_collections"."channel" = 'counter' and "fee_collections"."counter_day_id" is not null and "fee_collections"."request_key" is not null));--> statement-breakpoint
CREATE TRIGGER student_charges_changed_insert AFTER INSERT ON student_charges REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');--> statement-breakpoint
CREATE TRIGGER student_charges_changed_update AFTER UPDATE ON student_charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');--> statement-breakpoint
CREATE TRIGGER student_charges_changed_delete AFTER DELETE ON student_charges REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
