import { Alert, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacultyWeek, Teacher } from '@campus/shared';
import { LoadFailed } from '../../../components/list-head';
import { ApiRequestError } from '../../../lib/api';
import { useFacultyWeek, useMyWeek } from '../api/timetable';
import { TeacherField } from './teacher-field';
import { useTimetableSearch } from './timetable-search';
import { WeekGrid } from './week-grid';

/** A teacher's week: each class with its section, code and room. */
function FacultyGrid({ week, heading }: { week: FacultyWeek; heading: string }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
        <Typography component="span" color="text.secondary" sx={{ ml: 1 }} data-testid="week-classes">
          {t('timetable.teacher.classes', { count: week.slots.length })}
        </Typography>
      </Typography>
      <WeekGrid
        label={t('timetable.teacher.gridLabel', { faculty: week.faculty })}
        periods={week.periods}
        slots={week.slots}
        lines={(s) => [
          s.code,
          s.section,
          ...(s.room ? [t('timetable.roomN', { room: s.room })] : []),
          ...(s.labBatch === null ? [] : [t('timetable.labBatch', { n: s.labBatch })]),
        ]}
      />
    </Paper>
  );
}

/** Teacher's week: a faculty member chosen by name or employee code, and their classes of the week. */
export function TeacherWeek() {
  const { t } = useTranslation();
  const { wanted, apply } = useTimetableSearch();
  const week = useFacultyWeek(wanted.teacherId);
  const [chosen, setChosen] = useState<Teacher | null>(null);
  // A teacher named by the address (a reload) is shown by the name their week carries.
  const value =
    chosen?.id === wanted.teacherId
      ? chosen
      : week.data && week.data.facultyId === wanted.teacherId
        ? { id: week.data.facultyId, fullName: week.data.faculty, empCode: '', department: null }
        : null;
  return (
    <>
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <TeacherField
          id="timetable-teacher"
          label={t('timetable.teacher.choose')}
          value={value}
          size="small"
          sx={{ maxWidth: { md: 420 } }}
          onChange={(teacher) => {
            setChosen(teacher);
            apply({ teacherId: teacher?.id ?? null });
          }}
        />
      </Paper>
      {wanted.teacherId === null && <Alert severity="info">{t('timetable.teacher.chooseHint')}</Alert>}
      {week.isPending && wanted.teacherId !== null && <Skeleton variant="rounded" height={320} />}
      {week.isError && <LoadFailed error={week.error} retry={week.refetch} />}
      {week.data && <FacultyGrid week={week.data} heading={week.data.faculty} />}
    </>
  );
}

/** My week: the signed-in faculty member's own classes; a sign-in that is no faculty member's is told so. */
export function MyWeek() {
  const { t } = useTranslation();
  const week = useMyWeek(true);
  if (week.isPending) return <Skeleton variant="rounded" height={320} />;
  if (week.isError)
    return week.error instanceof ApiRequestError && week.error.status === 404 ? (
      <Alert severity="info" data-testid="not-faculty">
        {week.error.message}
      </Alert>
    ) : (
      <LoadFailed error={week.error} retry={week.refetch} />
    );
  return <FacultyGrid week={week.data} heading={t('timetable.mine.heading', { faculty: week.data.faculty })} />;
}
