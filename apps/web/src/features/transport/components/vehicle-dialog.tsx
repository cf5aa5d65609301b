import { Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  CAPACITY_MAX,
  NAME_MAX,
  PAPER_KINDS,
  SHORT_CODE_MAX,
  spacedRegistration,
  vehicleInputSchema,
  type PaperKind,
  type Vehicle,
} from '@campus/shared';
import { FormDateField, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveVehicle } from '../api/vehicles';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';

/** The form's field of each paper's last valid day. */
const UNTIL = {
  fitness: 'fitnessUntil',
  insurance: 'insuranceUntil',
  permit: 'permitUntil',
  pollution: 'pollutionUntil',
} as const satisfies Record<PaperKind, keyof Vehicle>;

/** The form's fields of a vehicle as it is kept: its registration as painted on it, every empty field as ''. */
function formOf(vehicle: Vehicle | null) {
  return {
    registrationNumber: vehicle ? spacedRegistration(vehicle.registrationNumber) : '',
    capacity: vehicle ? String(vehicle.capacity) : '',
    driverName: vehicle?.driverName ?? '',
    driverPhone: vehicle?.driverPhone ?? '',
    attendantName: vehicle?.attendantName ?? '',
    attendantPhone: vehicle?.attendantPhone ?? '',
    fitnessUntil: vehicle?.fitnessUntil ?? '',
    insuranceUntil: vehicle?.insuranceUntil ?? '',
    permitUntil: vehicle?.permitUntil ?? '',
    pollutionUntil: vehicle?.pollutionUntil ?? '',
  };
}

/** Add vehicle, or Edit vehicle: its registration, seats, crew and the day each of its papers is valid until. */
export function VehicleDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(vehicleInputSchema, formOf(vehicle));
  const save = useSaveVehicle({
    onSuccess: (saved) => {
      const registration = spacedRegistration(saved.registrationNumber);
      enqueueSnackbar(t(vehicle ? 'transport.vehicles.saved' : 'transport.vehicles.added', { registration }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('transport.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const { control } = form;
  const text = (key: string) => t(`transport.vehicles.fields.${key}`);
  const field = (name: keyof ReturnType<typeof formOf>) => ({ control, name, id: `vehicle-${name}`, label: text(name) });
  const mobile = { htmlInput: { inputMode: 'tel', maxLength: SHORT_CODE_MAX, autoComplete: 'off' } } as const;
  return (
    <FormDialog
      heading={
        vehicle
          ? t('transport.vehicles.editHeading', { registration: spacedRegistration(vehicle.registrationNumber) })
          : t('transport.vehicles.addHeading')
      }
      id="vehicle-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate({ id: vehicle?.id, vehicle: input }))()}
    >
      <FormTextField
        {...field('registrationNumber')}
        required
        helperText={text('registrationHint')}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: SHORT_CODE_MAX, autoComplete: 'off' } }}
      />
      <FormTextField
        {...field('capacity')}
        required
        helperText={t('transport.vehicles.fields.capacityHint', { max: CAPACITY_MAX })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: String(CAPACITY_MAX).length } }}
      />
      <FormTextField {...field('driverName')} required slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <FormTextField {...field('driverPhone')} required helperText={text('mobileHint')} slotProps={mobile} />
      <FormTextField {...field('attendantName')} helperText={text('optional')} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <FormTextField {...field('attendantPhone')} helperText={text('optional')} slotProps={mobile} />
      <Typography variant="subtitle1" component="h3" sx={{ ...acrossTheForm, fontWeight: 600 }}>
        {text('papers')}
      </Typography>
      {PAPER_KINDS.map((kind) => (
        <FormDateField key={kind} {...field(UNTIL[kind])} required />
      ))}
    </FormDialog>
  );
}
