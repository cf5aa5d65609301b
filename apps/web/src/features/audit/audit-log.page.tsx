import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  auditActionName,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_PAGE_SIZES,
  isCalendarDate,
  NAME_MAX,
  type AuditEntry,
  type AuditFilter,
  type AuditQuery,
} from '@campus/shared';
import { useAuditWords } from '../../components/audit-sentence';
import { DateField } from '../../components/date-field';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useDownloadAuditLog } from './api/download-audit-log';
import { useAuditActions } from './api/get-audit-actions';
import { useAuditLog } from './api/get-audit-log';
import { AuditChanges, AuditDetails, AuditSentence } from './components/audit-entry';

const NO_FILTER: AuditFilter = { username: '', action: '', from: '', to: '' };
const hasFilter = (f: AuditFilter) => Boolean(f.username?.trim() || f.action || f.from || f.to);

function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.actorUsername) return <>{entry.actorUsername}</>;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('audit.noActor')}
    </Box>
  );
}

/** The entries' columns; on a phone's card the time heads it, then who, what happened, the changes and the details. */
function useEntryColumns(): PagedColumn<AuditEntry>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const col = (key: string) => t(`audit.columns.${key}`);
  return [
    // The college's date and time, to the second.
    { key: 'at', header: col('at'), cell: (e) => format.dateTime(e.at, { seconds: true }), nowrap: true, card: 'title' },
    { key: 'user', header: col('user'), cell: (e) => <Actor entry={e} />, card: 'secondary' },
    { key: 'action', header: col('action'), cell: (e) => <AuditSentence entry={e} />, card: 'primary', sx: { maxWidth: 260 } },
    { key: 'entity', header: col('entity'), cell: (e) => <AuditChanges entry={e} />, card: 'primary', sx: { maxWidth: 360 } },
    { key: 'details', header: col('details'), cell: (e) => <AuditDetails entry={e} />, card: 'primary', sx: { maxWidth: 320 } },
  ];
}

/** The filters: part of a user name, an action, a range of college days. */
function Filters({ applied, onApply }: { applied: AuditFilter; onApply: (f: AuditFilter) => void }) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState<AuditFilter>(applied);
  const actions = useAuditActions();
  const words = useAuditWords();
  // Each action by its plain name, in the order of those names.
  const named = (actions.data ?? [])
    .map((action) => ({ action, name: auditActionName(action, words) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
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
  const field = { size: 'small', sx: { flex: '1 1 180px', minWidth: 0 } } as const;
  const day = { ...field, min: '2000-01-01', max: '2099-12-31' };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('audit.filters')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        {...field}
        type="search"
        label={t('audit.user')}
        placeholder={t('audit.userHint')}
        value={typed.username}
        onChange={(e) => setTyped({ ...typed, username: e.target.value })}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <TextField
        {...field}
        select
        label={t('audit.action')}
        value={typed.action}
        onChange={(e) => setTyped({ ...typed, action: e.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('audit.allActions')}</MenuItem>
        {named.map(({ action, name }) => (
          <MenuItem key={action} value={action}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        {...day}
        label={t('audit.from')}
        value={typed.from ?? ''}
        onChange={(from) => setTyped({ ...typed, from })}
        error={reversed}
        helperText={reversed ? t('audit.rangeReversed') : undefined}
      />
      <DateField {...day} label={t('audit.to')} value={typed.to ?? ''} onChange={(to) => setTyped({ ...typed, to })} error={reversed} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={reversed || unreadable}>
          {t('audit.show')}
        </Button>
        <Button type="button" onClick={clear} disabled={!hasFilter(typed) && !hasFilter(applied)}>
          {t('audit.clear')}
        </Button>
      </Box>
    </Box>
  );
}

/** The administrator's audit log: every audited action, filtered, paged and exported. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState<AuditQuery>({ ...NO_FILTER, page: 1, pageSize: 25 });
  const log = useAuditLog(search);
  const columns = useEntryColumns();
  const data = log.data;
  const { page: _page, pageSize: _size, ...filter } = search;
  const download = useDownloadAuditLog({
    onError: (err) => enqueueSnackbar(t('audit.exportFailed', { message: err.message }), { variant: 'error' }),
  });

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={() => download.mutate(filter)}
            disabled={download.isPending || !data || data.total === 0}
          >
            {download.isPending ? t('audit.exporting') : t('audit.export')}
          </Button>
        }
      />
      <Paper variant="outlined" component="section" aria-label={t('audit.title')} sx={{ p: 2, minWidth: 0 }}>
        <Filters applied={filter} onApply={(f) => setSearch({ ...search, ...f, page: 1 })} />
        {log.isError && <Alert severity="error">{t('audit.loadFailed', { message: log.error.message })}</Alert>}
        {data && (
          <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="audit-total">
            {t('audit.count', { count: data.total })}
          </Typography>
        )}
        {data && data.total > AUDIT_EXPORT_MAX_ROWS && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('audit.exportCapped', { max: AUDIT_EXPORT_MAX_ROWS })}
          </Alert>
        )}
        <PagedTable
          label={t('audit.entriesLabel')}
          testId="audit-entries"
          columns={columns}
          rows={data?.rows}
          rowKey={(e) => e.id}
          rowAttributes={(e) => ({ 'data-entry': e.id })}
          total={data?.total ?? 0}
          page={search.page}
          pageSize={search.pageSize}
          pageSizes={AUDIT_PAGE_SIZES}
          onPageChange={(page) => setSearch({ ...search, page })}
          onPageSizeChange={(pageSize) => setSearch({ ...search, pageSize, page: 1 })}
          loading={log.isFetching}
          empty={
            <Alert severity="info" data-testid="audit-empty">
              {hasFilter(filter) ? t('audit.emptyFiltered') : t('audit.emptyAll')}
            </Alert>
          }
          cardsBelow="md"
        />
      </Paper>
    </>
  );
}
