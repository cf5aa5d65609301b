import Download from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { Regulation } from '@campus/shared';
import { UploadPanel } from '../../../components/upload-panel/upload-panel';
import { useDownloadCurriculum, useDownloadCurriculumTemplate, useImportCurriculum } from '../api/curriculum';

/** A regulation's subjects as a workbook in the template's columns: for every reader, to read, correct and import again. */
export function DownloadCurriculum({ regulation }: { regulation: Regulation }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadCurriculum({
    onError: (err) => enqueueSnackbar(t('curriculum.workbooks.downloadFailed', { message: err.message }), { variant: 'error' }),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<Download />}
      disabled={download.isPending || regulation.subjects === 0}
      onClick={() => download.mutate(regulation)}
    >
      {t('curriculum.workbooks.download', { code: regulation.code })}
    </Button>
  );
}

/**
 * Import from Excel (the office): the template to fill in, and the workbook uploaded with its
 * progress, all of it or none, with the rows to correct.
 */
export function CurriculumImport() {
  const { t } = useTranslation();
  const upload = useImportCurriculum();
  return (
    <Box component="section" aria-labelledby="curriculum-import-heading" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="curriculum-import-heading" sx={{ mb: 1 }}>
        {t('curriculum.workbooks.importHeading')}
      </Typography>
      <UploadPanel
        title={t('curriculum.workbooks.importTitle')}
        hint={t('curriculum.workbooks.importHint')}
        upload={upload}
        template={useDownloadCurriculumTemplate()}
        importedText={(count) => t('curriculum.workbooks.imported', { count })}
        inputTestId="curriculum-input"
      />
    </Box>
  );
}
