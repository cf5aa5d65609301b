import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Skeleton,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useDeferredValue, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hostelVacateFormSchema, type HostelApplication } from '@campus/shared';
import { FormDateField, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { usePhoneLayout } from '../../../lib/layout';
import { useVacate } from '../api/allotments';
import { useVacatePreview } from '../api/fees';
import { SettlementSummary } from './stay-fees';

/**
 * Vacate: the day the bed was left, what is kept of the caution deposit and why, whether fees still
 * owed come out of it; below, what that settles (the refund, what is no longer asked), worked out by
 * the server as the form is filled, before the bed is given up.
 */
export function VacateDialog({ application: a, onClose }: { application: HostelApplication; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const phone = usePhoneLayout();
  const schema = useMemo(() => hostelVacateFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(schema, { date: '', cautionDeductionPaise: '', deductionReason: '', adjustDues: false });
  const written = useWatch({ control: form.control });
  const parsed = schema.safeParse(written);
  const asked = useDeferredValue(parsed.success ? parsed.data : null);
  const preview = useVacatePreview(a.allotment!.id, asked);
  const vacate = useVacate({
    onSuccess: (done) => {
      enqueueSnackbar(t('hostel.applications.vacated', { name: done.studentName }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string) => t(`hostel.fees.vacate.${key}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="hostel-vacate-heading">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit((input) => vacate.mutate({ id: a.allotment!.id, input }))();
        }}
      >
        <DialogTitle id="hostel-vacate-heading">{t('hostel.applications.vacateHeading', { name: a.studentName })}</DialogTitle>
        {/* The account may be longer than the dialog: a keyboard scrolls it once it has the focus. */}
        <DialogContent tabIndex={0} aria-labelledby="hostel-vacate-heading">
          <DialogContentText sx={{ mb: 2 }}>{t('hostel.applications.vacateHint')}</DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <FormDateField
              control={form.control}
              name="date"
              id="hostel-vacate-date"
              label={t('hostel.applications.fields.date')}
              required
            />
            <FormTextField
              control={form.control}
              name="cautionDeductionPaise"
              id="hostel-vacate-deduction"
              label={text('deduction')}
              helperText={text('deductionHint')}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
            />
            <FormTextField control={form.control} name="deductionReason" id="hostel-vacate-reason" label={text('reason')} />
            <Controller
              control={form.control}
              name="adjustDues"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={text('adjust')}
                />
              )}
            />
          </Box>
          <Box component="section" aria-labelledby="hostel-vacate-preview-heading" sx={{ mt: 3 }}>
            <Typography id="hostel-vacate-preview-heading" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {text('preview')}
            </Typography>
            {!asked && <Typography color="text.secondary">{text('previewHint')}</Typography>}
            {asked && preview.isPending && (
              <>
                <Typography role="status">{text('loading')}</Typography>
                <Skeleton variant="rounded" height={120} />
              </>
            )}
            {asked && preview.isError && <Alert severity="error">{preview.error.message}</Alert>}
            {asked && preview.data && <SettlementSummary settlement={preview.data} />}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={vacate.isPending}>
            {t('hostel.applications.vacate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
