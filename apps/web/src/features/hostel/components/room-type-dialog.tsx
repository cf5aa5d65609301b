import { Checkbox, FormControlLabel } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BEDS_PER_ROOM_MAX, MESS_PERIODS, NAME_MAX, RENT_PERIODS, roomTypeFormSchema, SHORT_CODE_MAX, type RoomType } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { useSaveRoomType } from '../api/hostel';

/** Add room type, or Edit room type: its beds, AC, and its rent, mess charge and caution deposit typed in rupees. */
export function RoomTypeDialog({ roomType, onClose }: { roomType: RoomType | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const f = useFormat();
  const schema = useMemo(() => roomTypeFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(schema, {
    code: roomType?.code ?? '',
    name: roomType?.name ?? '',
    bedsPerRoom: roomType ? String(roomType.bedsPerRoom) : '',
    ac: roomType?.ac ?? false,
    rentPaise: roomType ? f.moneyInput(roomType.rentPaise) : '',
    rentPeriod: roomType?.rentPeriod ?? 'semester',
    messPaise: roomType ? f.moneyInput(roomType.messPaise) : '',
    messPeriod: roomType?.messPeriod ?? 'month',
    cautionPaise: roomType ? f.moneyInput(roomType.cautionPaise) : '',
  });
  const save = useSaveRoomType({
    onSuccess: (saved) => {
      enqueueSnackbar(t(roomType ? 'hostel.roomTypes.saved' : 'hostel.roomTypes.added', { code: saved.code }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const { control } = form;
  const text = (key: string) => t(`hostel.roomTypes.fields.${key}`);
  const field = (name: 'code' | 'name' | 'bedsPerRoom' | 'rentPaise' | 'rentPeriod' | 'messPaise' | 'messPeriod' | 'cautionPaise') => ({
    control,
    name,
    id: `room-type-${name}`,
    label: text(name),
  });
  const rupees = { htmlInput: { inputMode: 'decimal' } } as const;
  return (
    <FormDialog
      heading={roomType ? t('hostel.roomTypes.editHeading', { code: roomType.code }) : t('hostel.roomTypes.addHeading')}
      id="room-type-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate({ id: roomType?.id, roomType: input }))()}
    >
      <FormTextField
        {...field('code')}
        required
        helperText={text('codeHint')}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: SHORT_CODE_MAX, autoComplete: 'off' } }}
      />
      <FormTextField {...field('name')} required helperText={text('nameHint')} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <FormTextField
        {...field('bedsPerRoom')}
        required
        helperText={t('hostel.roomTypes.fields.bedsHint', { max: BEDS_PER_ROOM_MAX })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 1 } }}
      />
      <Controller
        control={control}
        name="ac"
        render={({ field: ac }) => (
          <FormControlLabel
            control={<Checkbox checked={Boolean(ac.value)} onChange={(e) => ac.onChange(e.target.checked)} inputRef={ac.ref} />}
            label={text('ac')}
          />
        )}
      />
      <FormTextField {...field('rentPaise')} required helperText={text('rupeesHint')} slotProps={rupees} />
      <FormSelect
        {...field('rentPeriod')}
        required
        options={RENT_PERIODS.map((p) => ({ value: p, label: t(`hostel.roomTypes.rentPeriods.${p}`) }))}
      />
      <FormTextField {...field('messPaise')} required helperText={text('rupeesHint')} slotProps={rupees} />
      <FormSelect
        {...field('messPeriod')}
        required
        options={MESS_PERIODS.map((p) => ({ value: p, label: t(`hostel.roomTypes.messPeriods.${p}`) }))}
      />
      <FormTextField {...field('cautionPaise')} required helperText={text('cautionHint')} slotProps={rupees} sx={acrossTheForm} />
    </FormDialog>
  );
}
