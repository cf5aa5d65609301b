import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Typography,
} from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type MarksOverview } from '@campus/shared';
import { LoadFailed } from '../../components/list-head';
import { MarksStateChip, marksStateOf, useMoment } from '../../components/mark-sheet/sheet-parts';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { serverMessage } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useBatchPlaces } from '../../lib/batch-places';
import { useDownloadMarks, useMarksOverview, useReleaseMarks, type OverviewQuery } from './api/marks-overview';
import { OverviewChoice, useOverviewAddress } from './components/overview-choice';
import { SheetView } from './components/sheet-view';

type OverviewClass = MarksOverview['classes'][number];

const OVERVIEW_PAGE_SIZES = [25, 50, 100] as const;

/** Released once submitted and not released yet. */
const releasable = (c: OverviewClass) => c.state === 'submitted' && c.releasedAt === null;

interface Selection {
  chosen: ReadonlySet<number>;
  toggle: (allocationId: number) => void;
}

function useColumns(selection: Selection | null): PagedColumn<OverviewClass>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const moment = useMoment();
  const col = (key: string) => t(`marksOverview.columns.${key}`);
  const columns: PagedColumn<OverviewClass>[] = [
    { key: 'section', header: col('section'), cell: (c) => c.section, card: 'primary', nowrap: true },
    {
      key: 'code',
      header: col('code'),
      cell: (c) => c.code,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'subject', header: col('subject'), cell: (c) => c.subject, card: 'primary', sx: { minWidth: 180 } },
    { key: 'labBatch', header: col('labBatch'), cell: (c) => (c.labBatch === null ? '—' : f.number(c.labBatch)), align: 'right' },
    { key: 'faculty', header: col('faculty'), cell: (c) => c.faculty },
    {
      key: 'complete',
      header: col('complete'),
      cell: (c) => `${f.number(c.complete)} / ${f.number(c.students)}`,
      align: 'right',
      nowrap: true,
    },
    { key: 'state', header: col('state'), cell: (c) => <MarksStateChip state={marksStateOf(c)} />, card: 'title', nowrap: true },
    { key: 'submittedAt', header: col('submittedAt'), cell: (c) => (c.submittedAt ? moment(c.submittedAt) : '—'), nowrap: true },
    { key: 'releasedAt', header: col('releasedAt'), cell: (c) => (c.releasedAt ? moment(c.releasedAt) : '—'), nowrap: true },
  ];
  if (!selection) return columns;
  return [
    {
      key: 'select',
      header: col('select'),
      cell: (c) => (
        <Checkbox
          size="small"
          checked={selection.chosen.has(c.allocationId)}
          disabled={!releasable(c)}
          onChange={() => selection.toggle(c.allocationId)}
          slotProps={{ input: { 'aria-label': t('marksOverview.selectClass', { code: c.code, section: c.section }) } }}
          sx={{ p: 0.5 }}
        />
      ),
      card: 'title',
    },
    ...columns,
  ];
}

