-- A student's attendance page is kept in memory until what it was read from changes (ADR 0149): the
-- change feed hears of a class's registers by their section ('a:<section id>'), of a condonation by its
-- student ('s:<student id>'), and of the rules, sections, their students, subjects and electives by table.
CREATE FUNCTION campus_notify_attendance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT a.section_id::text) INTO keys FROM old_rows r JOIN subject_allocations a ON a.id = r.allocation_id;
  ELSE
    SELECT array_agg(DISTINCT a.section_id::text) INTO keys FROM new_rows r JOIN subject_allocations a ON a.id = r.allocation_id;
  END IF;
  PERFORM campus_notify_keys('a', keys);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attendance_registers_changed_insert AFTER INSERT ON attendance_registers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_attendance();
--> statement-breakpoint
CREATE TRIGGER attendance_registers_changed_update AFTER UPDATE ON attendance_registers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_attendance();
--> statement-breakpoint
CREATE TRIGGER attendance_registers_changed_delete AFTER DELETE ON attendance_registers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_attendance();
--> statement-breakpoint
CREATE TRIGGER attendance_condonations_changed_insert AFTER INSERT ON attendance_condonations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER attendance_condonations_changed_update AFTER UPDATE ON attendance_condonations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER attendance_condonations_changed_delete AFTER DELETE ON attendance_condonations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER attendance_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attendance_settings FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER sections_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sections FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER section_students_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON section_students FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER subject_allocations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subject_allocations FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER elective_choices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON elective_choices FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER curriculum_subjects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON curriculum_subjects FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
