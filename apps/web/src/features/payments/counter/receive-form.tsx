import ReceiptLong from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COUNTER_MODES,
  counterReceiptFormSchema,
  type CounterReceiptAnswer,
  type CounterReceiptForm,
  type DuesAnswer,
} from '@campus/shared';
import { FormDateField, FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useModeNames } from '../../../components/collection-mode';
import { useFormat } from '../../../lib/format';
import { useRecordCounterReceipt } from '../api/record-counter-receipt';

type Due = DuesAnswer['dues'][number];
type Item = CounterReceiptForm['items'][number];

/** A due's identity on the form: its fee type and semester. */
const keyOf = (d: { feeTypeId: number; semester: number | null }) => `${d.feeTypeId}/${d.semester ?? '-'}`;

const emptyForm = (rollNo: string, requestKey: string): CounterReceiptForm => ({
  rollNo,
  requestKey,
  items: [],
  mode: '',
  instrumentNo: '',
  bank: '',
  branch: '',
  instrumentDate: '',
  utr: '',
  receivedFrom: '',
  remarks: '',
});

interface ReceiveFormProps {
  rollNo: string;
  dues: DuesAnswer;
  /** The receipt recorded (or found recorded by the same form). */
  onRecorded: (answer: CounterReceiptAnswer) => void;
  /** A refusal that names no field of the form: one toast. */
  onProblem: (message: string) => void;
}

/**
 * Receive money against one student's dues: the dues as boxes to tick (a structure due with its
 * amount, the full due unless lowered), the mode with its own fields only, who paid and remarks.
 * The form makes its request key when it opens, so a second press records nothing new.
 */
