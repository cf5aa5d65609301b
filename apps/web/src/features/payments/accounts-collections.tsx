import Download from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { DateField } from '../../components/date-field';
import { FeeTypeCountNote } from '../../components/fee-type-count-note';
import { FigureBars } from '../../components/figure-bars';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLLECTION_MODES,
  collegeToday,
  isCalendarDate,
  type CollectionMode,
  type CollectionsRange,
  type CollectionsReport,
} from '@campus/shared';
import { useModeNames } from '../../components/collection-mode';
import { useFormat } from '../../lib/format';
import { useDownloadCollections } from './api/download-collections';
import { useCollections } from './api/get-collections';
import { addDays } from './accounts-format';

/** The last 30 college days, today included. */
const lastMonth = (): CollectionsRange => ({ from: addDays(collegeToday(), -29), to: collegeToday() });

function ByDayChart({ report }: { report: CollectionsReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box role="figure" aria-label={t('accounts.chartLabel')} data-testid="collections-chart" sx={{ width: '100%' }}>
      <FigureBars
        labels={report.byDay.map((d) => format.dayMonth(d.day))}
        values={report.byDay.map((d) => d.amountPaise / 100)}
        series={t('accounts.amount')}
        format={(v) => format.money(v * 100)}
        axis={{ format: format.moneyAxis }}
        labelWidth={80}
      />
    </Box>
  );
}

/** On a phone the cells' side padding halves, so that a long fee code and a lakh amount fit side by side. */
const narrowCells = { '& th, & td': { px: { xs: 1, sm: 2 } } } as const;

function ByFeeTypeTable({ report }: { report: CollectionsReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box>
      <Table size="small" aria-label={t('accounts.byFeeType')} data-testid="collections-by-fee-type" sx={narrowCells}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('accounts.feeType')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              {t('accounts.payments')}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              {t('accounts.amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.byFeeType.map((f) => (
            <TableRow key={f.feeType}>
              <TableCell>
                <Box sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{f.feeType}</Box>
                <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{f.name}</Box>
              </TableCell>
              <TableCell align="right">{format.number(f.count)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.money(f.amountPaise)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FeeTypeCountNote />
    </Box>
  );
}

/**
 * The range's collections by mode, then the cheques and drafts the bank returned (reversals, not
 * refunds: no money went back), taken off as the net line takes them.
 */
function ByModeTable({ report }: { report: CollectionsReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useModeNames();
  const head = { fontWeight: 700 } as const;
  return (
    <Table size="small" aria-label={t('accounts.byMode')} data-testid="collections-by-mode" sx={narrowCells}>
      <TableHead>
        <TableRow>
          <TableCell sx={head}>{t('accounts.mode')}</TableCell>
          <TableCell sx={head} align="right">
            {t('accounts.payments')}
          </TableCell>
          <TableCell sx={head} align="right">
            {t('accounts.amount')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.byMode.map((m) => (
          <TableRow key={m.mode}>
            <TableCell>{names.mode(m.mode)}</TableCell>
            <TableCell align="right">{format.number(m.count)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {format.money(m.amountPaise)}
            </TableCell>
          </TableRow>
        ))}
        {report.returned.map((r) => (
          <TableRow key={`returned-${r.mode}`} data-testid="collections-returned">
            <TableCell sx={{ color: 'text.secondary' }}>{names.returned(r.mode)}</TableCell>
            <TableCell align="right">{format.number(r.count)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
              {format.money(-r.amountPaise)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What the refunds and the returned cheques and drafts take off the total: `Refunded ₹… · Cheque returned ₹… · net ₹…`. */
function NetLine({ report }: { report: CollectionsReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useModeNames();
  if (report.refundedPaise === 0 && report.returnedPaise === 0) return null;
  const parts = [
    ...(report.refundedPaise > 0 ? [t('accounts.refunded', { amount: format.money(report.refundedPaise) })] : []),
    ...report.returned.map((r) => `${names.returned(r.mode)} ${format.money(r.amountPaise)}`),
    t('accounts.netOf', { amount: format.money(report.netPaise) }),
  ];
  return (
    <Typography color="text.secondary" data-testid="collections-net">
      {parts.join(' · ')}
    </Typography>
  );
}

/** Collections of a range (of one mode, if chosen): the total, a chart by day, tables by mode and by fee type, and the export. */
export function CollectionsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const names = useModeNames();
  const [typed, setTyped] = useState<CollectionsRange>(lastMonth);
  // A day still being typed is not asked for (the field says how to write it).
  const readable = isCalendarDate(typed.from) && isCalendarDate(typed.to);
  const [range, setRange] = useState<CollectionsRange>(typed);
  const report = useCollections(range);
  const download = useDownloadCollections({
    onError: (err) => enqueueSnackbar(t('accounts.exportFailed', { message: err.message }), { variant: 'error' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (readable) setRange(typed);
  };
  const data = report.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="collections-title" sx={{ p: 2 }}>
      <Typography id="collections-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('accounts.collections')}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <DateField size="small" label={t('accounts.from')} value={typed.from} onChange={(from) => setTyped({ ...typed, from })} />
        <DateField size="small" label={t('accounts.to')} value={typed.to} onChange={(to) => setTyped({ ...typed, to })} />
        <TextField
          size="small"
          select
          label={t('accounts.mode')}
          value={typed.mode ?? ''}
          onChange={(e) => setTyped({ ...typed, mode: (e.target.value || undefined) as CollectionMode | undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 190 }}
          data-testid="collections-mode"
        >
          <MenuItem value="">{t('accounts.allModes')}</MenuItem>
          {COLLECTION_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {names.mode(mode)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!readable}>
          {t('accounts.show')}
        </Button>
        <Button startIcon={<Download />} onClick={() => download.mutate(range)} disabled={download.isPending || !data}>
          {t('accounts.export')}
        </Button>
      </Box>
      {report.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('common.loading')} />}
      {report.isError && <Alert severity="error">{t('accounts.loadFailed', { message: report.error.message })}</Alert>}
      {data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 1 }}>
            <Typography color="text.secondary">{t('accounts.total')}</Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="collections-total">
              {format.money(data.totalPaise)}
            </Typography>
            <Typography color="text.secondary">
              {data.mode
                ? t('accounts.countOfMode', { count: data.count, mode: names.mode(data.mode) })
                : t('accounts.count', { count: data.count })}
            </Typography>
            <NetLine report={data} />
          </Box>
          {data.count === 0 ? (
            <Alert severity="info">{t('accounts.noCollections')}</Alert>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
              <ByDayChart report={data} />
              <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
                <ByModeTable report={data} />
                <ByFeeTypeTable report={data} />
              </Box>
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
