ALTER TABLE "payment_order_items" ADD COLUMN "open_due" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_items_open_due_uq" ON "payment_order_items" USING btree ("open_due");--> statement-breakpoint
-- The orders open now hold their dues; where several open orders hold one due, the newest keeps it.
UPDATE "payment_order_items" SET "open_due" = claimed.open_due
FROM (
  SELECT DISTINCT ON (o.student_id, i.fee_type_id, i.semester)
    i.id, o.student_id || ':' || i.fee_type_id || ':' || coalesce(i.semester::text, '-') AS open_due
  FROM "payment_order_items" i JOIN "payment_orders" o ON o.id = i.order_id
  WHERE o.status = 'PENDING'
  ORDER BY o.student_id, i.fee_type_id, i.semester, o.created_at DESC, o.id DESC
) claimed
WHERE "payment_order_items".id = claimed.id;
