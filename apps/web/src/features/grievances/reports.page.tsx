import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, LinearProgress, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { academicYearLabel, GRIEVANCE_WORKING_DAYS, type GrievanceFigures } from '@campus/shared';
import { RowsView, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useDownloadGrievanceReport, useGrievanceFigures, type GrievanceReport } from './api/figures';
import { categoryText } from './components/grievance-parts';
import { LoadFailed } from '../../components/list-head';

type ByCategory = GrievanceFigures['byCategory'][number];
type ByMonth = GrievanceFigures['byMonth'][number];

/** The academic years offered: this one first, then the four before (`2026-2027`, `2025-2026`, …). */
const yearsUpTo = (current: string) => {
  const start = Number(current.slice(0, 4));
  return Array.from({ length: 5 }, (_, i) => `${start - i}-${start - i + 1}`);
};

/** One figure of the year: its name and the number. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/** A titled table of the year. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The year's figures: the totals, then by category and by month. */
function YearFigures({ figures: d }: { figures: GrievanceFigures }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.reports.${key}`, values);
  const col = (key: string) => t(`grievances.reports.columns.${key}`);
  const n = (value: number) => f.number(value);
  const counts = (inTime: boolean): PagedColumn<ByCategory>[] => [
    { key: 'received', header: col('received'), align: 'right', cell: (r) => n(r.received) },
    { key: 'disposed', header: col('disposed'), align: 'right', cell: (r) => n(r.disposed) },
    ...(inTime ? [{ key: 'inTime', header: col('inTime'), align: 'right' as const, cell: (r: ByCategory) => n(r.disposedInTime) }] : []),
    { key: 'pending', header: col('pending'), align: 'right', cell: (r) => n(r.pending) },
    { key: 'overdue', header: col('overdue'), align: 'right', cell: (r) => n(r.overdue) },
    { key: 'appealed', header: col('appealed'), align: 'right', cell: (r) => n(r.appealed) },
  ];
  const t0 = d.totals;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-labelledby="reports-totals">
        <Typography id="reports-totals" variant="h6" component="h2" sx={{ mb: 1 }}>
          {text('totals')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <Figure label={text('received')} value={n(t0.received)} testId="figure-received" />
          <Figure label={text('disposed')} value={n(t0.disposed)} testId="figure-disposed" />
          <Figure
            label={text('disposedInTime', { days: GRIEVANCE_WORKING_DAYS })}
            value={n(t0.disposedInTime)}
            testId="figure-disposed-in-time"
          />
          <Figure label={text('pending')} value={n(t0.pending)} testId="figure-pending" />
          <Figure label={text('overdue')} value={n(t0.overdue)} testId="figure-overdue" />
          <Figure label={text('appealed')} value={n(t0.appealed)} testId="figure-appealed" />
          <Figure
            label={text('average')}
            value={
              t0.averageDaysToDispose === null ? t('grievances.none') : text('averageDays', { days: f.number(t0.averageDaysToDispose, 1) })
            }
            testId="figure-average-days"
          />
        </Box>
      </Box>
      {t0.received === 0 && d.byCategory.length === 0 ? (
        <Alert severity="info">{text('nothing', { year: d.year })}</Alert>
      ) : (
        <>
          <Part id="reports-by-category" title={text('byCategory')}>
            <RowsView<ByCategory>
              label={text('byCategory')}
              testId="reports-by-category"
              columns={[
                { key: 'category', header: col('category'), card: 'title', cell: (r) => categoryText(t, r.category) },
                ...counts(true),
              ]}
              rows={d.byCategory}
              rowKey={(r) => r.category}
              cardsBelow="sm"
            />
          </Part>
          <Part id="reports-by-month" title={text('byMonth')}>
            <RowsView<ByMonth>
              label={text('byMonth')}
              testId="reports-by-month"
              columns={[
                { key: 'month', header: col('month'), card: 'title', cell: (r) => f.monthInWords(r.month) },
                { key: 'received', header: col('received'), align: 'right', cell: (r) => n(r.received) },
                { key: 'disposed', header: col('disposed'), align: 'right', cell: (r) => n(r.disposed) },
                { key: 'pending', header: col('pending'), align: 'right', cell: (r) => n(r.pending) },
                { key: 'overdue', header: col('overdue'), align: 'right', cell: (r) => n(r.overdue) },
              ]}
              rows={d.byMonth}
              rowKey={(r) => r.month}
              cardsBelow="sm"
            />
          </Part>
        </>
      )}
    </Box>
  );
}

/**
 * `/app/Grievances/Reports`: an academic year's grievances for the annual report and the regulator:
 * received, disposed (within 15 working days), pending, overdue and appealed, by category and by
 * month; the annual report as a PDF and the figures with the list of grievances as a workbook.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const years = yearsUpTo(academicYearLabel());
  const asked = params.get('year');
  const year = asked && years.includes(asked) ? asked : years[0]!;
  const figures = useGrievanceFigures(year);
  const download = useDownloadGrievanceReport({
    onError: (err) => enqueueSnackbar(t('grievances.reports.downloadFailed', { message: err.message }), { variant: 'error' }),
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.reports.${key}`, values);
  const fetch = (report: GrievanceReport) => download.mutate({ report, year });
  const data = figures.data;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          id="reports-year"
          label={text('year')}
          value={year}
          onChange={(e) => setParams(e.target.value === years[0] ? {} : { year: e.target.value })}
          sx={{ flex: '0 1 200px', minWidth: 160 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        {data && (
          <Typography color="text.secondary" role="status" data-testid="reports-range" sx={{ flex: '1 1 200px' }}>
            {text('range', { from: f.day(data.from), to: f.day(data.to) })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<PictureAsPdf />} disabled={download.isPending} onClick={() => fetch('pdf')}>
            {text('pdf')}
          </Button>
          <Button variant="outlined" startIcon={<Download />} disabled={download.isPending} onClick={() => fetch('xlsx')}>
            {text('xlsx')}
          </Button>
        </Box>
      </Paper>
      {figures.isFetching && data && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {figures.isPending && <Skeleton variant="rounded" height={240} />}
      {figures.isError && !data && <LoadFailed error={figures.error} retry={figures.refetch} />}
      {data && <YearFigures figures={data} />}
    </Box>
  );
}
