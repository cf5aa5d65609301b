ALTER TABLE "library_charges" DROP CONSTRAINT "library_charges_amount_ck";--> statement-breakpoint
ALTER TABLE "student_charges" ALTER COLUMN "collection_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "library_charge_id" integer;--> statement-breakpoint
ALTER TABLE "student_charges" ADD COLUMN "waived_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_charges" ADD COLUMN "waived_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_charges" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "library_charges" ADD COLUMN "waived_by" integer;--> statement-breakpoint
ALTER TABLE "library_charges" ADD COLUMN "waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_library_charge_id_library_charges_id_fk" FOREIGN KEY ("library_charge_id") REFERENCES "public"."library_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_charges" ADD CONSTRAINT "library_charges_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_library_charge_id_unique" UNIQUE("library_charge_id");--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_waived_ck" CHECK ("student_charges"."waived_paise" >= 0 and "student_charges"."waived_paise" <= "student_charges"."amount_paise");--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_source_ck" CHECK (num_nonnulls("student_charges"."collection_id", "student_charges"."library_charge_id") = 1);--> statement-breakpoint
ALTER TABLE "library_charges" ADD CONSTRAINT "library_charges_amount_ck" CHECK ("library_charges"."amount_paise" > 0 and "library_charges"."paid_paise" >= 0 and "library_charges"."waived_paise" >= 0 and "library_charges"."paid_paise" + "library_charges"."waived_paise" <= "library_charges"."amount_paise");--> statement-breakpoint

-- A student's library charges made before they were dues become dues, under the library's fee type.
INSERT INTO "fee_types" ("code", "name", "category")
  SELECT 'LIBRARY_FINE', 'Library Fine', 'miscellaneous'
  WHERE EXISTS (SELECT 1 FROM "library_charges" ch JOIN "library_loans" l ON l.id = ch.loan_id WHERE l.student_id IS NOT NULL)
  ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "student_charges" ("student_id", "fee_type_id", "amount_paise", "reason", "library_charge_id", "created_at")
  SELECT l.student_id, ft.id, ch.amount_paise - ch.paid_paise,
    CASE ch.kind WHEN 'overdue' THEN 'Overdue fine: ' WHEN 'lost' THEN 'Library copy lost: ' ELSE 'Library copy damaged: ' END
      || t.title || ' (' || c.accession_number || ')',
    ch.id, ch.created_at
  FROM "library_charges" ch
  JOIN "library_loans" l ON l.id = ch.loan_id
  JOIN "library_copies" c ON c.id = l.copy_id
  JOIN "library_titles" t ON t.id = c.title_id
  JOIN "fee_types" ft ON ft.code = 'LIBRARY_FINE'
  WHERE l.student_id IS NOT NULL AND ch.amount_paise > ch.paid_paise;
