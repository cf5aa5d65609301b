ALTER TABLE "alumni_registrations" ALTER COLUMN "registered_by" DROP NOT NULL;--> statement-breakpoint
-- Registrations taken over (ADR 0080): a roll number of the admissions register held by an account that is
-- neither staff nor linked to that student goes back to the student's own student or alumni account (the
-- oldest, when there are several); when the student has none, nobody holds it until the student saves it.
UPDATE "alumni_registrations" AS r
SET "registered_by" = (
  SELECT min(u.id) FROM "users" u
  WHERE u.student_id = taken.student_id AND u.roles && ARRAY['ROLE_STUDENT', 'ROLE_ALUMNI']::text[]
)
FROM (
  SELECT DISTINCT ON (ar.id) ar.id, s.id AS student_id
  FROM "alumni_registrations" ar
  JOIN "students" s ON upper(s.roll_number) = ar.roll_number
  JOIN "users" holder ON holder.id = ar.registered_by
  WHERE NOT holder.roles && ARRAY['ROLE_ADMIN', 'ROLE_PLACEMENT_DEAN', 'ROLE_PLACEMENT_rDEAN', 'ROLE_PRINCIPAL']::text[]
    AND holder.student_id IS DISTINCT FROM s.id
  ORDER BY ar.id, s.id
) AS taken
WHERE r.id = taken.id;