/** The classes of the batch (branch): their states counted, paged here; the examination cell releases those submitted. */
function OverviewList({ query, onOpen }: { query: OverviewQuery; onOpen: (allocationId: number) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const releaser = can(useSession()?.roles, 'marks.release');
  const overview = useMarksOverview(query);
  const places = useBatchPlaces();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(OVERVIEW_PAGE_SIZES[0]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = useColumns(releaser ? { chosen, toggle } : null);
  const release = useReleaseMarks({
    onSuccess: (answer) => {
      enqueueSnackbar(serverMessage(answer), { variant: 'success' });
      setChosen(new Set());
    },
    onError: (err) => setRefusal(t('marksOverview.releaseFailed', { message: err.message })),
  });
  const download = useDownloadMarks({
    onError: (err) => enqueueSnackbar(t('marksOverview.downloadFailed', { message: err.message }), { variant: 'error' }),
  });
  const data = overview.data;
  const classes = data?.classes;
  const current = classes ? Math.min(page, Math.max(1, Math.ceil(classes.length / size))) : 1;
  const selected = (classes ?? []).filter((c) => chosen.has(c.allocationId) && releasable(c)).map((c) => c.allocationId);
  const batch = places.data?.batches.find((b) => b.id === query.batchId);
  const fileName = `Internal marks ${batch ? `${batch.programme} ${batch.name}` : query.batchId}.xlsx`;

  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, mb: 1.5 }}>
        <Box
          role="status"
          aria-label={t('marksOverview.counts.label')}
          data-testid="marks-counts"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {data && (
            <>
              <Chip color="warning" variant="outlined" label={t('marksOverview.counts.open', { count: data.open })} />
              <Chip color="info" label={t('marksOverview.counts.submitted', { count: data.submitted })} />
              <Chip color="success" label={t('marksOverview.counts.released', { count: data.released })} />
            </>
          )}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<FileDownloadOutlined />}
          onClick={() => download.mutate({ ...query, fileName })}
          disabled={download.isPending || !data || data.classes.length === 0}
        >
          {t('marksOverview.download')}
        </Button>
      </Box>
      {releaser && data && data.classes.some(releasable) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, mb: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: { xs: '100%', md: 'auto' } }}>
            {t('marksOverview.releaseHint')}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {selected.length > 0 ? (
            <Button onClick={() => setChosen(new Set())}>{t('marksOverview.clearSelection')}</Button>
          ) : (
            <Button onClick={() => setChosen(new Set(data.classes.filter(releasable).map((c) => c.allocationId)))}>
              {t('marksOverview.selectSubmitted')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={selected.length === 0 || release.isPending}
            onClick={() => {
              setRefusal(null);
              setConfirming(true);
            }}
          >
            {t('marksOverview.releaseSelected', { count: selected.length })}
          </Button>
        </Box>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 1.5 }} data-testid="release-refused">
          {refusal}
        </Alert>
      )}
      {overview.isError && !data ? (
        <LoadFailed error={overview.error} retry={overview.refetch} />
      ) : (
        <PagedTable
          label={t('marksOverview.tableLabel')}
          testId="marks-overview"
          columns={columns}
          rows={classes?.slice((current - 1) * size, current * size)}
          rowKey={(c) => c.allocationId}
          rowAttributes={(c) => ({ 'data-allocation': c.allocationId, 'data-state': marksStateOf(c) })}
          actions={(c) => (
            <Button size="small" variant="outlined" onClick={() => onOpen(c.allocationId)}>
              {t('marksOverview.open')}
            </Button>
          )}
          total={classes?.length ?? 0}
          page={current}
          pageSize={size}
          pageSizes={OVERVIEW_PAGE_SIZES}
          onPageChange={setPage}
          onPageSizeChange={(next) => {
            setSize(next);
            setPage(1);
          }}
          loading={overview.isFetching}
          cardsBelow="md"
          empty={t('marksOverview.empty')}
        />
      )}
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="release-heading" maxWidth="xs">
          <DialogTitle id="release-heading">{t('marksOverview.confirmRelease.heading')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('marksOverview.confirmRelease.text', { count: selected.length })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                setConfirming(false);
                release.mutate(selected);
              }}
            >
              {t('marksOverview.confirmRelease.release')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}

/**
 * `/app/Academics/Internal Marks`: every class of a batch (a branch of it) with its internal marks'
 * state, counted; the examination cell releases submitted marks to the students and downloads the
 * batch's workbook. A class opened shows its sheet, read-only; the head of the department unlocks a
 * submitted one there.
 */
export function MarksOverviewPage() {
  const { t } = useTranslation();
  const { wanted, open } = useOverviewAddress();
  const query = wanted.batchId !== null ? { batchId: wanted.batchId, branchId: wanted.branchId } : null;
  return (
    <Box sx={{ maxWidth: 1400, minWidth: 0 }}>
      <PageHeader title={t('marksOverview.title')} subtitle={t('marksOverview.subtitle')} />
      {wanted.allocationId !== null ? (
        <SheetView key={wanted.allocationId} allocationId={wanted.allocationId} onBack={() => open(null)} />
      ) : (
        <>
          <OverviewChoice />
          {query === null ? (
            <Alert severity="info" data-testid="choose-batch">
              {t('marksOverview.choice.hint')}
            </Alert>
          ) : (
            <OverviewList key={`${query.batchId}:${query.branchId}`} query={query} onOpen={open} />
          )}
        </>
      )}
    </Box>
  );
}
