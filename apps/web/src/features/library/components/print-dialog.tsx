import Print from '@mui/icons-material/Print';
import TableView from '@mui/icons-material/TableView';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { CODE_MAX, printoutQuerySchema } from '@campus/shared';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { usePhoneLayout } from '../../../lib/layout';
import { usePrintCatalogue, type Printout } from '../api/print-catalogue';
import { FieldGrid } from './catalogue-fields';

const rangeSchema = printoutQuerySchema.pick({ from: true, to: true });

/** Print: barcode labels and the accession register, of a range of accession numbers or of every copy. */
export function PrintDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const form = useZodForm(rangeSchema, { from: '', to: '' });
  const print = usePrintCatalogue();
  const run = (printout: Printout) => void form.handleSubmit((range) => print.mutate({ printout, range }))();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="print-heading">
      <DialogTitle id="print-heading">{t('library.print.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('library.print.hint')}
        </Typography>
        <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          <FieldGrid>
            <FormTextField
              control={form.control}
              name="from"
              label={t('library.print.from')}
              slotProps={{ htmlInput: { maxLength: CODE_MAX } }}
            />
            <FormTextField
              control={form.control}
              name="to"
              label={t('library.print.to')}
              slotProps={{ htmlInput: { maxLength: CODE_MAX } }}
            />
          </FieldGrid>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button variant="contained" startIcon={<Print />} disabled={print.isPending} onClick={() => run('labels')}>
            {t('library.print.labels')}
          </Button>
          <Button variant="outlined" startIcon={<Print />} disabled={print.isPending} onClick={() => run('registerPdf')}>
            {t('library.print.registerPdf')}
          </Button>
          <Button variant="outlined" startIcon={<TableView />} disabled={print.isPending} onClick={() => run('registerXlsx')}>
            {t('library.print.registerXlsx')}
          </Button>
        </Box>
        {print.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {print.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('library.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
