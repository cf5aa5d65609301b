import LockClock from '@mui/icons-material/LockClock';
import { Box, Button, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  counterCloseFormSchema,
  countedCashPaise,
  DENOMINATIONS,
  type CounterCloseForm,
  type CounterDay,
  type DenominationCounts,
} from '@campus/shared';
import { FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { useCloseCounterDay } from '../api/close-counter-day';

/** The cash a day received: its cash receipts' total (what the drawer should hold). */
export const expectedCashOf = (day: CounterDay) => day.totals.find((m) => m.mode === 'CASH')?.amountPaise ?? 0;

/** A closing's counts as the form holds them: each denomination's count as text, none as empty. */
export const countsText = (denominations: Record<string, number> | undefined): DenominationCounts =>
  Object.fromEntries(DENOMINATIONS.map((d) => [String(d), denominations?.[String(d)] ? String(denominations[String(d)]) : '']));

/** Over, short or even, with the amount: written as the day's closing shows it. */
export function DifferenceText({ differencePaise }: { differencePaise: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (differencePaise === 0) return <>{t('counter.day.even')}</>;
  return (
    <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
      {t(differencePaise > 0 ? 'counter.day.over' : 'counter.day.short', { amount: format.money(Math.abs(differencePaise)) })}
    </Box>
  );
}

/** A figure of the closing: its label and its value, side by side. */
function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

interface CountFields {
  denominations: DenominationCounts;
}

/**
 * The notes and coins counted, ₹500 down to ₹1, each with what it makes; the cash counted, the cash
 * expected and the difference follow what is typed. Used by the clerk's closing and the accounts
 * officer's change of it.
 */
export function DenominationCount<T extends CountFields>({
  control,
  expectedPaise,
}: {
  control: Control<T, unknown, unknown>;
  expectedPaise: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = (useWatch({ control: control as unknown as Control<CountFields>, name: 'denominations' }) ?? {}) as DenominationCounts;
  const counted = countedCashPaise(counts);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}>
        {DENOMINATIONS.map((note) => {
          const count = counts[String(note)] ?? '';
          const lineTotal = /^\d{1,6}$/.test(count.trim()) ? Number(count) * note * 100 : 0;
          return (
            <FormTextField
              key={note}
              control={control}
              name={`denominations.${note}` as Path<T>}
              size="small"
              label={t('counter.day.denomination', { value: note })}
              helperText={lineTotal > 0 ? t('counter.day.lineTotal', { amount: format.money(lineTotal) }) : ' '}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 6, 'aria-label': t('counter.day.denominationLabel', { value: note }) },
              }}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 420 }}>
        <Figure label={t('counter.day.counted')} testId="counted-cash">
          {format.money(counted)}
        </Figure>
        <Figure label={t('counter.day.expected')} testId="expected-cash">
          {format.money(expectedPaise)}
        </Figure>
        <Figure label={t('counter.day.difference')} testId="cash-difference">
          <DifferenceText differencePaise={counted - expectedPaise} />
        </Figure>
      </Box>
    </Box>
  );
}

interface ClosingFormProps {
  day: CounterDay;
  onClosed: (day: CounterDay) => void;
  /** A refusal that names no field of the form: one toast. */
  onProblem: (message: string) => void;
}

/** Close the day: the cash counted in denominations, the difference with a note when there is one, the deposit slip. */
export function ClosingForm({ day, onClosed, onProblem }: ClosingFormProps) {
  const { t } = useTranslation();
  const expected = expectedCashOf(day);
  const schema = useMemo(() => counterCloseFormSchema(expected), [expected]);
  const form = useZodForm(schema, {
    date: day.date,
    denominations: countsText(day.closing?.denominations),
    depositSlipNo: day.closing?.depositSlipNo ?? '',
    differenceNote: day.closing?.differenceNote ?? '',
  } satisfies CounterCloseForm);
  const close = useCloseCounterDay({
    onSuccess: onClosed,
    onError: (err) => {
      if (!showServerFieldError(form, err)) onProblem(t('counter.day.closeFailed', { message: err.message }));
    },
  });
  const submit = form.handleSubmit((body) => close.mutate(body));
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }} aria-labelledby="closing-title">
      <Typography id="closing-title" variant="h6" component="h2">
        {t('counter.day.closingTitle')}
      </Typography>
      <Typography color="text.secondary">{t('counter.day.closingHelp')}</Typography>
      <DenominationCount control={form.control} expectedPaise={expected} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="differenceNote"
          label={t('counter.day.differenceNote')}
          helperText={t('counter.day.differenceNoteHelp')}
          slotProps={{ htmlInput: { maxLength: 300 } }}
          sx={{ flex: '2 1 300px' }}
        />
        <FormTextField
          control={form.control}
          name="depositSlipNo"
          label={t('counter.day.depositSlipNo')}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" startIcon={<LockClock />} disabled={close.isPending}>
          {close.isPending ? t('counter.day.closing') : t('counter.day.close')}
        </Button>
      </Box>
    </Box>
  );
}
