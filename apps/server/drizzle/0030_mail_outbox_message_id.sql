ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_idx" ON "mail_outbox" USING btree ("message_id");