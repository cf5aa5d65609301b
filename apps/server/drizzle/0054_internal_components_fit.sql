-- A subject's internal components always add up to its internal maximum: when the maximum (or the
-- subject, by a workbook) changes, components without marks are scaled to the new maximum in their
-- shares, the last taking what rounding leaves; a component scaled to nothing goes, and a maximum of 0
-- takes them all. Once marks are entered against them the change is refused (the service names the
-- subject): marks out of the old maxima would not fit the new. The classes' sheets are bumped first, as
-- a components save does, so that a marks save under way finishes before the marks are looked for and
-- a page opened with the old components is refused its save.
CREATE FUNCTION campus_fit_internal_components() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total integer;
  parts integer;
  given integer := 0;
  i integer := 0;
  share integer;
  c record;
BEGIN
  SELECT coalesce(sum(max_marks), 0), count(*) INTO total, parts FROM internal_components WHERE subject_id = NEW.id;
  IF parts = 0 OR total = NEW.internal_max THEN
    RETURN NULL;
  END IF;
  UPDATE internal_mark_sheets SET version = version + 1, updated_at = now()
    WHERE allocation_id IN (SELECT id FROM subject_allocations WHERE subject_id = NEW.id);
  IF EXISTS (SELECT 1 FROM internal_marks im JOIN internal_components ic ON ic.id = im.component_id WHERE ic.subject_id = NEW.id) THEN
    RAISE EXCEPTION 'internal marks are entered for subject %', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'internal_components_marks_entered',
        DETAIL = json_build_object('code', OLD.code, 'max', OLD.internal_max)::text;
  END IF;
  FOR c IN SELECT id, max_marks FROM internal_components WHERE subject_id = NEW.id ORDER BY position LOOP
    i := i + 1;
    share := CASE WHEN i = parts THEN NEW.internal_max - given ELSE floor(c.max_marks * NEW.internal_max::numeric / total)::integer END;
    IF share < 1 THEN
      DELETE FROM internal_components WHERE id = c.id;
    ELSE
      UPDATE internal_components SET max_marks = share WHERE id = c.id;
    END IF;
    given := given + greatest(share, 0);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER curriculum_subjects_fit_components AFTER UPDATE OF internal_max ON curriculum_subjects
  FOR EACH ROW WHEN (OLD.internal_max IS DISTINCT FROM NEW.internal_max) EXECUTE FUNCTION campus_fit_internal_components();
