ALTER TABLE "fee_collections" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "rrn" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "payer_vpa" text;--> statement-breakpoint
ALTER TABLE "fee_collections" ADD COLUMN "refund_due_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD COLUMN "settled_paise" integer;--> statement-breakpoint
CREATE INDEX "fee_collections_rrn_idx" ON "fee_collections" USING btree ("rrn");--> statement-breakpoint
ALTER TABLE "fee_collections" ADD CONSTRAINT "fee_collections_refund_due_range" CHECK ("fee_collections"."refund_due_paise" >= 0 and "fee_collections"."refund_due_paise" <= "fee_collections"."amount_paise");