import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  FormHelperText,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FARE_SLABS_MAX, fareSlabsFormSchema, type FareSlabs, type FareSlabsForm, type FareSlabsInput } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { useFares, useSaveFares } from '../api/fares';

type FaresControl = Control<FareSlabsForm, unknown, FareSlabsInput>;

const blankSlab = () => ({ upToKm: '', feePaise: '' });

/** The slabs, nearest first: each reaching a distance and its yearly fee, removed, or one added at the end. */
function SlabsField({ control }: { control: FaresControl }) {
  const { t } = useTranslation();
  const slabs = useFieldArray({ control, name: 'slabs' });
  const { errors } = useFormState({ control, name: 'slabs' });
  const listError = errors.slabs?.root?.message ?? errors.slabs?.message;
  return (
    <Box sx={acrossTheForm}>
      {listError && (
        <FormHelperText error sx={{ mb: 1 }}>
          {fieldErrorText(listError)}
        </FormHelperText>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {slabs.fields.map((row, i) => {
          const n = i + 1;
          return (
            <Box
              key={row.id}
              role="group"
              aria-label={t('transport.fares.slabN', { n })}
              sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' }}
            >
              <FormTextField
                control={control}
                name={`slabs.${i}.upToKm`}
                id={`fare-slab-${n}-km`}
                label={t('transport.fares.fields.upToKm')}
                required
                size="small"
                // The schema takes a decimal point; a German reader's comma is one.
                parse={(typed) => typed.replace(',', '.')}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 } }}
              />
              <FormTextField
                control={control}
                name={`slabs.${i}.feePaise`}
                id={`fare-slab-${n}-fee`}
                label={t('transport.fares.fields.fee')}
                helperText={t('transport.fares.fields.feeHint')}
                required
                size="small"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <IconButton
                aria-label={t('transport.fares.removeSlab', { n })}
                disabled={slabs.fields.length === 1}
                onClick={() => slabs.remove(i)}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Button startIcon={<Add />} onClick={() => slabs.append(blankSlab())} disabled={slabs.fields.length >= FARE_SLABS_MAX} sx={{ mt: 1 }}>
        {t('transport.fares.addSlab')}
      </Button>
    </Box>
  );
}

/** Edit fares: every slab of the college, checked as the server checks them, saved at once. */
function FaresDialog({ fares, onClose }: { fares: FareSlabs; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const f = useFormat();
  const schema = useMemo(() => fareSlabsFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(schema, {
    slabs:
      fares.slabs.length > 0 ? fares.slabs.map((s) => ({ upToKm: String(s.upToKm), feePaise: f.moneyInput(s.feePaise) })) : [blankSlab()],
  });
  const save = useSaveFares({
    onSuccess: () => {
      enqueueSnackbar(t('transport.fares.saved'), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('transport.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('transport.fares.editHeading')}
      id="fares-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate(input))()}
    >
      <Typography variant="body2" color="text.secondary" sx={acrossTheForm}>
        {t('transport.fares.editHint')}
      </Typography>
      <SlabsField control={form.control} />
    </FormDialog>
  );
}

/** The college's bus fares: a yearly fee for each slab of distance from the college; the transport office edits them. */
export function FaresSection({ manager }: { manager: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const fares = useFares();
  const [editing, setEditing] = useState(false);
  const slabs = fares.data?.slabs ?? [];
  return (
    <Paper component="section" aria-labelledby="fares-heading" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id="fares-heading">
          {t('transport.fares.title')}
        </Typography>
        {manager && fares.data && (
          <Button variant="outlined" size="small" onClick={() => setEditing(true)} sx={{ ml: 'auto' }}>
            {t('transport.fares.edit')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('transport.fares.subtitle')}
      </Typography>
      {fares.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void fares.refetch()}>
              {t('transport.retry')}
            </Button>
          }
        >
          {t('transport.loadFailed', { message: fares.error.message })}
        </Alert>
      ) : fares.data && slabs.length === 0 ? (
        <Typography>{t(manager ? 'transport.fares.emptyManager' : 'transport.fares.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('transport.fares.tableLabel')} sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('transport.fares.columns.distance')}</TableCell>
              <TableCell align="right">{t('transport.fares.columns.fee')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slabs.map((slab, i) => (
              <TableRow key={slab.upToKm}>
                <TableCell>
                  {i === 0
                    ? t('transport.fares.rangeFirst', { to: f.number(slab.upToKm) })
                    : t('transport.fares.range', { from: f.number(slabs[i - 1]!.upToKm), to: f.number(slab.upToKm) })}
                </TableCell>
                <TableCell align="right">{f.money(slab.feePaise)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && fares.data && <FaresDialog fares={fares.data} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
