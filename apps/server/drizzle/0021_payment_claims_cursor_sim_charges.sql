CREATE TABLE "gateway_sim_charges" (
	"uuid" text PRIMARY KEY NOT NULL,
	"charge" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"previous" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_job_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_order_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "transaction_uuid" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "dues_reopened" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_transaction_uq" UNIQUE("collection_id","transaction_uuid");--> statement-breakpoint
-- Refunds recorded before: those read from the gateway are its REFUND transactions; those accounts
-- entered were never matched with the gateway, so they are claims for reconciliation to confirm. Both
-- already reopened the dues when they were recorded.
UPDATE "payment_refunds" SET "transaction_uuid" = "reference", "dues_reopened" = true WHERE "source" = 'gateway';--> statement-breakpoint
UPDATE "payment_refunds" SET "status" = 'claimed', "dues_reopened" = true WHERE "source" = 'accounts';
