import Print from '@mui/icons-material/Print';
import Search from '@mui/icons-material/Search';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CATALOGUE_PAGE_MAX,
  CATALOGUE_PAGE_SIZE_DEFAULT,
  CATALOGUE_PAGE_SIZES,
  NAME_MAX,
  type CatalogueQuery,
  type CatalogueRow,
} from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useCatalogue } from './api/get-catalogue';
import { AddTitleDialog } from './components/add-title-dialog';
import { ImportDialog } from './components/import-dialog';
import { PrintDialog } from './components/print-dialog';
import { TitleDialog } from './components/title-dialog';

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

function useColumns(): PagedColumn<CatalogueRow>[] {
  const { t } = useTranslation();
  const none = t('library.none');
  const col = (key: string) => t(`library.columns.${key}`);
  return [
    { key: 'title', header: col('title'), cell: (r) => r.title, card: 'title', sx: { fontWeight: 600, minWidth: 200 } },
    { key: 'authors', header: col('authors'), cell: (r) => r.authors.join('; '), card: 'primary' },
    { key: 'callNumber', header: col('callNumber'), cell: (r) => r.callNumber ?? none, nowrap: true, card: 'secondary' },
    { key: 'isbn', header: col('isbn'), cell: (r) => r.isbn ?? none, nowrap: true, sx: { fontFamily: 'monospace' } },
    {
      key: 'copies',
      header: col('copies'),
      cell: (r) => t('library.copiesAvailable', { available: r.available, copies: r.copies }),
      nowrap: true,
    },
  ];
}

/** The search box: what is typed stays here until Find. */
function SearchBar({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
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
        helperText={t('library.searchHint')}
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

/** `/app/Library/Catalogue`: the library's titles, found, opened with their copies, and added. */
export function CataloguePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const catalogue = useCatalogue(search);
  const columns = useColumns();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'import' | 'print' | null>(null);
  // A new search or page size starts again at page 1; every change is a step Back returns from.
  const apply = (change: Partial<Required<CatalogueQuery>>) => setParams(paramsFrom({ ...search, page: 1, ...change }));
  const data = catalogue.data;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('library.title')}
        subtitle={t('library.subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setDialog('import')}>
              {t('library.importAction')}
            </Button>
            <Button variant="outlined" startIcon={<Print />} onClick={() => setDialog('print')}>
              {t('library.printAction')}
            </Button>
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('library.addTitle')}
            </Button>
          </Box>
        }
      />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <SearchBar key={search.q} q={search.q} onSearch={(q) => apply({ q })} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, mb: 1, minHeight: 36 }}>
          <Box role="status">
            <Typography variant="h6" component="h2" data-testid="catalogue-total">
              {data ? t('library.found', { count: data.total }) : ''}
            </Typography>
          </Box>
          {search.q && (
            <Button size="small" onClick={() => setParams(new URLSearchParams())} sx={{ ml: 'auto' }}>
              {t('library.clear')}
            </Button>
          )}
        </Box>
        {catalogue.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void catalogue.refetch()}>
                {t('library.retry')}
              </Button>
            }
          >
            {t('library.loadFailed')}
          </Alert>
        ) : (
          <PagedTable
            label={t('library.tableLabel')}
            testId="catalogue-table"
            columns={columns}
            rows={data?.rows}
            rowKey={(r) => r.id}
            rowAttributes={(r) => ({ 'data-title-id': r.id })}
            actions={(r) => (
              <Button size="small" variant="outlined" onClick={() => setOpen(r.id)} aria-label={t('library.openFor', { title: r.title })}>
                {t('library.open')}
              </Button>
            )}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={CATALOGUE_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(size) => apply({ size })}
            loading={catalogue.isFetching}
            empty={search.q ? t('library.noMatches') : t('library.empty')}
            cardsBelow="md"
          />
        )}
      </Paper>
      {adding && (
        <AddTitleDialog
          onClose={() => setAdding(false)}
          onAdded={(id) => {
            setAdding(false);
            setOpen(id);
          }}
        />
      )}
      {open !== null && <TitleDialog id={open} onClose={() => setOpen(null)} />}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {dialog === 'print' && <PrintDialog onClose={() => setDialog(null)} />}
    </Box>
  );
}
