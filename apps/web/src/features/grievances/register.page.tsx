import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_PAGE_SIZE_DEFAULT,
  GRIEVANCE_PAGE_SIZES,
  GRIEVANCE_STATUSES,
  SHORT_CODE_MAX,
  type GrievanceCategory,
  type GrievanceRow,
  type GrievanceStatus,
} from '@campus/shared';
import { statusIn, useAddressSearch } from '../../components/address-search';
import { PagedTable } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useGrievanceRegister } from './api/grievances';
import { categoryText, useGrievanceColumns } from './components/grievance-parts';
import { ListHead, LoadFailed } from '../../components/list-head';

/** What the register shows, kept in the address (`?status=inReview&category=hostel&overdue=true&q=GRV-2026`). */
const useRegisterSearch = () =>
  useAddressSearch<{ status: GrievanceStatus | null; category: GrievanceCategory | null; overdue: boolean }>({
    read: (params) => ({
      status: statusIn(GRIEVANCE_STATUSES, params.get('status')),
      category: statusIn(GRIEVANCE_CATEGORIES, params.get('category')),
      overdue: params.get('overdue') === 'true',
    }),
    write: ({ status, category, overdue }, params) => {
      if (status) params.set('status', status);
      if (category) params.set('category', category);
      if (overdue) params.set('overdue', 'true');
    },
    isDefault: ({ status, category, overdue }) => status === null && category === null && !overdue,
    pageSizes: GRIEVANCE_PAGE_SIZES,
    defaultSize: GRIEVANCE_PAGE_SIZE_DEFAULT,
  });

/** The status, the category, only the overdue, and the number or subject typed; what is typed stays here until Find. */
function RegisterSearchBar() {
  const { t } = useTranslation();
  const { search, apply } = useRegisterSearch();
  const [text, setText] = useState(search.q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: text.trim() });
  };
  const label = (key: string) => t(`grievances.register.${key}`);
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        id="register-status"
        label={label('status')}
        value={search.status ?? ''}
        onChange={(e) => apply({ status: (e.target.value || null) as GrievanceStatus | null })}
        sx={{ flex: '1 1 160px' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{label('all')}</MenuItem>
        {GRIEVANCE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`grievances.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="register-category"
        label={label('category')}
        value={search.category ?? ''}
        onChange={(e) => apply({ category: (e.target.value || null) as GrievanceCategory | null })}
        sx={{ flex: '1 1 220px' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{label('allCategories')}</MenuItem>
        {GRIEVANCE_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {categoryText(t, c)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id="register-q"
        type="search"
        label={label('search')}
        helperText={label('searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX } }}
        sx={{ flex: '1 1 240px' }}
      />
      <FormControlLabel
        control={<Checkbox checked={search.overdue} onChange={(e) => apply({ overdue: e.target.checked })} />}
        label={label('overdueOnly')}
        sx={{ mr: 0 }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('grievances.find')}
      </Button>
    </Box>
  );
}

/**
 * `/app/Grievances/Register`: every grievance received, open ones first, found by status, category
 * or number and subject; how many are overdue, and each opens its page.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { search, filtered, apply, clear } = useRegisterSearch();
  const register = useGrievanceRegister(search);
  const columns = useGrievanceColumns({ register: true });
  const data = register.data;
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.register.${key}`, values);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      {data && data.overdue > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="register-overdue"
          action={
            !search.overdue && (
              <Button color="inherit" size="small" onClick={() => apply({ overdue: true })}>
                {text('showOverdue')}
              </Button>
            )
          }
        >
          {text('overdue', { count: data.overdue })}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <RegisterSearchBar key={`${search.q}|${search.status}|${search.category}|${search.overdue}`} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <ListHead filtered={filtered} onClear={clear}>
          <Typography variant="h6" component="h2" data-testid="register-total">
            {data ? text('found', { count: data.total }) : ''}
          </Typography>
        </ListHead>
        {register.isError && !data ? (
          <LoadFailed error={register.error} retry={register.refetch} />
        ) : (
          <PagedTable<GrievanceRow>
            label={text('tableLabel')}
            testId="register-table"
            columns={columns}
            rows={data?.rows}
            rowKey={(g) => g.id}
            rowAttributes={(g) => ({ 'data-number': g.number })}
            rowTone={(g) => (g.overdue ? 'error' : undefined)}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={GRIEVANCE_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(size) => apply({ size })}
            loading={register.isFetching}
            cardsBelow="md"
            empty={filtered ? text('noMatches') : text('empty')}
          />
        )}
      </Paper>
    </Box>
  );
}