export function ReceiveForm({ rollNo, dues, onRecorded, onProblem }: ReceiveFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const names = useModeNames();
  const [requestKey] = useState(() => crypto.randomUUID());
  const all = useMemo(() => [...dues.dues, ...dues.onRequest], [dues]);
  const schema = useMemo(() => counterReceiptFormSchema(i18n.language, dues.dues), [i18n.language, dues.dues]);
  const form = useZodForm(schema, emptyForm(rollNo, requestKey));
  const items = useWatch({ control: form.control, name: 'items' }) ?? [];
  const mode = useWatch({ control: form.control, name: 'mode' });
  const record = useRecordCounterReceipt({
    onSuccess: onRecorded,
    onError: (err) => {
      if (!showServerFieldError(form, err)) onProblem(t('counter.receive.failed', { message: err.message }));
    },
  });

  const chosen = new Map(items.map((item, index) => [keyOf(item), index]));
  /** Ticks or unticks a due; the items stay in the order of the list, each keeping the amount typed. */
  const toggle = (due: Due) => {
    const was = new Map(items.map((item) => [keyOf(item), item]));
    if (was.has(keyOf(due))) was.delete(keyOf(due));
    else was.set(keyOf(due), { feeTypeId: due.feeTypeId, semester: due.semester, amountPaise: format.moneyInput(due.duePaise) });
    const next = all.map((d) => was.get(keyOf(d))).filter((item): item is Item => item !== undefined);
    form.setValue('items', next, { shouldValidate: form.formState.isSubmitted });
  };
  const totalPaise = items.reduce((sum, item) => sum + (format.paiseOf(item.amountPaise) ?? 0), 0);
  const itemsError = form.formState.errors.items;
  const itemsMessage = fieldErrorText(itemsError?.message ?? itemsError?.root?.message);

  const dueRow = (due: Due, editable: boolean) => {
    const index = chosen.get(keyOf(due));
    const name = due.semester === null ? due.feeTypeName : `${due.feeTypeName} · ${t('counter.receive.semesterN', { n: due.semester })}`;
    return (
      <Box
        key={keyOf(due)}
        data-due={keyOf(due)}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <FormControlLabel
          sx={{ flex: '1 1 240px', mr: 0 }}
          control={<Checkbox checked={index !== undefined} onChange={() => toggle(due)} />}
          label={
            <Box>
              <Box>{name}</Box>
              <Box sx={{ color: 'text.secondary', fontSize: 14, whiteSpace: 'nowrap' }}>
                {t('counter.receive.due', { amount: format.money(due.duePaise) })}
              </Box>
            </Box>
          }
        />
        {editable && index !== undefined && (
          <FormTextField
            control={form.control}
            name={`items.${index}.amountPaise`}
            label={t('counter.receive.amount')}
            size="small"
            helperText={t('counter.receive.amountHelp', { amount: format.money(due.duePaise) })}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12, 'aria-label': `${t('counter.receive.amount')} ${name}` } }}
            sx={{ flex: '0 1 220px', my: 0.5 }}
          />
        )}
      </Box>
    );
  };

  const submit = form.handleSubmit((body) => record.mutate(body));
  const instrument = mode === 'DD' || mode === 'CHEQUE';
  const utr = mode === 'TRANSFER' || mode === 'UPI_QR';
  const half = { flex: '1 1 220px' };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" component="section" aria-labelledby="counter-dues" sx={{ p: 2 }}>
        <Typography id="counter-dues" variant="h6" component="h2">
          {t('counter.receive.duesTitle')}
        </Typography>
        {dues.dues.length === 0 && (
          <Alert severity="success" sx={{ my: 1 }}>
            {t('counter.receive.noDues')}
          </Alert>
        )}
        <Box role="group" aria-label={t('counter.receive.duesTitle')}>
          {dues.dues.map((d) => dueRow(d, true))}
        </Box>
        {dues.onRequest.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
              {t('counter.receive.onRequestTitle')}
            </Typography>
            <Box role="group" aria-label={t('counter.receive.onRequestTitle')}>
              {dues.onRequest.map((d) => dueRow(d, false))}
            </Box>
          </>
        )}
        {itemsMessage && (
          <FormHelperText error sx={{ mt: 1 }}>
            {itemsMessage}
          </FormHelperText>
        )}
        <Typography sx={{ mt: 2, fontWeight: 700 }} data-testid="counter-total">
          {t('counter.receive.total', { amount: format.money(totalPaise), count: items.length })}
        </Typography>
      </Paper>

      <Paper variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Controller
          control={form.control}
          name="mode"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id="counter-mode">{t('counter.receive.mode')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="counter-mode"
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {COUNTER_MODES.map((m, i) => (
                  <FormControlLabel
                    key={m}
                    value={m}
                    control={<Radio inputRef={i === 0 ? field.ref : undefined} />}
                    label={names.mode(m)}
                  />
                ))}
              </RadioGroup>
              {fieldState.error && <FormHelperText>{fieldErrorText(fieldState.error.message)}</FormHelperText>}
            </FormControl>
          )}
        />
        {instrument && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <FormTextField
              control={form.control}
              name="instrumentNo"
              label={t(`counter.receive.instrumentNo_${mode}`)}
              helperText={t('counter.receive.instrumentNoHelp')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              sx={half}
            />
            <FormTextField control={form.control} name="bank" label={t('counter.receive.bank')} required sx={half} />
            {mode === 'DD' && <FormTextField control={form.control} name="branch" label={t('counter.receive.branch')} required sx={half} />}
            <FormDateField
              control={form.control}
              name="instrumentDate"
              label={t(`counter.receive.instrumentDate_${mode}`)}
              required
              sx={half}
            />
          </Box>
        )}
        {utr && (
          <FormTextField
            control={form.control}
            name="utr"
            label={t('counter.receive.utr')}
            helperText={t('counter.receive.utrHelp')}
            required
            slotProps={{ htmlInput: { maxLength: 22 } }}
            sx={{ maxWidth: 400 }}
          />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <FormTextField
            control={form.control}
            name="receivedFrom"
            label={t('counter.receive.receivedFrom')}
            helperText={t('counter.receive.receivedFromHelp')}
            sx={half}
          />
          <FormTextField control={form.control} name="remarks" label={t('counter.receive.remarks')} sx={half} />
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" startIcon={<ReceiptLong />} disabled={record.isPending}>
            {record.isPending ? t('counter.receive.recording') : t('counter.receive.record')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
