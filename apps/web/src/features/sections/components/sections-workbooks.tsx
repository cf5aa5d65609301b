import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UploadPanel } from '../../../components/upload-panel/upload-panel';
import { useDownloadSectionsTemplate, useImportSections } from '../api/sections';

/**
 * Placing students by workbook (the office): the template to fill in (roll number, section, lab batch,
 * electives), and the workbook uploaded with its progress, all of it or none, with the rows to correct.
 */
export function SectionsImport() {
  const { t } = useTranslation();
  const upload = useImportSections();
  return (
    <Box component="section" aria-labelledby="sections-import-heading" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="sections-import-heading" sx={{ mb: 1 }}>
        {t('sections.workbooks.importHeading')}
      </Typography>
      <UploadPanel
        title={t('sections.workbooks.importTitle')}
        hint={t('sections.workbooks.importHint')}
        upload={upload}
        template={useDownloadSectionsTemplate()}
        importedText={(count) => t('sections.workbooks.imported', { count })}
        inputTestId="sections-input"
      />
    </Box>
  );
}
