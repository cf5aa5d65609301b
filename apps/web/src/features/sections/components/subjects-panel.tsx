import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Allocation, SectionDetail, SectionSubject } from '@campus/shared';
import { DeleteDialog } from '../../../components/edit-delete-actions';
import { useFormat } from '../../../lib/format';
import { useRemoveAllocation } from '../api/sections';
import { AllocationDialog } from './allocation-dialog';
import { openClasses, taughtTo } from './section-parts';
import { teacherLabel } from './teacher-field';

/** `Lab · 1.5 credits`, `Elective (PE-I) · 3 credits · 32 students`. */
function useSubjectLine() {
  const { t } = useTranslation();
  const f = useFormat();
  return (s: SectionSubject) =>
    [
      s.kind === 'elective' && s.electiveGroup
        ? t('sections.subjects.electiveOf', { group: s.electiveGroup })
        : t(`sections.kinds.${s.kind}`),
      t('sections.subjects.credits', { credits: f.number(s.credits) }),
      s.kind === 'elective' ? t('sections.subjects.students', { count: s.students }) : undefined,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** One subject: who teaches it to which class, and for the office Allocate, Change and Remove. */
function SubjectItem({
  subject,
  manager,
  onAllocate,
  onChange,
  onRemove,
}: {
  subject: SectionSubject;
  manager: boolean;
  onAllocate: () => void;
  onChange: (a: Allocation) => void;
  onRemove: (a: Allocation) => void;
}) {
  const { t } = useTranslation();
  const line = useSubjectLine();
  const open = openClasses(subject);
  const place = (a: Allocation) => ({ code: subject.code, to: taughtTo(t, a.labBatch) });
  return (
    <Paper component="li" variant="outlined" data-subject={subject.code} sx={{ p: 1.5, minWidth: 0, overflowWrap: 'break-word' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
        <Box sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{subject.code}</Box>
        <Box sx={{ fontWeight: 600 }}>{subject.name}</Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {line(subject)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.75 }}>
        {subject.allocations.map((a) => (
          <Box component="li" key={a.id} data-allocation={a.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {teacherLabel({ fullName: a.faculty, empCode: a.empCode })}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {taughtTo(t, a.labBatch)}
              </Box>
            </Box>
            {manager && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" variant="outlined" onClick={() => onChange(a)} aria-label={t('sections.subjects.changeFor', place(a))}>
                  {t('sections.subjects.change')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => onRemove(a)}
                  aria-label={t('sections.subjects.removeFor', place(a))}
                >
                  {t('sections.subjects.remove')}
                </Button>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {open.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: subject.allocations.length ? 1 : 0 }}>
          <Typography variant="body2" color="warning.main" sx={{ flex: '1 1 200px' }}>
            {subject.allocations.length === 0
              ? t('sections.subjects.noTeacher')
              : t('sections.subjects.noTeacherFor', { to: open.map((c) => taughtTo(t, c)).join(', ') })}
          </Typography>
          {manager && (
            <Button
              size="small"
              variant="contained"
              onClick={onAllocate}
              aria-label={t('sections.subjects.allocateFor', { code: subject.code })}
            >
              {t('sections.subjects.allocate')}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}

/** The semester's subjects of a section's regulation, each with the teachers allocated to its classes. */
export function SubjectsPanel({ section, manager }: { section: SectionDetail; manager: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  // The dialog's subject, and the allocation it changes (null: a new one).
  const [allocating, setAllocating] = useState<{ subject: SectionSubject; allocation: Allocation | null } | null>(null);
  const [removing, setRemoving] = useState<{ subject: SectionSubject; allocation: Allocation } | null>(null);
  const remove = useRemoveAllocation({
    onSuccess: (_answer, a) => {
      enqueueSnackbar(t('sections.subjects.removed', { teacher: a.faculty, code: removing?.subject.code ?? '' }), { variant: 'success' });
      setRemoving(null);
    },
    onError: (err) => {
      enqueueSnackbar(t('sections.removeFailed', { message: err.message }), { variant: 'error' });
      setRemoving(null);
    },
  });
  return (
    <Paper component="section" aria-labelledby="section-subjects-heading" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography variant="h6" component="h3" id="section-subjects-heading" sx={{ mb: 1 }}>
        {t('sections.subjects.heading', { allocated: section.allocated, subjects: section.subjects })}
      </Typography>
      {section.subjectList.length === 0 ? (
        <Alert severity="info">{t('sections.subjects.empty', { regulation: section.regulation, semester: section.semester })}</Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('sections.subjects.listLabel', { label: section.label })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {section.subjectList.map((s) => (
            <SubjectItem
              key={s.id}
              subject={s}
              manager={manager}
              onAllocate={() => setAllocating({ subject: s, allocation: null })}
              onChange={(allocation) => setAllocating({ subject: s, allocation })}
              onRemove={(allocation) => setRemoving({ subject: s, allocation })}
            />
          ))}
        </Box>
      )}
      {allocating && (
        <AllocationDialog
          sectionId={section.id}
          subject={allocating.subject}
          allocation={allocating.allocation}
          onClose={() => setAllocating(null)}
        />
      )}
      {removing && (
        <DeleteDialog
          heading={t('sections.subjects.removeHeading', { code: removing.subject.code })}
          text={t('sections.subjects.removeText', {
            teacher: removing.allocation.faculty,
            code: removing.subject.code,
            to: taughtTo(t, removing.allocation.labBatch),
            label: section.label,
          })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.allocation)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
