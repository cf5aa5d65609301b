import Print from '@mui/icons-material/Print';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANUAL_COPY_STATUSES, type Copy, type CopyStatus, type TitleDetail } from '@campus/shared';
import { RowsView, type PagedColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/layout';
import { useLibraryTitle } from '../api/get-library-title';
import { usePrintCatalogue } from '../api/print-catalogue';
import { AddCopyDialog, ChangeCopyDialog } from './copy-dialogs';
import { EditTitleDialog } from './edit-title-dialog';

const STATUS_COLOURS: Record<CopyStatus, 'success' | 'primary' | 'warning' | 'error' | 'default'> = {
  available: 'success',
  on_loan: 'primary',
  on_hold_shelf: 'primary',
  lost: 'error',
  damaged: 'warning',
  withdrawn: 'default',
};

function useCopyColumns(): PagedColumn<Copy>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('library.none');
  return [
    { key: 'accession', header: t('library.fields.accessionNumber'), cell: (c) => c.accessionNumber, nowrap: true, card: 'title' },
    { key: 'barcode', header: t('library.fields.barcode'), cell: (c) => c.barcode, nowrap: true },
    { key: 'location', header: t('library.fields.location'), cell: (c) => c.location ?? none },
    {
      key: 'price',
      header: t('library.fields.price'),
      cell: (c) => (c.pricePaise === null ? none : format.money(c.pricePaise)),
      nowrap: true,
      align: 'right',
    },
    { key: 'source', header: t('library.fields.source'), cell: (c) => t(`library.sources.${c.source}`) },
    {
      key: 'status',
      header: t('library.fields.status'),
      cell: (c) => <Chip size="small" color={STATUS_COLOURS[c.status]} variant="outlined" label={t(`library.statuses.${c.status}`)} />,
      nowrap: true,
    },
  ];
}

/** Title, authors and the publication line of a record. */
function RecordLines({ title }: { title: TitleDetail }) {
  const { t } = useTranslation();
  const published = [title.publisher, title.edition, title.year === null ? null : String(title.year)].filter(Boolean).join(', ');
  const pairs: [string, string | null][] = [
    [t('library.fields.authors'), title.authors.join('; ')],
    [t('library.published'), published || null],
    [t('library.fields.isbn'), title.isbn],
    [t('library.fields.subject'), title.subject],
    [t('library.fields.language'), title.language],
    [t('library.fields.callNumber'), title.callNumber],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {pairs.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value ?? t('library.none')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A title's record and its copies: add a copy, or change one's location, price or status. */
export function TitleDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const title = useLibraryTitle(id);
  const columns = useCopyColumns();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState<Copy | null>(null);
  const print = usePrintCatalogue();
  const { enqueueSnackbar } = useSnackbar();
  const data = title.data;
  const body = () => {
    if (title.isError) return <Alert severity="error">{t('library.detailFailed')}</Alert>;
    if (!data) return <Skeleton variant="rounded" height={240} />;
    return (
      <>
        <RecordLines title={data} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 3, mb: 1 }}>
          <Typography variant="h6" component="h3">
            {t('library.copiesHeading')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {data.copies.length > 0 && (
              <Button
                variant="outlined"
                startIcon={<Print />}
                disabled={print.isPending}
                onClick={() =>
                  print.mutate(
                    { printout: 'labels', range: { copies: data.copies.map((c) => c.id) } },
                    { onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }) },
                  )
                }
              >
                {t('library.print.labelsOfTitle')}
              </Button>
            )}
            <Button variant="outlined" onClick={() => setAdding(true)}>
              {t('library.addCopy')}
            </Button>
          </Box>
        </Box>
        {data.copies.length === 0 ? (
          <Alert severity="info">{t('library.noCopies')}</Alert>
        ) : (
          <RowsView
            label={t('library.copiesLabel', { title: data.title })}
            testId="library-copies"
            columns={columns}
            rows={data.copies}
            rowKey={(c) => c.id}
            rowAttributes={(c) => ({ 'data-accession': c.accessionNumber })}
            actions={(c) => (
              <Button size="small" onClick={() => setChanging(c)} aria-label={t('library.changeFor', { accession: c.accessionNumber })}>
                {t('library.change')}
              </Button>
            )}
            rowTone={(c) =>
              (MANUAL_COPY_STATUSES as readonly string[]).includes(c.status) && c.status !== 'available' ? 'warning' : undefined
            }
          />
        )}
      </>
    );
  };
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="library-title-heading">
        <DialogTitle id="library-title-heading">{data?.title ?? t('library.title')}</DialogTitle>
        <DialogContent>{body()}</DialogContent>
        <DialogActions>
          {data && <Button onClick={() => setEditing(true)}>{t('library.editTitle')}</Button>}
          <Button onClick={onClose}>{t('library.close')}</Button>
        </DialogActions>
      </Dialog>
      {editing && data && <EditTitleDialog title={data} onClose={() => setEditing(false)} />}
      {adding && data && <AddCopyDialog titleId={data.id} title={data.title} onClose={() => setAdding(false)} />}
      {changing && <ChangeCopyDialog copy={changing} onClose={() => setChanging(null)} />}
    </>
  );
}
