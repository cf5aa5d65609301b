import { useTranslation } from 'react-i18next';
import { UploadPanel } from '../../../components/upload-panel/upload-panel';
import { useDownloadAdmissionsTemplate } from '../api/download-admissions-template';
import { useUploadAdmissions } from '../api/upload-admissions';

/** New admissions from the workbook template, all-or-nothing. */
export function AdmissionUploadPanel() {
  const { t } = useTranslation();
  return (
    <UploadPanel
      title={t('studentAdmission.excel.title')}
      hint={t('studentAdmission.excel.hint')}
      upload={useUploadAdmissions()}
      template={useDownloadAdmissionsTemplate()}
      importedText={(count) => t('studentAdmission.excel.imported', { count })}
    />
  );
}
