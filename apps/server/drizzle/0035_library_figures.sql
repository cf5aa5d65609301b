CREATE INDEX "library_loans_issued_on_idx" ON "library_loans" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "library_loans_closed_on_idx" ON "library_loans" USING btree ("closed_on");--> statement-breakpoint
CREATE INDEX "library_loans_open_due_idx" ON "library_loans" USING btree ("due_on") WHERE "library_loans"."closed_at" is null;--> statement-breakpoint
CREATE TRIGGER library_loans_changed_insert AFTER INSERT ON library_loans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('l', '(SELECT c.title_id::text FROM library_copies c WHERE c.id = r.copy_id)');
--> statement-breakpoint
CREATE TRIGGER library_loans_changed_update AFTER UPDATE ON library_loans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('l', '(SELECT c.title_id::text FROM library_copies c WHERE c.id = r.copy_id)');
--> statement-breakpoint
CREATE TRIGGER library_loans_changed_delete AFTER DELETE ON library_loans REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('l', '(SELECT c.title_id::text FROM library_copies c WHERE c.id = r.copy_id)');
--> statement-breakpoint
CREATE TRIGGER library_charges_changed_insert AFTER INSERT ON library_charges FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER library_charges_changed_update AFTER UPDATE ON library_charges FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER library_charges_changed_delete AFTER DELETE ON library_charges FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
