CREATE INDEX "students_name_ci_idx" ON "students" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "students_batch_idx" ON "students" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "students_branch_idx" ON "students" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "applications_aadhaar_last4_idx" ON "applications" USING btree ("aadhaar_last4");