import Download from '@mui/icons-material/Download';
import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { can, ELIGIBILITY_STATUSES, type Eligibility, type EligibilityStatus, type EligibilityStudent } from '@campus/shared';
import { statusIn, useAddressSearch } from '../../components/address-search';
import { ListHead, LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAskCondonation, useDownloadEligibility, useEligibility, type EligibilityFilter } from './api/eligibility';
import { BatchBranchChoice } from '../../components/batch-branch-choice';
import { CondonationsToDecide } from './components/condonations-to-decide';

const PAGE_SIZES = [50, 100, 200] as const;

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/** The list's choices kept in the address (`?batchId=4&branchId=11&status=condonable&q=0503&page=2`). */
const useEligibilitySearch = () =>
  useAddressSearch<{ batchId: number | null; branchId: number | null; status: EligibilityStatus | null }>({
    read: (params) => ({
      batchId: whole(params.get('batchId')),
      branchId: whole(params.get('branchId')),
      status: statusIn(ELIGIBILITY_STATUSES, params.get('status')),
    }),
    write: ({ batchId, branchId, status }, params) => {
      if (batchId !== null) params.set('batchId', String(batchId));
      if (branchId !== null) params.set('branchId', String(branchId));
      if (status) params.set('status', status);
    },
    isDefault: ({ status }) => status === null,
    pageSizes: PAGE_SIZES,
    defaultSize: PAGE_SIZES[0],
  });

const STATUS_COLOUR: Record<EligibilityStatus, 'success' | 'warning' | 'info' | 'error'> = {
  eligible: 'success',
  condonable: 'warning',
  condoned: 'info',
  detained: 'error',
};

function StatusChip({ status }: { status: EligibilityStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLOUR[status]}
      variant={status === 'eligible' ? 'outlined' : 'filled'}
      label={t(`eligibility.statuses.${status}`)}
      data-status={status}
    />
  );
}

/** Where a student's condonation stands: asked and what of its fee is paid, or the head's decision. */
function CondonationState({ student: s }: { student: EligibilityStudent }) {
  const { t } = useTranslation();
  const f = useFormat();
  const c = s.condonation;
  if (!c) return <>{t('eligibility.condonation.none')}</>;
  if (c.state === 'approved')
    return (
      <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
        {t('eligibility.condonation.approved')}
      </Box>
    );
  if (c.state === 'refused')
    return (
      <Box component="span" sx={{ color: 'error.main' }}>
        {c.remark ? t('eligibility.condonation.refused', { remark: c.remark }) : t('eligibility.condonation.refusedBare')}
      </Box>
    );
  return c.paidPaise >= c.feePaise ? (
    <>{t('eligibility.condonation.paid')}</>
  ) : (
    <>{t('eligibility.condonation.asked', { paid: f.money(c.paidPaise), fee: f.money(c.feePaise) })}</>
  );
}

function useColumns(): PagedColumn<EligibilityStudent>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`eligibility.columns.${key}`);
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
    { key: 'section', header: col('section'), cell: (s) => s.section, card: 'secondary', nowrap: true },
    { key: 'held', header: col('held'), cell: (s) => f.number(s.held), align: 'right', nowrap: true },
    { key: 'attended', header: col('attended'), cell: (s) => f.number(s.attended), align: 'right', nowrap: true },
    {
      key: 'percent',
      header: col('percent'),
      cell: (s) => (s.percent === null ? '—' : f.percent(s.percent)),
      align: 'right',
      nowrap: true,
      sx: { fontWeight: 600 },
    },
    { key: 'status', header: col('status'), cell: (s) => <StatusChip status={s.status} />, card: 'title', nowrap: true },
    { key: 'condonation', header: col('condonation'), cell: (s) => <CondonationState student={s} /> },
  ];
}

