import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/edit-delete-actions';
import { LoadFailed } from '../../../components/list-head';
import { ApiRequestError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useRemoveSection, useSection, type RegulationChoice } from '../api/sections';
import { SectionDialog } from './section-dialog';
import { StudentsPanel } from './students-panel';
import { SubjectsPanel } from './subjects-panel';

/**
 * One section: its label, regulation, semester and room (the office corrects or removes it), the
 * semester's subjects with their teachers, and its students.
 */
export function SectionView({
  id,
  manager,
  regulations,
  semestersOf,
  onBack,
}: {
  id: number;
  manager: boolean;
  regulations: RegulationChoice[];
  /** Semesters of a programme, by its course id. */
  semestersOf: (courseId: number) => number;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const section = useSection(id);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveSection({
    onSuccess: (_answer, s) => {
      enqueueSnackbar(t('sections.view.removed', { label: s.label }), { variant: 'success' });
      setRemoving(false);
      onBack();
    },
    onError: (err) => {
      enqueueSnackbar(t('sections.removeFailed', { message: err.message }), { variant: 'error' });
      setRemoving(false);
    },
  });
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ mb: 1 }}>
      {t('sections.view.back')}
    </Button>
  );
  if (section.isPending) return <Skeleton variant="rounded" height={240} />;
  if (section.isError)
    return (
      <>
        {back}
        {section.error instanceof ApiRequestError && section.error.status === 404 ? (
          <Alert severity="warning">{t('sections.view.notFound')}</Alert>
        ) : (
          <LoadFailed error={section.error} retry={section.refetch} />
        )}
      </>
    );
  const s = section.data;
  const facts = [
    t('sections.view.regulation', { code: s.regulation }),
    t('sections.semesterN', { n: s.semester }),
    s.room ? t('sections.view.room', { room: s.room }) : t('sections.view.noRoom'),
    t('sections.view.students', { count: s.students, students: f.number(s.students) }),
  ];
  return (
    <Box data-testid="section-view">
      {back}
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {s.label}
          </Typography>
          <Typography color="text.secondary" data-testid="section-facts">
            {/* Each fact kept whole on a line of its own when they wrap: `Room CIVIL-101`, not `Room CIVIL-` and `101`. */}
            {facts.map((fact, i) => (
              <Fragment key={i}>
                {i > 0 && ' · '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {fact}
                </Box>
              </Fragment>
            ))}
          </Typography>
        </Box>
        {manager && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setEditing(true)} aria-label={t('sections.view.correctFor', { label: s.label })}>
              {t('sections.view.correct')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setRemoving(true)}
              aria-label={t('sections.view.removeFor', { label: s.label })}
            >
              {t('sections.view.remove')}
            </Button>
          </Box>
        )}
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SubjectsPanel section={s} manager={manager} />
        <StudentsPanel section={s} manager={manager} />
      </Box>
      {editing && (
        <SectionDialog section={s} regulations={regulations} semesters={semestersOf(s.courseId)} onClose={() => setEditing(false)} />
      )}
      {removing && (
        <DeleteDialog
          heading={t('sections.view.removeHeading', { label: s.label })}
          text={t(s.students > 0 ? 'sections.view.removeHasStudents' : 'sections.view.removeText', { label: s.label, count: s.students })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(s)}
          onClose={() => setRemoving(false)}
        />
      )}
    </Box>
  );
}
