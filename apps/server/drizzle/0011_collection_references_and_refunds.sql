CREATE TABLE "credit_note_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"rrn" text,
	"reason" text,
	"financial_year" text NOT NULL,
	"credit_note_seq" integer NOT NULL,
	"credit_note_no" text NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_credit_note_no_unique" UNIQUE("credit_note_no"),
	CONSTRAINT "payment_refunds_reference_uq" UNIQUE("collection_id","reference"),
	CONSTRAINT "payment_refunds_credit_note_seq_uq" UNIQUE("financial_year","credit_note_seq"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "rrn" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "payer_vpa" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "refund_due_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD COLUMN "settled_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_collection_id_fee_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."fee_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_refunded_at_idx" ON "payment_refunds" USING btree ("refunded_at");--> statement-breakpoint
CREATE INDEX "fee_collections_rrn_idx" ON "fee_collections" USING btree ("rrn");--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_refund_due_range" CHECK ("fee_collections"."refund_due_paise" >= 0 and "fee_collections"."refund_due_paise" <= "fee_collections"."amount_paise");