import { useSnackbar } from 'notistack';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_STATES,
  formatIndianMobile,
  isCalendarDate,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZES,
  type Delivery,
  type DeliveryState,
} from '@campus/shared';
import { DateField } from '../../components/date-field';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useDeliveries, useDownloadDeliveries, type DeliveryFilter, type DeliverySearch } from './api/messages';
import { DeliveryFiguresPanel } from './delivery-figures';

const NO_FILTER: DeliveryFilter = { q: '', channel: '', state: '', kind: '', from: '', to: '' };
const hasFilter = (f: DeliveryFilter) => Object.values(f).some((v) => v.trim() !== '');
const CHANNELS = ['email', 'sms'] as const;

const STATE_COLOURS: Partial<Record<DeliveryState, 'error' | 'success' | 'info'>> = { failed: 'error', delivered: 'success', sent: 'info' };

function StateChip({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  const color = STATE_COLOURS[state];
  return (
    <Chip size="small" color={color ?? 'default'} variant={color ? 'filled' : 'outlined'} label={t(`notifications.states.${state}`)} />
  );
}

/** The log's columns; on a phone's card the time heads it, then what went to whom and how it fared. */
function useDeliveryColumns(): PagedColumn<Delivery>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const col = (key: string) => t(`notifications.messages.log.columns.${key}`);
  const moment = (at: string | null) => (at ? format.dateTime(at) : '–');
  return [
    { key: 'queuedAt', header: col('queuedAt'), cell: (d) => format.dateTime(d.queuedAt), nowrap: true, card: 'title' },
    {
      key: 'state',
      header: col('state'),
      cell: (d) => (
        <>
          <StateChip state={d.state} />
          {d.dueAt && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
              {t('notifications.messages.log.until', { when: format.dateTime(d.dueAt) })}
            </Typography>
          )}
        </>
      ),
      card: 'title',
    },
    { key: 'kind', header: col('kind'), cell: (d) => t(`notifications.kindNames.${d.kind}`), card: 'primary' },
    { key: 'channel', header: col('channel'), cell: (d) => t(`notifications.channels.${d.channel}`), nowrap: true },
    {
      key: 'to',
      header: col('to'),
      cell: (d) => (
        <>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {d.username}
          </Box>{' '}
          {d.fullName}
        </>
      ),
    },
    {
      key: 'address',
      header: col('address'),
      cell: (d) =>
        d.address ? (
          // A number stays on one line; a mail address may break anywhere.
          <Box component="span" sx={d.channel === 'sms' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
            {formatIndianMobile(d.address)}
          </Box>
        ) : (
          '–'
        ),
      sx: { overflowWrap: 'anywhere', maxWidth: 220 },
    },
    { key: 'attempts', header: col('attempts'), cell: (d) => format.number(d.attempts), align: 'right', nowrap: true },
    { key: 'sentAt', header: col('sentAt'), cell: (d) => moment(d.sentAt), nowrap: true },
    { key: 'deliveredAt', header: col('deliveredAt'), cell: (d) => moment(d.deliveredAt), nowrap: true },
    {
      key: 'reason',
      header: col('reason'),
      cell: (d) =>
        d.reason ? (
          <Typography variant="body2" color={d.state === 'failed' ? 'error' : 'text.secondary'}>
            {d.reason}
          </Typography>
        ) : (
          ''
        ),
      sx: { maxWidth: 260 },
    },
  ];
}

