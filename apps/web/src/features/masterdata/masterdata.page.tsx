import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import Edit from '@mui/icons-material/Edit';
import Restore from '@mui/icons-material/Restore';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  MenuItem,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Tooltip,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MASTERDATA_KINDS, type MasterDataKind, type MasterDataRow } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { useMasterDataRows } from './api/get-master-data-rows';
import { useSetMasterDataRowActive } from './api/set-master-data-row-active';
import { MasterDataRowEditor } from './components/master-data-row-editor';
import { COLUMNS, type Column } from './masterdata-columns';
import { usePhoneLayout } from '../../lib/layout';

type Draft = Record<string, string>;

/** '/app/Master Data': one table per kind; add, edit in place, deactivate and restore. */
export function MasterDataPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [kind, setKind] = useState<MasterDataKind>('courses');
  const [editing, setEditing] = useState<{ id: number | 'new'; draft: Draft } | null>(null);
  const [filter, setFilter] = useState('');
  // On a phone the row being edited becomes a stacked form, and the status moves under the first value.
  const narrow = usePhoneLayout();
  const choose = (k: MasterDataKind) => {
    setKind(k);
    setEditing(null);
    setFilter('');
  };
  const columns = COLUMNS[kind];
  const rows = useMasterDataRows(kind);
  const courses = useMasterDataRows(
    'courses',
    columns.some((c) => c.parent === 'courses'),
  );
  const categories = useMasterDataRows(
    'categories',
    columns.some((c) => c.parent === 'categories'),
  );

  const parentName = (parent: Column['parent'], id: unknown) => {
    const list = parent === 'courses' ? courses.data : categories.data;
    return String(list?.find((r) => r.id === id)?.code ?? id ?? '');
  };
  const display = (c: Column, row: MasterDataRow) => (c.parent ? parentName(c.parent, row[c.key]) : String(row[c.key] ?? ''));

  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (!q) return rows.data ?? [];
    return (rows.data ?? []).filter((r) => columns.some((c) => display(c, r).toLowerCase().includes(q)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows.data, filter, columns, courses.data, categories.data]);

  const done = (message: string) => enqueueSnackbar(message, { variant: 'success' });
  const fail = (err: Error) => enqueueSnackbar(err.message, { variant: 'error' });

  const setActive = useSetMasterDataRowActive({
    onSuccess: (row) => done(row.active ? t('masterdata.restored') : t('masterdata.deactivated')),
    onError: fail,
  });

  const startEdit = (row: MasterDataRow) =>
    setEditing({ id: row.id, draft: Object.fromEntries(columns.map((c) => [c.key, String(row[c.key] ?? '')])) });
  const startAdd = () => setEditing({ id: 'new', draft: Object.fromEntries(columns.map((c) => [c.key, c.choices?.[0] ?? ''])) });

  const statusChip = (row: MasterDataRow) => (
    <Chip size="small" color={row.active ? 'success' : 'default'} label={row.active ? t('masterdata.active') : t('masterdata.inactive')} />
  );

  const parentChoices = (parent: 'courses' | 'categories') =>
    ((parent === 'courses' ? courses.data : categories.data) ?? []).map((r) => ({ value: String(r.id), label: String(r.code) }));
  const editorCells = (status: ReactNode) => (
    <MasterDataRowEditor
      key={`${kind}-${editing!.id}`}
      kind={kind}
      columns={columns}
      id={editing!.id}
      draft={editing!.draft}
      parentChoices={parentChoices}
      narrow={narrow}
      status={status}
      onClose={() => setEditing(null)}
    />
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t('masterdata.title')} subtitle={t('masterdata.subtitle')} />
      <Paper variant="outlined">
        {/* Eight lists do not fit a phone's width as tabs: there they are one choice, all eight in sight when opened. */}
        {narrow ? (
          <Box sx={{ px: 2, pt: 2 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('masterdata.list')}
              value={kind}
              onChange={(e) => choose(e.target.value as MasterDataKind)}
            >
              {MASTERDATA_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`masterdata.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        ) : (
          <Tabs
            value={kind}
            onChange={(_e, k: MasterDataKind) => choose(k)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {MASTERDATA_KINDS.map((k) => (
              <Tab key={k} value={k} label={t(`masterdata.kinds.${k}`)} />
            ))}
          </Tabs>
        )}
        <Box sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('masterdata.filter')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            sx={{ flex: '1 1 140px', maxWidth: 320 }}
          />
          <Button variant="contained" startIcon={<Add />} onClick={startAdd} disabled={editing?.id === 'new'} sx={{ ml: 'auto' }}>
            {t('masterdata.add')}
          </Button>
        </Box>
        {rows.isLoading && <CircularProgress sx={{ m: 2 }} />}
        {rows.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {(rows.error as Error).message}
          </Alert>
        )}
        {rows.data && (
          <TableContainer>
            <Table size="small" aria-label={t(`masterdata.kinds.${kind}`)}>
              {/* On a phone each row names its own columns: the table has no heading row. */}
              {!narrow && (
                <TableHead>
                  <TableRow>
                    {columns.map((c) => (
                      <TableCell key={c.key}>{t(`masterdata.columns.${c.key}`)}</TableCell>
                    ))}
                    <TableCell>{t('masterdata.columns.active')}</TableCell>
                    <TableCell align="right">{t('masterdata.actions')}</TableCell>
                  </TableRow>
                </TableHead>
              )}
              <TableBody>
                {editing?.id === 'new' && <TableRow data-testid="md-new-row">{editorCells(null)}</TableRow>}
                {visible.map((row) => {
                  if (editing?.id === row.id) return <TableRow key={row.id}>{editorCells(statusChip(row))}</TableRow>;
                  const actions = (
                    <>
                      <Tooltip title={t('masterdata.edit')}>
                        <IconButton
                          aria-label={`${t('masterdata.edit')} ${display(columns[columns.length > 1 && columns[0].parent ? 1 : 0], row)}`}
                          onClick={() => startEdit(row)}
                        >
                          <Edit fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      {row.active ? (
                        <Tooltip title={t('masterdata.deactivate')}>
                          <IconButton
                            aria-label={t('masterdata.deactivate')}
                            onClick={() => setActive.mutate({ kind, id: row.id, active: false })}
                          >
                            <Block fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : (
                        <Tooltip title={t('masterdata.restore')}>
                          <IconButton
                            aria-label={t('masterdata.restore')}
                            onClick={() => setActive.mutate({ kind, id: row.id, active: true })}
                          >
                            <Restore fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </>
                  );
                  // On a phone a row is a card in one cell: each value under its column's name, the actions beside them.
                  if (narrow)
                    return (
                      <TableRow key={row.id} hover sx={{ opacity: row.active ? 1 : 0.55 }}>
                        <TableCell sx={{ px: 1.5 }}>
                          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                            <Box
                              component="dl"
                              sx={{
                                m: 0,
                                flex: 1,
                                minWidth: 0,
                                display: 'grid',
                                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                                columnGap: 1.5,
                                rowGap: 0.25,
                                overflowWrap: 'anywhere',
                              }}
                            >
                              {columns.map((c) => (
                                <Box key={c.key} sx={{ display: 'contents' }}>
                                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                                    {t(`masterdata.columns.${c.key}`)}
                                  </Box>
                                  <Box component="dd" sx={{ m: 0 }}>
                                    {display(c, row)}
                                  </Box>
                                </Box>
                              ))}
                              {!row.active && <Box sx={{ gridColumn: '1 / -1', mt: 0.5 }}>{statusChip(row)}</Box>}
                            </Box>
                            <Box sx={{ display: 'flex', flexShrink: 0 }}>{actions}</Box>
                          </Box>
                        </TableCell>
                      </TableRow>
                    );
                  return (
                    <TableRow key={row.id} hover sx={{ opacity: row.active ? 1 : 0.55 }}>
                      {columns.map((c) => (
                        <TableCell key={c.key}>{display(c, row)}</TableCell>
                      ))}
                      <TableCell>{statusChip(row)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {actions}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Box>
  );
}
