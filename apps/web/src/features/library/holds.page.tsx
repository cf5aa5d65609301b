import { Box, Button, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATALOGUE_PAGE_SIZE_DEFAULT, CATALOGUE_PAGE_SIZES, type Hold, type OpenHoldStatus } from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useCancelHold, useHolds } from './api/holds';

/** The list in the address (`?status=ready&page=2`), so that Back and the landing page's figures open it as it was. */
function listFrom(params: URLSearchParams) {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: status === 'waiting' || status === 'ready' ? (status as OpenHoldStatus) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (CATALOGUE_PAGE_SIZES as readonly number[]).includes(size) ? size : CATALOGUE_PAGE_SIZE_DEFAULT,
  };
}

function useColumns(): PagedColumn<Hold>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string) => t(`library.holds.${key}`);
  return [
    { key: 'title', header: text('book'), cell: (h) => h.title, card: 'title', sx: { fontWeight: 600, minWidth: 200 } },
    {
      key: 'member',
      header: text('member'),
      card: 'primary',
      cell: (h) => (
        <>
          {h.memberName}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            {h.memberBarcode}
          </Box>
        </>
      ),
    },
    { key: 'placedOn', header: text('placedOn'), cell: (h) => f.day(h.placedOn), nowrap: true },
    {
      key: 'status',
      header: text('status'),
      card: 'secondary',
      cell: (h) =>
        h.status === 'ready' ? (
          <Chip size="small" color="success" label={t('library.holds.readyCopy', { copy: h.accessionNumber ?? '' })} />
        ) : (
          <Chip size="small" variant="outlined" label={t('library.holds.inLine', { position: h.position ?? 1 })} />
        ),
    },
    { key: 'collectBy', header: text('collectBy'), cell: (h) => (h.pickupBy ? f.day(h.pickupBy) : '—'), nowrap: true },
  ];
}

/** `/app/Library/Holds`: the holds readers wait on and the copies on the hold shelf, filtered by status, each with Cancel. */
export function HoldsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const list = listFrom(params);
  const holds = useHolds(list);
  const columns = useColumns();
  const cancel = useCancelHold({
    onSuccess: (h) => enqueueSnackbar(t('library.holds.cancelled', { title: h.title, member: h.memberName }), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  const apply = (change: Partial<typeof list>) => {
    const next = { ...list, page: 1, ...change };
    const out = new URLSearchParams();
    if (next.status) out.set('status', next.status);
    if (next.page !== 1) out.set('page', String(next.page));
    if (next.size !== CATALOGUE_PAGE_SIZE_DEFAULT) out.set('size', String(next.size));
    setParams(out);
  };
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={t('library.holds.title')} subtitle={t('library.holds.subtitle')} />
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 1, mb: 1.5 }}>
          <TextField
            select
            size="small"
            id="holds-status"
            label={t('library.holds.status')}
            value={list.status ?? 'all'}
            onChange={(e) => apply({ status: e.target.value === 'all' ? undefined : (e.target.value as OpenHoldStatus) })}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="all">{t('library.holds.all')}</MenuItem>
            <MenuItem value="waiting">{t('library.holds.waiting')}</MenuItem>
            <MenuItem value="ready">{t('library.holds.ready')}</MenuItem>
          </TextField>
          <Box role="status">
            <Typography variant="h6" component="h2" data-testid="holds-total">
              {holds.data ? t('library.holds.count', { count: holds.data.total }) : ''}
            </Typography>
          </Box>
        </Box>
        <PagedTable
          label={t('library.holds.tableLabel')}
          testId="holds-table"
          columns={columns}
          rows={holds.data?.rows}
          total={holds.data?.total ?? 0}
          rowKey={(h) => h.id}
          rowAttributes={(h) => ({ 'data-hold-id': h.id })}
          actions={(h) => (
            <Button
              size="small"
              color="error"
              variant="outlined"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(h.id)}
              aria-label={t('library.holds.cancelFor', { title: h.title, member: h.memberName })}
            >
              {t('library.holds.cancel')}
            </Button>
          )}
          page={list.page}
          pageSize={list.size}
          pageSizes={CATALOGUE_PAGE_SIZES}
          onPageChange={(page) => apply({ page })}
          onPageSizeChange={(size) => apply({ size })}
          loading={holds.isFetching}
          cardsBelow="md"
          empty={t('library.holds.empty')}
        />
      </Paper>
    </Box>
  );
}
