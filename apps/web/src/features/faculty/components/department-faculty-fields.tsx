import { MenuItem, TextField } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartmentDetails } from '../../../lib/master-data';
import { useSession } from '../../../lib/session';
import { achievementScope } from '../achievement-scope';
import { useFacultyNames } from '../api/get-faculty-names';

interface Props {
  department: string;
  faculty: string;
  onDepartment: (department: string) => void;
  onFaculty: (faculty: string) => void;
  /** The problems of the form's check, shown in red under their fields (in the user's language). */
  problems: { department?: string; faculty?: string };
  /** The form's handles of the two fields, so that a refused save can focus the first one left empty. */
  refs?: { department?: Ref<HTMLInputElement>; faculty?: Ref<HTMLInputElement> };
  idPrefix: string;
}

/**
 * The department and faculty selects of the Search and New dialogs. A HOD and a faculty member get
 * their own program as the one department, without the department list being asked for (001 §6).
 */
export function DepartmentFacultyFields({ department, faculty, onDepartment, onFaculty, problems, refs, idPrefix }: Props) {
  const { t } = useTranslation();
  const user = useSession();
  const scope = achievementScope(user);
  const details = useDepartmentDetails(scope === 'all');
  const names = useFacultyNames(department);
  const departments =
    scope === 'all'
      ? (details.data ?? []).map((d) => ({ code: d.departmentCreationPrimaryKey.departmentName, label: d.departmentFullName }))
      : user?.program
        ? [{ code: user.program, label: user.program }]
        : [];

  return (
    <>
      <TextField
        select
        id={`${idPrefix}-department`}
        label={t('faculty.department')}
        value={departments.some((d) => d.code === department) ? department : ''}
        onChange={(e) => {
          onDepartment(e.target.value);
          onFaculty('');
        }}
        inputRef={refs?.department}
        error={Boolean(problems.department)}
        fullWidth
        helperText={problems.department ?? (details.isError ? details.error.message : ' ')}
      >
        {departments.map((d) => (
          <MenuItem key={d.code} value={d.code}>
            {d.code === d.label ? d.code : `${d.code} — ${d.label}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id={`${idPrefix}-faculty`}
        label={t('faculty.faculty')}
        value={(names.data ?? []).includes(faculty) ? faculty : ''}
        onChange={(e) => onFaculty(e.target.value)}
        inputRef={refs?.faculty}
        error={Boolean(problems.faculty)}
        disabled={!department}
        fullWidth
        // Without a department the faculty cannot be chosen yet: what to do first is its problem then.
        helperText={!department ? t('faculty.chooseDepartmentFirst') : (problems.faculty ?? (names.isError ? names.error.message : ' '))}
      >
        {(names.data ?? []).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
