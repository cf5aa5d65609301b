import { Box, FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { AdmissionUploadPanel } from './components/admission-upload-panel';
import { SimpleAdmissionForm } from './components/simple-admission-form';

/** '/app/Admission/Student Admission Form': the simple form, or with Upload on (`?upload=1` opens it so), the Excel panel. */
export function StudentAdmissionFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [upload, setUpload] = useState(params.get('upload') === '1');
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t('studentAdmission.title')}
        subtitle={t('studentAdmission.subtitle')}
        actions={
          <FormControlLabel
            control={<Switch checked={upload} onChange={(e) => setUpload(e.target.checked)} />}
            label={t('studentAdmission.upload')}
          />
        }
      />
      {upload ? <AdmissionUploadPanel /> : <SimpleAdmissionForm />}
    </Box>
  );
}
