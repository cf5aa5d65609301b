import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NAME_MAX, TRANSPORT_PAGE_SIZE_DEFAULT, TRANSPORT_PAGE_SIZES } from '@campus/shared';
import { PagedTable, type PagedTableProps } from '../../../components/paged-table';
import type { TransportSearch } from '../api/transport-key';

/** What a list shows, kept in the address (`?q=…&page=2`) so that Back and the landing page's links open it as it was. */
function searchFrom(params: URLSearchParams): TransportSearch {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, NAME_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (TRANSPORT_PAGE_SIZES as readonly number[]).includes(size) ? size : TRANSPORT_PAGE_SIZE_DEFAULT,
  };
}

/** The address of a search: only what differs from the default. */
function paramsFrom({ q, page, size }: TransportSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page !== 1) params.set('page', String(page));
  if (size !== TRANSPORT_PAGE_SIZE_DEFAULT) params.set('size', String(size));
  return params;
}

/**
 * The search in the address, and how it changes: a new search or page size starts again at page 1.
 * A page's own filters (`status`, `routeId`) stay in the address beside it.
 */
export function useTransportSearch() {
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const apply = (change: Partial<TransportSearch>, filters: Record<string, string | null> = {}) => {
    const next = paramsFrom({ ...search, page: 1, ...change });
    for (const [key, value] of params) if (!['q', 'page', 'size'].includes(key) && !(key in filters)) next.set(key, value);
    for (const [key, value] of Object.entries(filters)) if (value) next.set(key, value);
    setParams(next);
  };
  return { search, params, apply, clear: () => setParams(new URLSearchParams()) };
}

/** The search box: what is typed stays here until Find. */
function SearchBar({ q, label, hint, onSearch }: { q: string; label: string; hint: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        id="transport-q"
        type="search"
        label={label}
        helperText={hint}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={{ flex: '1 1 280px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('transport.find')}
      </Button>
    </Box>
  );
}

interface TransportListProps<Row> {
  found: UseQueryResult<{ total: number; rows: Row[] }, Error>;
  searchLabel: string;
  searchHint: string;
  /** How many rows were found, as a sentence (`2 routes`). */
  count: (total: number) => string;
  totalTestId: string;
  /** The page's own filters, shown beside the count (a status, a route). */
  filters?: ReactNode;
  /** The table: its columns, actions and texts; the page, its size and the rows come from the search. */
  table: Omit<
    PagedTableProps<Row>,
    'rows' | 'total' | 'page' | 'pageSize' | 'pageSizes' | 'onPageChange' | 'onPageSizeChange' | 'loading' | 'cardsBelow'
  >;
}

/** A list of the office: the search box, how many were found, Show all, and the rows a page at a time, or what went wrong and Try again. */
export function TransportList<Row>({ found, searchLabel, searchHint, count, totalTestId, filters, table }: TransportListProps<Row>) {
  const { t } = useTranslation();
  const { search, params, apply, clear } = useTransportSearch();
  const filtered = [...params.keys()].some((key) => key !== 'page' && key !== 'size');
  const data = found.data;
  return (
    <>
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <SearchBar key={search.q} q={search.q} label={searchLabel} hint={searchHint} onSearch={(q) => apply({ q })} />
        {filters && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>{filters}</Box>}
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, mb: 1, minHeight: 36 }}>
          <Box role="status">
            <Typography variant="h6" component="h2" data-testid={totalTestId}>
              {data ? count(data.total) : ''}
            </Typography>
          </Box>
          {filtered && (
            <Button size="small" onClick={clear} sx={{ ml: 'auto' }}>
              {t('transport.clear')}
            </Button>
          )}
        </Box>
        {found.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void found.refetch()}>
                {t('transport.retry')}
              </Button>
            }
          >
            {t('transport.loadFailed', { message: found.error.message })}
          </Alert>
        ) : (
          <PagedTable
            {...table}
            rows={data?.rows}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={TRANSPORT_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(size) => apply({ size })}
            loading={found.isFetching}
            cardsBelow="md"
          />
        )}
      </Paper>
    </>
  );
}
