DROP INDEX "notifications_due_idx";--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("channel","due_at","id") WHERE "notifications"."state" = 'queued';