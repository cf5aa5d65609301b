import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { roomInputSchema, SHORT_CODE_MAX, type Block, type Room, type RoomType } from '@campus/shared';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveRoom } from '../api/hostel';

interface RoomDialogProps {
  room: Room | null;
  blocks: Block[];
  roomTypes: RoomType[];
  onClose: () => void;
}

/** Add room, or Edit room: its block, floor, number and type; the server gives it the beds of its type. */
export function RoomDialog({ room, blocks, roomTypes, onClose }: RoomDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(roomInputSchema, {
    blockId: room ? String(room.block.id) : blocks.length === 1 ? String(blocks[0]!.id) : '',
    floor: room ? String(room.floor) : '',
    number: room?.number ?? '',
    roomTypeId: room ? String(room.roomType.id) : '',
  });
  const save = useSaveRoom({
    onSuccess: (saved) => {
      enqueueSnackbar(t(room ? 'hostel.rooms.saved' : 'hostel.rooms.added', { number: saved.number }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const { control } = form;
  const text = (key: string) => t(`hostel.rooms.fields.${key}`);
  const field = (name: 'blockId' | 'floor' | 'number' | 'roomTypeId') => ({ control, name, id: `room-${name}`, label: text(name) });
  return (
    <FormDialog
      heading={room ? t('hostel.rooms.editHeading', { number: room.number, block: room.block.code }) : t('hostel.rooms.addHeading')}
      id="room-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate({ id: room?.id, room: input }))()}
    >
      <FormSelect {...field('blockId')} required options={blocks.map((b) => ({ value: String(b.id), label: `${b.code} · ${b.name}` }))} />
      <FormTextField
        {...field('floor')}
        required
        helperText={text('floorHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      />
      <FormTextField
        {...field('number')}
        required
        helperText={text('numberHint')}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: SHORT_CODE_MAX, autoComplete: 'off' } }}
      />
      <FormSelect
        {...field('roomTypeId')}
        required
        helperText={text('roomTypeHint')}
        options={roomTypes.map((r) => ({ value: String(r.id), label: `${r.code} · ${r.name}` }))}
      />
    </FormDialog>
  );
}
