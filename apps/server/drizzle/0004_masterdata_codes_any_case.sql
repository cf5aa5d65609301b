ALTER TABLE "admission_types" DROP CONSTRAINT "admission_types_name_unique";--> statement-breakpoint
ALTER TABLE "agents" DROP CONSTRAINT "agents_name_unique";--> statement-breakpoint
ALTER TABLE "batches" DROP CONSTRAINT "batches_course_name_uq";--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_course_code_uq";--> statement-breakpoint
ALTER TABLE "caste_categories" DROP CONSTRAINT "caste_categories_code_unique";--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_code_unique";--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_code_unique";--> statement-breakpoint
ALTER TABLE "key_values" DROP CONSTRAINT "key_values_key_value_uq";--> statement-breakpoint
ALTER TABLE "seat_types" DROP CONSTRAINT "seat_types_code_unique";--> statement-breakpoint
ALTER TABLE "sub_castes" DROP CONSTRAINT "sub_castes_category_name_uq";--> statement-breakpoint
-- Codes and names that differ only in case (saved before this migration) would stop the unique indexes
-- below: the oldest row keeps its code, each later one gets "-<its id>" appended, for the administrator to see and correct.
UPDATE "admission_types" AS t SET "name" = t."name" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "admission_types" AS o WHERE lower(o."name") = lower(t."name") AND o."id" < t."id");--> statement-breakpoint
UPDATE "agents" AS t SET "name" = t."name" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "agents" AS o WHERE lower(o."name") = lower(t."name") AND o."id" < t."id");--> statement-breakpoint
UPDATE "batches" AS t SET "name" = t."name" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "batches" AS o WHERE lower(o."name") = lower(t."name") AND o."course_id" = t."course_id" AND o."id" < t."id");--> statement-breakpoint
UPDATE "branches" AS t SET "code" = t."code" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "branches" AS o WHERE lower(o."code") = lower(t."code") AND o."course_id" = t."course_id" AND o."id" < t."id");--> statement-breakpoint
UPDATE "caste_categories" AS t SET "code" = t."code" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "caste_categories" AS o WHERE lower(o."code") = lower(t."code") AND o."id" < t."id");--> statement-breakpoint
UPDATE "courses" AS t SET "code" = t."code" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "courses" AS o WHERE lower(o."code") = lower(t."code") AND o."id" < t."id");--> statement-breakpoint
UPDATE "departments" AS t SET "code" = t."code" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "departments" AS o WHERE lower(o."code") = lower(t."code") AND o."id" < t."id");--> statement-breakpoint
UPDATE "key_values" AS t SET "value" = t."value" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "key_values" AS o WHERE lower(o."value") = lower(t."value") AND o."key" = t."key" AND o."id" < t."id");--> statement-breakpoint
UPDATE "seat_types" AS t SET "code" = t."code" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "seat_types" AS o WHERE lower(o."code") = lower(t."code") AND o."id" < t."id");--> statement-breakpoint
UPDATE "sub_castes" AS t SET "name" = t."name" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "sub_castes" AS o WHERE lower(o."name") = lower(t."name") AND o."category_id" = t."category_id" AND o."id" < t."id");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_types_name_ci_uq" ON "admission_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agents_name_ci_uq" ON "agents" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "batches_course_name_ci_uq" ON "batches" USING btree ("course_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "branches_course_code_ci_uq" ON "branches" USING btree ("course_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "caste_categories_code_ci_uq" ON "caste_categories" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "courses_code_ci_uq" ON "courses" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_code_ci_uq" ON "departments" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "key_values_key_value_ci_uq" ON "key_values" USING btree ("key",lower("value"));--> statement-breakpoint
CREATE UNIQUE INDEX "seat_types_code_ci_uq" ON "seat_types" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "sub_castes_category_name_ci_uq" ON "sub_castes" USING btree ("category_id",lower("name"));