/** The filters: a text, a channel, a state, a kind, a range of college days. */
function Filters({ applied, onApply }: { applied: DeliveryFilter; onApply: (f: DeliveryFilter) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<DeliveryFilter>(applied);
  const word = (key: string) => t(`notifications.messages.log.${key}`);
  // A day still being typed is not applied (the field says how to write it).
  const unreadable = [typed.from, typed.to].some((day) => day && !isCalendarDate(day));
  const reversed = !unreadable && Boolean(typed.from && typed.to && typed.from > typed.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reversed && !unreadable) onApply(typed);
  };
  const clear = () => {
    setTyped(NO_FILTER);
    onApply(NO_FILTER);
  };
  const field = { size: 'small', sx: { flex: '1 1 160px', minWidth: 0 } } as const;
  const choice = (name: 'channel' | 'state' | 'kind', values: readonly string[], label: (v: string) => string) => (
    <TextField
      {...field}
      select
      label={word(name)}
      value={typed[name]}
      onChange={(e) => setTyped({ ...typed, [name]: e.target.value })}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{word('all')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {label(v)}
        </MenuItem>
      ))}
    </TextField>
  );
  const day = { ...field, min: '2000-01-01', max: '2099-12-31' };
  return (
    <Box
      component="form"
      role="search"
      aria-label={word('filters')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        {...field}
        type="search"
        label={word('search')}
        placeholder={word('searchHint')}
        value={typed.q}
        onChange={(e) => setTyped({ ...typed, q: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {choice('channel', CHANNELS, (v) => t(`notifications.channels.${v}`))}
      {choice('state', DELIVERY_STATES, (v) => t(`notifications.states.${v}`))}
      {choice('kind', NOTIFICATION_KINDS, (v) => t(`notifications.kindNames.${v}`))}
      <DateField
        {...day}
        label={word('from')}
        value={typed.from}
        onChange={(from) => setTyped({ ...typed, from })}
        error={reversed}
        helperText={reversed ? word('rangeReversed') : undefined}
      />
      <DateField {...day} label={word('to')} value={typed.to} onChange={(to) => setTyped({ ...typed, to })} error={reversed} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={reversed || unreadable}>
          {word('show')}
        </Button>
        <Button type="button" onClick={clear} disabled={!hasFilter(typed) && !hasFilter(applied)}>
          {word('clear')}
        </Button>
      </Box>
    </Box>
  );
}

/** The office's delivery log: today's figures, every message filtered and paged, newest first, and its export. */
export function DeliveryLogPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<DeliverySearch>({ ...NO_FILTER, page: 1, pageSize: 25 });
  const log = useDeliveries(search);
  const columns = useDeliveryColumns();
  const data = log.data;
  const { page: _page, pageSize: _size, ...filter } = search;
  const word = (key: string) => t(`notifications.messages.log.${key}`);
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadDeliveries({
    onError: (err) => enqueueSnackbar(t('notifications.messages.log.exportFailed', { message: err.message }), { variant: 'error' }),
  });
  return (
    <>
      <DeliveryFiguresPanel />
      <Paper variant="outlined" component="section" aria-label={word('label')} sx={{ p: 2, minWidth: 0 }}>
        <Filters applied={filter} onApply={(f) => setSearch({ ...search, ...f, page: 1 })} />
        {log.isError && <Alert severity="error">{t('notifications.messages.log.loadFailed', { message: log.error.message })}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography color="text.secondary" data-testid="deliveries-total">
            {data ? t('notifications.messages.log.count', { count: data.total }) : ''}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<Download />}
            onClick={() => download.mutate(filter)}
            disabled={download.isPending || !data || data.total === 0}
          >
            {download.isPending ? word('exporting') : word('export')}
          </Button>
        </Box>
        <PagedTable
          label={word('label')}
          testId="deliveries"
          columns={columns}
          rows={data?.rows}
          rowKey={(d) => d.id}
          rowAttributes={(d) => ({ 'data-delivery': d.id })}
          rowTone={(d) => (d.state === 'failed' ? 'error' : undefined)}
          total={data?.total ?? 0}
          page={search.page}
          pageSize={search.pageSize}
          pageSizes={NOTIFICATION_PAGE_SIZES}
          onPageChange={(page) => setSearch({ ...search, page })}
          onPageSizeChange={(pageSize) => setSearch({ ...search, pageSize, page: 1 })}
          loading={log.isFetching}
          empty={<Alert severity="info">{hasFilter(filter) ? word('emptyFiltered') : word('empty')}</Alert>}
          cardsBelow="lg"
        />
      </Paper>
    </>
  );
}
