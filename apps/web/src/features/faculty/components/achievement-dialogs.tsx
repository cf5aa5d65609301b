import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useController, useWatch, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  achievementsQuerySchema,
  editAchievementFormSchema,
  FACULTY_TEXTS,
  newAchievementFormSchema,
  TEXT_MAX,
  type Achievement,
  type AchievementsQuery,
  type EditAchievementForm,
  type NewAchievementForm,
} from '@campus/shared';
import { FormDateField, FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { DepartmentFacultyFields } from './department-faculty-fields';

type Warn = (message: string) => void;

/**
 * The one warning of a refused dialog (ADR 0079), its problems being under the fields: the
 * specification's text when a field is left empty (`missing`), else the first problem in the order
 * of the fields.
 */
function warnOnce<T extends FieldValues>(warn: Warn, errors: FieldErrors<T>, order: readonly Path<T>[], missing: string) {
  const messages = order.map((name) => errors[name]?.message).filter((m): m is string => typeof m === 'string');
  warn(fieldErrorText(messages.includes(missing) ? missing : (messages[0] ?? missing))!);
}

/** The department and faculty selects bound to a form; choosing a department empties the faculty, whose list follows it. */
function DepartmentFaculty<T extends FieldValues>({
  control,
  department,
  faculty,
  idPrefix,
}: {
  control: Control<T, unknown, unknown>;
  department: Path<T>;
  faculty: Path<T>;
  idPrefix: string;
}) {
  const dept = useController({ control: control as Control<T>, name: department });
  const member = useController({ control: control as Control<T>, name: faculty });
  return (
    <DepartmentFacultyFields
      idPrefix={idPrefix}
      department={(dept.field.value as string | undefined) ?? ''}
      faculty={(member.field.value as string | undefined) ?? ''}
      onDepartment={dept.field.onChange}
      onFaculty={member.field.onChange}
      problems={{
        department: fieldErrorText(dept.fieldState.error?.message),
        faculty: fieldErrorText(member.fieldState.error?.message),
      }}
      refs={{ department: dept.field.ref, faculty: member.field.ref }}
    />
  );
}

/** Search Achievement: department and faculty, both needed. */
export function SearchDialog(props: {
  open: boolean;
  initial: AchievementsQuery;
  onClose: () => void;
  onSearch: (v: AchievementsQuery) => void;
  warn: Warn;
}) {
  const { t } = useTranslation();
  const form = useZodForm(achievementsQuerySchema, props.initial);
  const submit = form.handleSubmit(props.onSearch, (errors) =>
    warnOnce(props.warn, errors, ['facultyDept', 'facultyName'], FACULTY_TEXTS.selectBoth),
  );
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="search-achievement-title">
      <DialogTitle id="search-achievement-title">{t('faculty.searchTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <DepartmentFaculty control={form.control} department="facultyDept" faculty="facultyName" idPrefix="search" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('faculty.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('faculty.search')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The fields both New and Edit have. */
interface DateAndText {
  dates: string;
  description: string;
}

/** The date, typed as DD-MM-YYYY whatever the browser's locale, and the description with its count of characters. */
function DateAndDescription<T extends DateAndText>({ control }: { control: Control<T, unknown, unknown> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const description = useWatch({ control: control as Control<T>, name: 'description' as Path<T> }) as string | undefined;
  return (
    <>
      <FormDateField
        control={control}
        name={'dates' as Path<T>}
        label={t('faculty.date')}
        min="1950-01-01"
        slotProps={{ htmlInput: { 'data-testid': 'achievement-date' } }}
        fullWidth
      />
      <FormTextField
        control={control}
        name={'description' as Path<T>}
        label={t('faculty.description')}
        helperText={`${format.number(description?.length ?? 0)} / ${format.number(TEXT_MAX)}`}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        fullWidth
      />
    </>
  );
}

/** New Achievement: department, faculty, date and description, all needed. */
export function NewDialog(props: {
  open: boolean;
  initial: AchievementsQuery;
  busy: boolean;
  onClose: () => void;
  onSave: (v: NewAchievementForm) => void;
  warn: Warn;
}) {
  const { t } = useTranslation();
  const form = useZodForm(newAchievementFormSchema, {
    departmentName: props.initial.facultyDept,
    facultyName: props.initial.facultyName,
    dates: '',
    description: '',
  });
  const submit = form.handleSubmit(props.onSave, (errors) =>
    warnOnce(props.warn, errors, ['departmentName', 'facultyName', 'dates', 'description'], FACULTY_TEXTS.fillAll),
  );
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="new-achievement-title">
      <DialogTitle id="new-achievement-title">{t('faculty.newTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <DepartmentFaculty control={form.control} department="departmentName" faculty="facultyName" idPrefix="new" />
            <DateAndDescription control={form.control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('faculty.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {t('faculty.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Edit Achievement: date and description of a saved one. */
export function EditDialog(props: {
  achievement: Achievement;
  busy: boolean;
  onClose: () => void;
  onSave: (v: EditAchievementForm) => void;
  warn: Warn;
}) {
  const { t } = useTranslation();
  const form = useZodForm(editAchievementFormSchema, { dates: props.achievement.dates, description: props.achievement.description });
  const submit = form.handleSubmit(props.onSave, (errors) => warnOnce(props.warn, errors, ['dates', 'description'], FACULTY_TEXTS.fillAll));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="edit-achievement-title">
      <DialogTitle id="edit-achievement-title">{t('faculty.editTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {props.achievement.facultyName} · {props.achievement.departmentName}
          </DialogContentText>
          <Stack spacing={1}>
            <DateAndDescription control={form.control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('faculty.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {t('faculty.update')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Asks before an achievement is deleted. */
export function DeleteDialog(props: { achievement: Achievement; busy: boolean; onClose: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="delete-achievement-title">
      <DialogTitle id="delete-achievement-title">{t('faculty.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.achievement.description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('faculty.cancel')}</Button>
        <Button color="error" variant="contained" onClick={props.onDelete} disabled={props.busy}>
          {t('faculty.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
