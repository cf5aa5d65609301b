import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACULTY_TEXTS, TEXT_MAX, type Achievement } from '@campus/shared';
import { DateField } from '../../../components/date-field';
import { translateMessage } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { DepartmentFacultyFields } from './department-faculty-fields';

export interface SearchValues {
  facultyDept: string;
  facultyName: string;
}
export interface NewValues extends SearchValues {
  dates: string;
  description: string;
}

type Warn = (message: string) => void;
const text = (message: string) => translateMessage(message) ?? message;

/** Search Achievement: department and faculty, both needed. */
export function SearchDialog(props: {
  open: boolean;
  initial: SearchValues;
  onClose: () => void;
  onSearch: (v: SearchValues) => void;
  warn: Warn;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (!values.facultyDept || !values.facultyName) return props.warn(text(FACULTY_TEXTS.selectBoth));
    props.onSearch(values);
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="search-achievement-title">
      <DialogTitle id="search-achievement-title">{t('faculty.searchTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <DepartmentFacultyFields
            idPrefix="search"
            department={values.facultyDept}
            faculty={values.facultyName}
            onDepartment={(facultyDept) => setValues((v) => ({ ...v, facultyDept }))}
            onFaculty={(facultyName) => setValues((v) => ({ ...v, facultyName }))}
            missing={{ department: tried && !values.facultyDept, faculty: tried && !values.facultyName }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('faculty.cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {t('faculty.search')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DateAndDescription({
  values,
  onChange,
  tried,
}: {
  values: { dates: string; description: string };
  onChange: (patch: Partial<{ dates: string; description: string }>) => void;
  tried: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <DateField
        label={t('faculty.date')}
        value={values.dates}
        onChange={(dates) => onChange({ dates })}
        error={tried && !values.dates}
        min="1950-01-01"
        slotProps={{ htmlInput: { 'data-testid': 'achievement-date' } }}
        fullWidth
      />
      <TextField
        label={t('faculty.description')}
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={tried && !values.description.trim()}
        helperText={`${format.number(values.description.length)} / ${format.number(TEXT_MAX)}`}
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
  initial: SearchValues;
  busy: boolean;
  onClose: () => void;
  onSave: (v: NewValues) => void;
  warn: Warn;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<NewValues>({ ...props.initial, dates: '', description: '' });
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (!values.facultyDept || !values.facultyName || !values.dates || !values.description.trim())
      return props.warn(text(FACULTY_TEXTS.fillAll));
    props.onSave(values);
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="new-achievement-title">
      <DialogTitle id="new-achievement-title">{t('faculty.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <DepartmentFacultyFields
            idPrefix="new"
            department={values.facultyDept}
            faculty={values.facultyName}
            onDepartment={(facultyDept) => setValues((v) => ({ ...v, facultyDept }))}
            onFaculty={(facultyName) => setValues((v) => ({ ...v, facultyName }))}
            missing={{ department: tried && !values.facultyDept, faculty: tried && !values.facultyName }}
          />
          <DateAndDescription values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} tried={tried} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('faculty.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={props.busy}>
          {t('faculty.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Edit Achievement: date and description of a saved one. */
export function EditDialog(props: {
  achievement: Achievement;
  busy: boolean;
  onClose: () => void;
  onSave: (v: { dates: string; description: string }) => void;
  warn: Warn;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ dates: props.achievement.dates, description: props.achievement.description });
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (!values.dates || !values.description.trim()) return props.warn(text(FACULTY_TEXTS.fillAll));
    props.onSave(values);
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="edit-achievement-title">
      <DialogTitle id="edit-achievement-title">{t('faculty.editTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {props.achievement.facultyName} · {props.achievement.departmentName}
        </DialogContentText>
        <Stack spacing={1}>
          <DateAndDescription values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} tried={tried} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('faculty.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={props.busy}>
          {t('faculty.update')}
        </Button>
      </DialogActions>
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
