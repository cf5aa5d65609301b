-- Why an order is FLAGGED by its keys and values, so the accounts pages show it in the reader's language
-- (ADR 0115). Orders flagged before keep their reason in English only: flag_cause stays empty for them.
ALTER TABLE "payment_orders" ADD COLUMN "flag_cause" jsonb;
