import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import type { Choice } from './admission-choices';
import { AdmissionPhotoPicker } from './components/admission-photo';
import { FeePackageFields } from './components/fee-package-fields';
import { FormSection } from './components/form-section';
import { FullAdmissionField } from './components/full-admission-field';
import { StudentLookupBar } from './components/student-lookup-bar';
import { ProblemSummary } from './form-problems';
import { SECTIONS, type FieldDef } from './full-admission.fields';
import { useFullAdmissionForm } from './use-full-admission-form';

/** '/app/Admission/Admission Form': the full admission form, new or modify. */
export function FullAdmissionFormPage() {
  const { t } = useTranslation();
  const state = useFullAdmissionForm();
  const { choices, loaded, mode, problems, focusField, saving } = state;
  const optionsOf = (field: FieldDef): Choice[] => (field.options ? choices[field.options] : []);
  const renderField = (field: FieldDef) => <FullAdmissionField key={field.key} field={field} state={state} options={optionsOf(field)} />;

  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader title={t('admissionForm.title')} subtitle={t('admissionForm.subtitle')} />
      <StudentLookupBar state={state} />
      {loaded && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('admissionForm.modifying', { rollNumber: loaded.rollNumber, name: loaded.name })}
          {loaded.admissionNumber ? ` · ${t('admissionForm.admissionNumber')}: ${loaded.admissionNumber}` : ''}
        </Alert>
      )}
      {(mode === 'new' || loaded) && (
        <Box component="form" noValidate onSubmit={(e) => void state.save(e)} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('admissionForm.requiredHint')}
          </Typography>
          <ProblemSummary problems={problems} onPick={focusField} />
          {SECTIONS.map((section) => (
            <FormSection key={section.id} columns={4} title={t(`admissionForm.sections.${section.id}`)}>
              {section.fields.filter((f) => f.kind !== 'multiline').map(renderField)}
              {section.fields.some((f) => f.kind === 'multiline') && (
                // Long texts side by side on a row of their own, rather than leaving holes in the grid.
                <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {section.fields.filter((f) => f.kind === 'multiline').map(renderField)}
                </Box>
              )}
              {section.id === 'fees' && state.withFees && <FeePackageFields state={state} />}
            </FormSection>
          ))}
          <FormSection columns={4} title={t('admissionForm.sections.photo')}>
            <AdmissionPhotoPicker state={state.photo} savedUrl={loaded?.photoUrl} />
          </FormSection>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={state.reset} disabled={saving}>
              {t('admissionForm.reset')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? t('admissionForm.saving') : t('admissionForm.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
