import Print from '@mui/icons-material/Print';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATALOGUE_PAGE_SIZES, type CatalogueQuery, type CatalogueRow } from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useCatalogue } from './api/get-catalogue';
import { AddTitleDialog } from './components/add-title-dialog';
import { paramsFrom, SearchBar, searchFrom } from './components/catalogue-search';
import { ImportDialog } from './components/import-dialog';
import { PrintDialog } from './components/print-dialog';
import { TitleDialog } from './components/title-dialog';

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
