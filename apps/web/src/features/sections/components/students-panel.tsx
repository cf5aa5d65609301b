import { MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAB_BATCHES, type LabBatch, type SectionDetail, type SectionStudent, type SectionSubject } from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../../components/paged-table';
import { useChooseElective, usePlaceStudent, useSections } from '../api/sections';

/** The roster is read whole and paged here. */
const ROSTER_PAGE_SIZES = [25, 50, 100] as const;

/** The semester's elective groups, each with its subjects, in the order of the subjects' list. */
function electiveGroups(subjects: SectionSubject[]) {
  const groups = new Map<string, SectionSubject[]>();
  for (const s of subjects) if (s.electiveGroup) groups.set(s.electiveGroup, [...(groups.get(s.electiveGroup) ?? []), s]);
  return [...groups.entries()];
}

const small = { size: 'small', sx: { minWidth: 110 } } as const;

/**
 * The section's students, paged here: roll number, name, lab batch and each elective chosen. The
 * office switches a student's lab batch, moves them to another section of the batch's branch, and
 * sets their electives; the others read them.
 */
export function StudentsPanel({ section, manager }: { section: SectionDetail; manager: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(ROSTER_PAGE_SIZES[0]);
  const siblings = useSections(manager ? section.batchId : null, section.branchId).data ?? [];
  const groups = electiveGroups(section.subjectList);
  const failed = (err: Error) => enqueueSnackbar(t('sections.saveFailed', { message: err.message }), { variant: 'error' });
  const place = usePlaceStudent({
    onSuccess: (_answer, p) => {
      const to = siblings.find((s) => s.id === p.sectionId)?.name ?? section.name;
      const student = section.roster.find((s) => s.id === p.studentId);
      enqueueSnackbar(t('sections.students.placed', { roll: student?.rollNumber ?? '', name: to, n: p.labBatch }), { variant: 'success' });
    },
    onError: failed,
  });
  const choose = useChooseElective({
    onSuccess: (_answer, c) => {
      const student = section.roster.find((s) => s.id === c.studentId);
      const subject = section.subjectList.find((s) => s.id === c.subjectId);
      enqueueSnackbar(t('sections.students.chose', { roll: student?.rollNumber ?? '', code: subject?.code ?? '' }), { variant: 'success' });
    },
    onError: failed,
  });
  const busy = (s: SectionStudent) =>
    (place.isPending && place.variables.studentId === s.id) || (choose.isPending && choose.variables.studentId === s.id);
  const col = (key: string) => t(`sections.students.columns.${key}`);
  const labBatch = (n: number) => t('sections.subjects.labBatchN', { n });
  const columns: PagedColumn<SectionStudent>[] = [
    {
      key: 'roll',
      header: col('roll'),
      cell: (s) => s.rollNumber,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'name', header: col('name'), cell: (s) => s.fullName, card: 'primary', sx: { minWidth: 180 } },
    {
      key: 'labBatch',
      header: col('labBatch'),
      nowrap: true,
      cell: (s) =>
        manager ? (
          <TextField
            select
            {...small}
            value={String(s.labBatch)}
            disabled={busy(s)}
            onChange={(e) => place.mutate({ sectionId: section.id, studentId: s.id, labBatch: Number(e.target.value) as LabBatch })}
            slotProps={{ htmlInput: { 'aria-label': t('sections.students.labBatchOf', { roll: s.rollNumber }) } }}
          >
            {LAB_BATCHES.map((n) => (
              <MenuItem key={n} value={String(n)}>
                {labBatch(n)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          labBatch(s.labBatch)
        ),
    },
  ];
  if (manager && siblings.length > 1)
    columns.push({
      key: 'section',
      header: col('section'),
      nowrap: true,
      cell: (s) => (
        <TextField
          select
          {...small}
          value={String(section.id)}
          disabled={busy(s)}
          onChange={(e) => place.mutate({ sectionId: Number(e.target.value), studentId: s.id, labBatch: s.labBatch as LabBatch })}
          slotProps={{ htmlInput: { 'aria-label': t('sections.students.sectionOf', { roll: s.rollNumber }) } }}
        >
          {siblings.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {t('sections.sectionN', { name: o.name })}
            </MenuItem>
          ))}
        </TextField>
      ),
    });
  for (const [group, subjects] of groups)
    columns.push({
      key: `elective-${group}`,
      header: group,
      nowrap: true,
      cell: (s) => {
        const chosen = s.electives[group];
        if (!manager) return subjects.find((x) => x.id === chosen)?.code ?? '—';
        return (
          <TextField
            select
            {...small}
            value={chosen === undefined ? '' : String(chosen)}
            disabled={busy(s)}
            onChange={(e) => choose.mutate({ sectionId: section.id, studentId: s.id, subjectId: Number(e.target.value) })}
            slotProps={{
              htmlInput: { 'aria-label': t('sections.students.electiveOf', { group, roll: s.rollNumber }) },
              select: { displayEmpty: true },
            }}
          >
            <MenuItem value="" disabled>
              <em>{t('sections.students.notChosen')}</em>
            </MenuItem>
            {subjects.map((x) => (
              <MenuItem key={x.id} value={String(x.id)}>
                {x.code}
              </MenuItem>
            ))}
          </TextField>
        );
      },
    });
  // A student moved away may leave the last page empty: the page before it is shown.
  const current = Math.min(page, Math.max(1, Math.ceil(section.roster.length / size)));
  const rows = section.roster.slice((current - 1) * size, current * size);
  return (
    <Paper component="section" aria-labelledby="section-students-heading" sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h6" component="h3" id="section-students-heading" sx={{ mb: 1, px: { xs: 0.5, md: 0 } }}>
        {t('sections.students.heading', { count: section.roster.length })}
      </Typography>
      <PagedTable
        label={t('sections.students.tableLabel', { label: section.label })}
        testId="students-table"
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        rowAttributes={(s) => ({ 'data-roll': s.rollNumber })}
        total={section.roster.length}
        page={current}
        pageSize={size}
        pageSizes={ROSTER_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
        cardsBelow="md"
        empty={t(manager ? 'sections.students.emptyManager' : 'sections.students.empty')}
      />
    </Paper>
  );
}
