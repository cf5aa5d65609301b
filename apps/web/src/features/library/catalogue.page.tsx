import Print from '@mui/icons-material/Print';
import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueRow } from '@campus/shared';
import type { PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useCatalogue } from './api/get-catalogue';
import { AddTitleDialog } from './components/add-title-dialog';
import { CatalogueResults, useCatalogueSearch } from './components/catalogue-search';
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
  const { search } = useCatalogueSearch();
  const catalogue = useCatalogue(search);
  const columns = useColumns();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'import' | 'print' | null>(null);
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
      <CatalogueResults
        found={catalogue}
        totalTestId="catalogue-total"
        table={{
          label: t('library.tableLabel'),
          testId: 'catalogue-table',
          columns,
          rowKey: (r) => r.id,
          rowAttributes: (r) => ({ 'data-title-id': r.id }),
          actions: (r) => (
            <Button size="small" variant="outlined" onClick={() => setOpen(r.id)} aria-label={t('library.openFor', { title: r.title })}>
              {t('library.open')}
            </Button>
          ),
          empty: search.q ? t('library.noMatches') : t('library.empty'),
        }}
      />
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
