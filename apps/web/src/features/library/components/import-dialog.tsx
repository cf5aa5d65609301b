import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UploadPanel } from '../../../components/upload-panel/upload-panel';
import { usePhoneLayout } from '../../../lib/layout';
import { useDownloadAccessionTemplate, useImportAccessions, useImportMarc } from '../api/import-catalogue';

const MARC = /\.(mrc|marc|dat|iso|xml)$/i;

/** Import: the accession register from its workbook template, or a MARC21 file of Koha or SOUL; each all-or-nothing. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const importedText = (count: number) => t('library.import.imported', { count });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="import-heading">
      <DialogTitle id="import-heading">{t('library.import.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <UploadPanel
            title={t('library.import.registerTitle')}
            hint={t('library.import.registerHint')}
            upload={useImportAccessions()}
            template={useDownloadAccessionTemplate()}
            importedText={importedText}
            inputTestId="register-input"
          />
          <UploadPanel
            title={t('library.import.marcTitle')}
            hint={t('library.import.marcHint')}
            upload={useImportMarc()}
            fileKind={{
              pattern: MARC,
              accept: '.mrc,.marc,.dat,.iso,.xml,application/marc,application/marcxml+xml,text/xml',
              wrongType: t('library.import.marcWrongType'),
              chooseFirst: t('library.import.marcChooseFirst'),
              progress: {
                reading: () => t('library.import.readingMarc'),
                validating: (values) => t('library.import.checkingRecords', values),
                importing: (values) => t('library.import.importingTitles', values),
              },
              refused: {
                failed: t('library.import.marcRefused'),
                place: t('library.import.record'),
                places: (count) => t('library.import.records', { count }),
                hint: t('library.import.marcErrorsHint'),
              },
            }}
            importedText={(count) => t('library.import.importedRecords', { count })}
            inputTestId="marc-input"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('library.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
