import { Alert } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { opacSettingsFormSchema, type OpacSettings } from '@campus/shared';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useChangeLibrarySettings } from '../api/library-settings';
import { FormDialog } from '../../../components/form/form-dialog';

const wide = { gridColumn: { sm: '1 / -1' } };

/** On campus without signing in: whether the catalogue is open there, and which networks are the campus. */
export function OpacSettingsDialog({ settings, onClose }: { settings: OpacSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(opacSettingsFormSchema, {
    opacOpenOnCampus: settings.opacOpenOnCampus ? 'yes' : 'no',
    campusNetworks: settings.campusNetworks.join('\n'),
  });
  const change = useChangeLibrarySettings({
    onSuccess: () => {
      enqueueSnackbar(t('library.opac.settingsSaved'), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('library.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('library.opac.settingsTitle')}
      id="opac-settings-heading"
      busy={change.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => change.mutate(body))()}
    >
      <Alert severity="info" sx={wide}>
        {t('library.opac.settingsHint')}
      </Alert>
      <FormSelect
        control={form.control}
        name="opacOpenOnCampus"
        id="opac-open-on-campus"
        label={t('library.opac.openOnCampus')}
        options={[
          { value: 'no', label: t('library.opac.signedInOnly') },
          { value: 'yes', label: t('library.opac.openOnCampusYes') },
        ]}
        sx={wide}
      />
      <FormTextField
        control={form.control}
        name="campusNetworks"
        id="opac-campus-networks"
        label={t('library.opac.campusNetworks')}
        helperText={t('library.opac.campusNetworksHint')}
        multiline
        minRows={3}
        sx={wide}
      />
    </FormDialog>
  );
}