/** The figures of the whole batch (branch) by status, whatever the filters and the page. */
function Counts({ eligibility: e }: { eligibility: Eligibility }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Box
      component="ul"
      aria-label={t('eligibility.counts')}
      data-testid="eligibility-counts"
      sx={{ listStyle: 'none', m: 0, p: 0, mb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {ELIGIBILITY_STATUSES.map((s) => (
        <li key={s} data-count={s}>
          <Chip color={STATUS_COLOUR[s]} variant="outlined" label={`${t(`eligibility.statuses.${s}`)}: ${f.number(e.counts[s])}`} />
        </li>
      ))}
    </Box>
  );
}

/** The status and the roll number or name; what is typed stays here until Find. */
function Filters({
  status,
  q,
  onApply,
}: {
  status: EligibilityStatus | null;
  q: string;
  onApply: (c: { status?: EligibilityStatus | null; q?: string }) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ q: text.trim() });
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', flexBasis: '100%' }}
    >
      <TextField
        select
        size="small"
        id="eligibility-status"
        label={t('eligibility.filters.status')}
        value={status ?? ''}
        onChange={(e) => onApply({ status: statusIn(ELIGIBILITY_STATUSES, e.target.value) })}
        sx={{ flex: '1 1 160px' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('eligibility.filters.all')}</MenuItem>
        {ELIGIBILITY_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`eligibility.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id="eligibility-q"
        type="search"
        label={t('eligibility.filters.search')}
        helperText={t('eligibility.filters.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: '2 1 240px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('eligibility.filters.find')}
      </Button>
    </Box>
  );
}

/** A page of the batch's students with their standing, counts of the whole batch, the workbook, and Ask condonation for the office. */
function EligibilityList({ filter, asker }: { filter: EligibilityFilter; asker: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const { search, filtered, apply } = useEligibilitySearch();
  const list = useEligibility(filter, search.page, search.size);
  const columns = useColumns();
  const download = useDownloadEligibility();
  const ask = useAskCondonation({
    onSuccess: (c) => enqueueSnackbar(t('eligibility.asked', { roll: c.rollNumber, fee: f.money(c.feePaise) }), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(t('eligibility.askFailed', { message: err.message }), { variant: 'error' }),
  });
  const data = list.data;
  const askable = (s: EligibilityStudent) => s.status === 'condonable' && s.condonation === null;
  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      {data && (
        <Typography color="text.secondary" sx={{ px: 1, mb: 1 }} data-testid="eligibility-rules">
          {t('eligibility.rules', {
            required: f.percent(data.required),
            condonable: f.percent(data.condonable),
            fee: f.money(data.feePaise),
          })}
        </Typography>
      )}
      {data && <Counts eligibility={data} />}
      <ListHead filtered={filtered} onClear={() => apply({ status: null, q: '' })}>
        <Typography variant="h6" component="h2" data-testid="eligibility-total">
          {data ? t('eligibility.found', { count: data.total, batch: data.batch }) : ''}
        </Typography>
      </ListHead>
      <Box sx={{ px: 1, mb: 1 }}>
        <Button
          variant="outlined"
          startIcon={<Download />}
          disabled={download.isPending}
          onClick={() =>
            download.mutate(filter, {
              onError: (err) => enqueueSnackbar(t('eligibility.downloadFailed', { message: err.message }), { variant: 'error' }),
            })
          }
        >
          {t('eligibility.download')}
        </Button>
      </Box>
      {list.isError && !data ? (
        <LoadFailed error={list.error} retry={list.refetch} />
      ) : (
        <PagedTable
          label={t('eligibility.tableLabel', { batch: data?.batch ?? '' })}
          testId="eligibility-table"
          columns={columns}
          rows={data?.rows}
          rowKey={(s) => s.id}
          rowTone={(s) => (s.status === 'detained' ? 'error' : s.status === 'condonable' ? 'warning' : undefined)}
          rowAttributes={(s) => ({ 'data-student': s.rollNumber, 'data-status': s.status })}
          actions={
            asker
              ? (s) =>
                  askable(s) ? (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={ask.isPending}
                      onClick={() => ask.mutate(s.id)}
                      aria-label={`${t('eligibility.ask')} ${s.rollNumber}`}
                    >
                      {t('eligibility.ask')}
                    </Button>
                  ) : null
              : undefined
          }
          total={data?.total ?? 0}
          page={search.page}
          pageSize={search.size}
          pageSizes={PAGE_SIZES}
          onPageChange={(page) => apply({ page })}
          onPageSizeChange={(size) => apply({ size })}
          loading={list.isFetching}
          cardsBelow="md"
          empty={t('eligibility.empty')}
        />
      )}
    </Paper>
  );
}

/**
 * `/app/Academics/Eligibility`: a batch's students (a branch of it) for the semester-end
 * examinations by their attendance: the figures by status, the list found by status and roll number
 * or name, its workbook. The academics office asks a condonation for a condonable student; the head
 * of a department decides their students' condonations here.
 */
export function EligibilityPage() {
  const { t } = useTranslation();
  const roles = useSession()?.roles;
  const { search, apply } = useEligibilitySearch();
  const filter: EligibilityFilter | null =
    search.batchId === null ? null : { batchId: search.batchId, branchId: search.branchId, status: search.status, q: search.q };
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={t('eligibility.title')} subtitle={t('eligibility.subtitle')} />
      {can(roles, 'attendance.condone') && <CondonationsToDecide />}
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <BatchBranchChoice id="eligibility" anyBranch value={search} onChange={(next) => apply({ ...next })} />
        {filter && <Filters key={`${search.q}|${search.status}`} status={search.status} q={search.q} onApply={(change) => apply(change)} />}
      </Paper>
      {filter === null ? (
        <Alert severity="info" data-testid="choose-batch">
          {t('eligibility.choice.hint')}
        </Alert>
      ) : (
        <EligibilityList filter={filter} asker={can(roles, 'attendance.settings')} />
      )}
    </Box>
  );
}
