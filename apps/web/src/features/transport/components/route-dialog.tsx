import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Autocomplete, Box, Button, FormHelperText, IconButton, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NAME_MAX, routeInputSchema, spacedRegistration, STOPS_MAX, type Route, type RouteInput, type Vehicle } from '@campus/shared';
import { FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveRoute } from '../api/routes';
import { useVehicleChoices } from '../api/vehicles';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';

type RouteForm = z.input<typeof routeInputSchema>;
type RouteControl = Control<RouteForm, unknown, RouteInput>;
/** A vehicle the route may be given: one of the fleet found by the search, or the route's own as the route names it. */
type VehicleChoice = Pick<Vehicle, 'id' | 'registrationNumber' | 'capacity'> & Partial<Pick<Vehicle, 'driverName' | 'route'>>;

const blankStop = () => ({ name: '', pickupTime: '', distanceKm: '' });

/** The form's fields of a route as it is kept; a new route starts with one empty stop. */
function formOf(route: Route | null): RouteForm {
  if (!route) return { code: '', name: '', vehicleId: null, stops: [blankStop()] };
  return {
    code: route.code,
    name: route.name,
    vehicleId: route.vehicle?.id ?? null,
    stops: route.stops.map((s) => ({ name: s.name, pickupTime: s.pickupTime, distanceKm: String(s.distanceKm) })),
  };
}

/**
 * The vehicle of the route, found by its registration number or driver as it is typed; empty is no
 * vehicle. A vehicle that runs another route is shown with it, and cannot be chosen.
 */
function VehicleField({ control, initial, routeId }: { control: RouteControl; initial: VehicleChoice | null; routeId?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<VehicleChoice | null>(initial);
  const choices = useVehicleChoices(typed, open);
  const found: VehicleChoice[] = choices.data?.rows ?? [];
  // The chosen vehicle stays among the options while another search is shown.
  const options = chosen && !found.some((v) => v.id === chosen.id) ? [chosen, ...found] : found;
  const runsAnother = (v: VehicleChoice) => Boolean(v.route && v.route.id !== routeId);
  return (
    <Controller
      control={control}
      name="vehicleId"
      render={({ field, fieldState }) => (
        <Autocomplete
          id="route-vehicle"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          options={options}
          value={chosen}
          onChange={(_e, vehicle) => {
            setChosen(vehicle);
            field.onChange(vehicle?.id ?? null);
          }}
          // What is typed searches the fleet; the label of a vehicle just chosen does not.
          onInputChange={(_e, text, reason) => setTyped(reason === 'input' ? text : '')}
          filterOptions={(all) => all}
          getOptionLabel={(v) => spacedRegistration(v.registrationNumber)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionDisabled={runsAnother}
          loading={choices.isFetching}
          loadingText={t('common.loading')}
          noOptionsText={t('transport.routes.noVehicles')}
          renderOption={({ key, ...props }, v) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Box sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{spacedRegistration(v.registrationNumber)}</Box>
              <Typography variant="body2" color="text.secondary">
                {[
                  t('transport.seats', { count: v.capacity }),
                  v.driverName,
                  v.route && runsAnother(v) ? t('transport.routes.vehicleRuns', { code: v.route.code }) : undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={t('transport.routes.fields.vehicle')}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(fieldState.error?.message) ?? t('transport.routes.fields.vehicleHint')}
            />
          )}
          sx={acrossTheForm}
        />
      )}
    />
  );
}

/** The stops in the order the bus reaches them: each with its pick-up time and distance, moved up or down, removed, or added at the end. */
function StopsField({ control }: { control: RouteControl }) {
  const { t } = useTranslation();
  const stops = useFieldArray({ control, name: 'stops' });
  const written = useWatch({ control, name: 'stops' }) ?? [];
  const { errors } = useFormState({ control, name: 'stops' });
  const listError = errors.stops?.root?.message ?? errors.stops?.message;
  const text = (key: string, values?: Record<string, unknown>) => t(`transport.routes.fields.${key}`, values);
  return (
    <Box sx={acrossTheForm}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {text('stops')}
      </Typography>
      {listError && (
        <FormHelperText error sx={{ mb: 1 }}>
          {fieldErrorText(listError)}
        </FormHelperText>
      )}
      <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
        {stops.fields.map((row, i) => {
          const n = i + 1;
          const stop = written[i]?.name?.trim() || t('transport.routes.stopN', { n });
          return (
            <Box
              key={row.id}
              role="group"
              aria-label={t('transport.routes.stopN', { n })}
              data-stop={n}
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                // A phone: the stop's name across, its time and distance side by side, its buttons under them.
                gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
              }}
            >
              <FormTextField
                control={control}
                name={`stops.${i}.name`}
                id={`route-stop-${n}-name`}
                label={t('transport.routes.stopN', { n })}
                required
                size="small"
                slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`stops.${i}.pickupTime`}
                id={`route-stop-${n}-time`}
                label={text('pickupTime')}
                helperText={text('pickupTimeHint')}
                required
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, placeholder: '07:35' } }}
              />
              <FormTextField
                control={control}
                name={`stops.${i}.distanceKm`}
                id={`route-stop-${n}-km`}
                label={text('distance')}
                helperText={text('distanceHint')}
                required
                size="small"
                // The schema takes a decimal point; a German reader's comma is one.
                parse={(typed) => typed.replace(',', '.')}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 } }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                <IconButton aria-label={t('transport.routes.moveUp', { stop })} disabled={i === 0} onClick={() => stops.move(i, i - 1)}>
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={t('transport.routes.moveDown', { stop })}
                  disabled={i === stops.fields.length - 1}
                  onClick={() => stops.move(i, i + 1)}
                >
                  <ArrowDownward />
                </IconButton>
                <IconButton aria-label={t('transport.routes.removeStop', { stop })} onClick={() => stops.remove(i)}>
                  <DeleteOutline />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button startIcon={<Add />} onClick={() => stops.append(blankStop())} disabled={stops.fields.length >= STOPS_MAX} sx={{ mt: 1 }}>
        {t('transport.routes.addStop')}
      </Button>
    </Box>
  );
}

/** Add route, or Edit route: its code, name, vehicle and stops, checked as the server checks them. */
export function RouteDialog({ route, onClose }: { route: Route | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(routeInputSchema, formOf(route));
  const save = useSaveRoute({
    onSuccess: (saved) => {
      enqueueSnackbar(t(route ? 'transport.routes.saved' : 'transport.routes.added', { code: saved.code }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('transport.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const { control } = form;
  return (
    <FormDialog
      heading={route ? t('transport.routes.editHeading', { code: route.code }) : t('transport.routes.addHeading')}
      id="route-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate({ id: route?.id, route: input }))()}
      maxWidth="md"
    >
      <FormTextField
        control={control}
        name="code"
        id="route-code"
        label={t('transport.routes.fields.code')}
        helperText={t('transport.routes.fields.codeHint')}
        required
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, autoComplete: 'off' } }}
      />
      <FormTextField
        control={control}
        name="name"
        id="route-name"
        label={t('transport.routes.fields.name')}
        helperText={t('transport.routes.fields.nameHint')}
        required
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <VehicleField control={control} initial={route?.vehicle ?? null} routeId={route?.id} />
      <StopsField control={control} />
    </FormDialog>
  );
}
