CREATE TABLE "fee_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"charge_uuid" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"student_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"mode" text NOT NULL,
	"card_last4" text,
	"financial_year" text NOT NULL,
	"receipt_seq" integer NOT NULL,
	"receipt_no" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_collections_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "fee_collections_charge_uuid_unique" UNIQUE("charge_uuid"),
	CONSTRAINT "fee_collections_receipt_no_unique" UNIQUE("receipt_no"),
	CONSTRAINT "fee_collections_receipt_seq_uq" UNIQUE("financial_year","receipt_seq")
);
--> statement-breakpoint
CREATE TABLE "fee_structure" (
	"id" serial PRIMARY KEY NOT NULL,
	"fee_type_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "fee_structure_uq" UNIQUE("fee_type_id","course_id","batch_id","semester"),
	CONSTRAINT "fee_structure_amount_positive" CHECK ("fee_structure"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"fixed_amount_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"charge_uuid" text,
	"order_id" text,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_key" text NOT NULL,
	"fee_type" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_keys_unique_key_unique" UNIQUE("unique_key")
);
--> statement-breakpoint
CREATE TABLE "payment_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"fee_type_id" integer NOT NULL,
	"semester" smallint,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "payment_order_items_amount_positive" CHECK ("payment_order_items"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"charge_uuid" text,
	"payment_link" text,
	"items_key" text NOT NULL,
	"flag_reason" text,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_orders_charge_uuid_unique" UNIQUE("charge_uuid"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure" ADD CONSTRAINT "fee_structure_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure" ADD CONSTRAINT "fee_structure_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure" ADD CONSTRAINT "fee_structure_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD CONSTRAINT "payment_order_items_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD CONSTRAINT "payment_order_items_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_collections_paid_at_idx" ON "fee_collections" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "fee_collections_student_idx" ON "fee_collections" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "gateway_events_charge_idx" ON "gateway_events" USING btree ("charge_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_keys_fee_type_uq" ON "gateway_keys" USING btree ("fee_type");--> statement-breakpoint
CREATE INDEX "payment_order_items_order_idx" ON "payment_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_student_idx" ON "payment_orders" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");