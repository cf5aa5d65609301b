import { Alert, Box, Chip, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type Shortage } from '@campus/shared';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useShortage } from './api/attendance-shortage';
import { RulesPanel } from './components/rules-panel';
import { SectionChoice, useShortageAddress } from './components/section-choice';

type Student = Shortage['students'][number];

const SHORTAGE_PAGE_SIZES = [25, 50, 100] as const;

/** Lowest share first, as the server sends them; by roll number among equals. */
const lowestFirst = (list: Student[]) => [...list].sort((a, b) => a.percent - b.percent || a.rollNumber.localeCompare(b.rollNumber));

function useColumns(): PagedColumn<Student>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`attendanceShortage.list.columns.${key}`);
  return [
    {
      key: 'rollNumber',
      header: col('rollNumber'),
      cell: (s) => s.rollNumber,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'fullName', header: col('fullName'), cell: (s) => s.fullName, card: 'primary', sx: { minWidth: 180 } },
    {
      key: 'attended',
      header: col('attended'),
      cell: (s) => `${f.number(s.attended)} / ${f.number(s.held)}`,
      align: 'right',
      nowrap: true,
    },
    { key: 'percent', header: col('percent'), cell: (s) => f.percent(s.percent), align: 'right', nowrap: true, sx: { fontWeight: 600 } },
    {
      key: 'standing',
      header: col('standing'),
      cell: (s) => (
        <Chip
          size="small"
          color={s.standing === 'short' ? 'error' : 'warning'}
          variant={s.standing === 'short' ? 'filled' : 'outlined'}
          label={t(`attendanceShortage.list.standing.${s.standing}`)}
        />
      ),
      card: 'title',
      nowrap: true,
    },
  ];
}

/** A section's students below the required share, lowest first, paged here. */
function ShortageList({ sectionId }: { sectionId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const shortage = useShortage(sectionId);
  const columns = useColumns();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(SHORTAGE_PAGE_SIZES[0]);
  const data = shortage.data;
  const students = data ? lowestFirst(data.students) : undefined;
  const current = students ? Math.min(page, Math.max(1, Math.ceil(students.length / size))) : 1;
  const values = data && { section: data.section, required: f.percent(data.required), condonable: f.percent(data.condonable) };
  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Box role="status" sx={{ px: 1, mb: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
        <Typography variant="h6" component="h2" data-testid="shortage-total">
          {data && values ? t('attendanceShortage.list.found', { ...values, count: data.students.length }) : ''}
        </Typography>
        {data && values && data.students.length > 0 && (
          <Typography color="text.secondary" data-testid="shortage-detained">
            {t('attendanceShortage.list.detained', { ...values, count: data.students.filter((s) => s.standing === 'short').length })}
          </Typography>
        )}
      </Box>
      {shortage.isError && !data ? (
        <LoadFailed error={shortage.error} retry={shortage.refetch} />
      ) : (
        <PagedTable
          label={t('attendanceShortage.list.tableLabel', { section: data?.section ?? '' })}
          testId="shortage-table"
          columns={columns}
          rows={students?.slice((current - 1) * size, current * size)}
          rowKey={(s) => s.id}
          rowTone={(s) => (s.standing === 'short' ? 'error' : undefined)}
          rowAttributes={(s) => ({ 'data-student': s.rollNumber, 'data-standing': s.standing })}
          total={students?.length ?? 0}
          page={current}
          pageSize={size}
          pageSizes={SHORTAGE_PAGE_SIZES}
          onPageChange={setPage}
          onPageSizeChange={(next) => {
            setSize(next);
            setPage(1);
          }}
          loading={shortage.isFetching}
          cardsBelow="md"
          empty={values ? t('attendanceShortage.list.empty', values) : ''}
        />
      )}
    </Paper>
  );
}

/**
 * `/app/Academics/Attendance`: the attendance rules in words (kept by the academics office), and a
 * section's students below the required share, lowest first: those the shortage may be condoned for
 * and those detained. The heads, the principal and the examination cell read it before the
 * semester-end examinations.
 */
export function AttendanceShortagePage() {
  const { t } = useTranslation();
  const editor = can(useSession()?.roles, 'attendance.settings');
  const { wanted } = useShortageAddress();
  const sectionId = wanted.batchId !== null && wanted.branchId !== null ? wanted.sectionId : null;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={t('attendanceShortage.title')} subtitle={t('attendanceShortage.subtitle')} />
      <RulesPanel editor={editor} />
      <SectionChoice />
      {sectionId === null ? (
        <Alert severity="info" data-testid="choose-section">
          {t('attendanceShortage.choice.hint')}
        </Alert>
      ) : (
        <ShortageList key={sectionId} sectionId={sectionId} />
      )}
    </Box>
  );
}
