import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATALOGUE_PAGE_MAX, CATALOGUE_PAGE_SIZE_DEFAULT, CATALOGUE_PAGE_SIZES, NAME_MAX, type CatalogueQuery } from '@campus/shared';
import { PagedTable, type PagedTableProps } from '../../../components/paged-table';

/** What the catalogue shows, kept in the address (`?q=…&page=2`) so that Back returns to it; anything else is the default. */
function searchFrom(params: URLSearchParams): Required<CatalogueQuery> {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, NAME_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= CATALOGUE_PAGE_MAX ? page : 1,
    size: (CATALOGUE_PAGE_SIZES as readonly number[]).includes(size) ? size : CATALOGUE_PAGE_SIZE_DEFAULT,
  };
}

/** The address of a search: only what differs from the default. */
function paramsFrom({ q, page, size }: Required<CatalogueQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page !== 1) params.set('page', String(page));
  if (size !== CATALOGUE_PAGE_SIZE_DEFAULT) params.set('size', String(size));
  return params;
}

/** The search box: what is typed stays here until Find. */
function SearchBar({ q, onSearch, hint }: { q: string; onSearch: (q: string) => void; hint?: string }) {
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
        id="library-q"
        type="search"
        label={t('library.search')}
        helperText={hint ?? t('library.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={{ flex: '1 1 280px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('library.find')}
      </Button>
    </Box>
  );
}

/** The search in the address, and how it changes: a new search or page size starts again at page 1, each a step Back returns from. */
export function useCatalogueSearch() {
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const apply = (change: Partial<Required<CatalogueQuery>>) => setParams(paramsFrom({ ...search, page: 1, ...change }));
  return { search, apply, clear: () => setParams(new URLSearchParams()) };
}

type Found<Row> = UseQueryResult<{ total: number; rows: Row[] }, Error>;

interface CatalogueResultsProps<Row> {
  found: Found<Row>;
  /** What the search box says under itself. */
  hint?: string;
  /** The test id of the count of titles found. */
  totalTestId: string;
  /** What is said under the count (the words searched for). */
  note?: ReactNode;
  /** The table of titles: its columns, actions and texts; the page, its size and the rows come from the search. */
  table: Omit<
    PagedTableProps<Row>,
    'rows' | 'total' | 'page' | 'pageSize' | 'pageSizes' | 'onPageChange' | 'onPageSizeChange' | 'loading' | 'cardsBelow'
  >;
}

/**
 * A search of the catalogue and its answer (the staff's catalogue, the readers' OPAC): the search box,
 * how many titles were found, Show all, and the titles a page at a time, or what went wrong and Try again.
 */
export function CatalogueResults<Row>({ found, hint, totalTestId, note, table }: CatalogueResultsProps<Row>) {
  const { t } = useTranslation();
  const { search, apply, clear } = useCatalogueSearch();
  const data = found.data;
  return (
    <>
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <SearchBar key={search.q} q={search.q} onSearch={(q) => apply({ q })} hint={hint} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, mb: 1, minHeight: 36 }}>
          <Box role="status">
            <Typography variant="h6" component="h2" data-testid={totalTestId}>
              {data ? t('library.found', { count: data.total }) : ''}
            </Typography>
            {note}
          </Box>
          {search.q && (
            <Button size="small" onClick={clear} sx={{ ml: 'auto' }}>
              {t('library.clear')}
            </Button>
          )}
        </Box>
        {found.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void found.refetch()}>
                {t('library.retry')}
              </Button>
            }
          >
            {t('library.loadFailed')}
          </Alert>
        ) : (
          <PagedTable
            {...table}
            rows={data?.rows}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={CATALOGUE_PAGE_SIZES}
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
