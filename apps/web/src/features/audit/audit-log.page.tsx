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
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_PAGE_SIZES, isCalendarDate, NAME_MAX, type AuditEntry, type AuditFilter } from '@campus/shared';
import { DateField } from '../../components/date-field';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useDownloadAuditLog } from './api/download-audit-log';
import { useAuditActions } from './api/get-audit-actions';
import { useAuditLog, type AuditLogSearch } from './api/get-audit-log';
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

/** The entries as a table on a wide screen and as cards on a phone. */
function Entries({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The college's date and time, to the second.
  const at = (e: AuditEntry) => format.dateTime(e.at, { seconds: true });
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const label = t('audit.entriesLabel');
  if (phone)
    return (
      <Box component="ul" aria-label={label} data-testid="audit-entries" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((e) => (
          <Paper component="li" key={e.id} variant="outlined" data-entry={e.id} sx={{ p: 1.5, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {at(e)}
              </Typography>
              <Typography variant="body2">
                <Actor entry={e} />
              </Typography>
            </Box>
            <Box sx={{ mt: 0.5 }}>
              <AuditSentence entry={e} />
            </Box>
            <Box sx={{ mt: 0.5, display: 'grid', gap: 0.5 }}>
              <AuditChanges entry={e} />
              <AuditDetails entry={e} />
            </Box>
          </Paper>
        ))}
      </Box>
    );
  const col = (key: string) => t(`audit.columns.${key}`);
  return (
    <TableContainer>
      <Table size="small" aria-label={label} data-testid="audit-entries">
        <TableHead>
          <TableRow>
            {['at', 'user', 'action', 'entity', 'details'].map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {col(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((e) => (
            <TableRow key={e.id} data-entry={e.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(e)}</TableCell>
              <TableCell>
                <Actor entry={e} />
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <AuditSentence entry={e} />
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <AuditChanges entry={e} />
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <AuditDetails entry={e} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The filters: part of a user name, an action, a range of college days. */
function Filters({ applied, onApply }: { applied: AuditFilter; onApply: (f: AuditFilter) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<AuditFilter>(applied);
  const actions = useAuditActions();
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
        {(actions.data ?? []).map((a) => (
          <MenuItem key={a} value={a} sx={{ fontFamily: 'monospace' }}>
            {a}
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
  const [search, setSearch] = useState<AuditLogSearch>({ ...NO_FILTER, page: 1, pageSize: 25 });
  const log = useAuditLog(search);
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
        {log.isFetching && <LinearProgress sx={{ mb: 1 }} />}
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
        {data && data.rows.length === 0 && (
          <Alert severity="info" data-testid="audit-empty">
            {hasFilter(filter) ? t('audit.emptyFiltered') : t('audit.emptyAll')}
          </Alert>
        )}
        {data && data.rows.length > 0 && <Entries rows={data.rows} />}
        {data && data.total > 0 && (
          <TablePagination
            component="div"
            count={data.total}
            page={search.page - 1}
            rowsPerPage={search.pageSize}
            rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
            onPageChange={(_, page) => setSearch({ ...search, page: page + 1 })}
            onRowsPerPageChange={(e) => setSearch({ ...search, pageSize: Number(e.target.value), page: 1 })}
            labelRowsPerPage={t('audit.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('audit.pageOf', { from, to, count })}
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
          />
        )}
      </Paper>
    </>
  );
}
