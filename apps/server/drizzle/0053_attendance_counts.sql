CREATE TABLE "attendance_class_counts" (
	"allocation_id" integer PRIMARY KEY NOT NULL,
	"held" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_student_counts" (
	"student_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	"missed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_student_counts_student_id_allocation_id_pk" PRIMARY KEY("student_id","allocation_id")
);
--> statement-breakpoint
-- The counts follow the registers and their absentees in the transaction that writes them (ADR 0150):
-- once per statement, over the rows it wrote, in one order (two savers of one class never wait on each
-- other crosswise). A written row's register is looked up by its key (LATERAL): the rows a statement
-- wrote have no statistics, and a join was planned as a scan of every register.
CREATE FUNCTION campus_count_registers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO attendance_class_counts AS c (allocation_id, held)
      SELECT allocation_id, count(*) FROM new_rows GROUP BY allocation_id ORDER BY allocation_id
      ON CONFLICT (allocation_id) DO UPDATE SET held = c.held + excluded.held;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A register moved to another class (nothing does this today) moves its count and its absences'.
    UPDATE attendance_class_counts c SET held = c.held + m.delta FROM (
      SELECT allocation_id, sum(delta)::int AS delta FROM (
        SELECT o.allocation_id, -1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.allocation_id <> o.allocation_id
        UNION ALL
        SELECT n.allocation_id, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.allocation_id <> o.allocation_id) d
      GROUP BY allocation_id ORDER BY allocation_id) m
    WHERE c.allocation_id = m.allocation_id;
    INSERT INTO attendance_class_counts AS c (allocation_id, held)
      SELECT n.allocation_id, 0 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.allocation_id <> o.allocation_id
      ON CONFLICT (allocation_id) DO NOTHING;
  ELSE
    UPDATE attendance_class_counts c SET held = c.held - o.n
      FROM (SELECT allocation_id, count(*)::int AS n FROM old_rows GROUP BY allocation_id ORDER BY allocation_id) o
      WHERE c.allocation_id = o.allocation_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION campus_count_absences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    -- The absences of a register deleted with it were taken off by the register's own trigger (below),
    -- which ran while they were still there; here that register is gone and joins nothing.
    UPDATE attendance_student_counts c SET missed = c.missed - o.n FROM (
      SELECT o.student_id, r.allocation_id, count(*)::int AS n
      FROM old_rows o CROSS JOIN LATERAL (SELECT allocation_id FROM attendance_registers WHERE id = o.register_id) r
      GROUP BY o.student_id, r.allocation_id ORDER BY o.student_id, r.allocation_id) o
    WHERE c.student_id = o.student_id AND c.allocation_id = o.allocation_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO attendance_student_counts AS c (student_id, allocation_id, missed)
      SELECT n.student_id, r.allocation_id, count(*)
      FROM new_rows n CROSS JOIN LATERAL (SELECT allocation_id FROM attendance_registers WHERE id = n.register_id) r
      GROUP BY n.student_id, r.allocation_id ORDER BY n.student_id, r.allocation_id
      ON CONFLICT (student_id, allocation_id) DO UPDATE SET missed = c.missed + excluded.missed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A register's absences taken off the counts of its class, while they can still be found.
CREATE FUNCTION campus_uncount_absences(register integer, allocation integer) RETURNS void LANGUAGE sql AS $$
  UPDATE attendance_student_counts c SET missed = c.missed - 1
    FROM attendance_absences ab WHERE ab.register_id = register AND c.student_id = ab.student_id AND c.allocation_id = allocation;
$$;
--> statement-breakpoint
-- A register deleted, before its absentees go with it.
CREATE FUNCTION campus_uncount_register_absences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campus_uncount_absences(OLD.id, OLD.allocation_id);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- A register moved to another class takes its absences' counts with it.
CREATE FUNCTION campus_move_register_absences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campus_uncount_absences(OLD.id, OLD.allocation_id);
  INSERT INTO attendance_student_counts AS c (student_id, allocation_id, missed)
    SELECT ab.student_id, NEW.allocation_id, 1 FROM attendance_absences ab WHERE ab.register_id = OLD.id ORDER BY ab.student_id
    ON CONFLICT (student_id, allocation_id) DO UPDATE SET missed = c.missed + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER attendance_registers_counted_insert AFTER INSERT ON attendance_registers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_registers();
--> statement-breakpoint
CREATE TRIGGER attendance_registers_counted_update AFTER UPDATE ON attendance_registers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_registers();
--> statement-breakpoint
CREATE TRIGGER attendance_registers_counted_delete AFTER DELETE ON attendance_registers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_registers();
--> statement-breakpoint
CREATE TRIGGER attendance_registers_uncount_absences BEFORE DELETE ON attendance_registers FOR EACH ROW EXECUTE FUNCTION campus_uncount_register_absences();
--> statement-breakpoint
CREATE TRIGGER attendance_registers_move_absences BEFORE UPDATE OF allocation_id ON attendance_registers FOR EACH ROW WHEN (OLD.allocation_id IS DISTINCT FROM NEW.allocation_id) EXECUTE FUNCTION campus_move_register_absences();
--> statement-breakpoint
CREATE TRIGGER attendance_absences_counted_insert AFTER INSERT ON attendance_absences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_absences();
--> statement-breakpoint
CREATE TRIGGER attendance_absences_counted_update AFTER UPDATE ON attendance_absences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_absences();
--> statement-breakpoint
CREATE TRIGGER attendance_absences_counted_delete AFTER DELETE ON attendance_absences REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_absences();
--> statement-breakpoint
INSERT INTO attendance_class_counts (allocation_id, held) SELECT allocation_id, count(*) FROM attendance_registers GROUP BY allocation_id;
--> statement-breakpoint
INSERT INTO attendance_student_counts (student_id, allocation_id, missed)
  SELECT ab.student_id, r.allocation_id, count(*) FROM attendance_absences ab JOIN attendance_registers r ON r.id = ab.register_id
  GROUP BY ab.student_id, r.allocation_id;
