import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { borrowingRuleFormSchema, holidaySchema, NAME_MAX, type BorrowingRule, type BorrowingRuleForm, type Holiday } from '@campus/shared';
import { FormDateField, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { PageHeader } from '../../../components/page-header';
import { RowsView, type PagedColumn } from '../../../components/paged-table';
import { useFormat, type Format } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/layout';
import { useAddHoliday, useBorrowingRules, useCollegeHolidays, useRemoveHoliday, useSaveBorrowingRule } from '../api/rules';
import { FieldGrid } from '../components/catalogue-fields';

/** The rules a library needs: students' and faculty members' books. A reference copy is never lent. */
const KINDS = [
  { memberKind: 'student', itemKind: 'book' },
  { memberKind: 'faculty', itemKind: 'book' },
] as const;
const COUNTS = ['maxLoans', 'loanDays', 'renewals', 'graceDays'] as const;
const AMOUNTS = ['finePerDayPaise', 'maxFinePaise', 'processingFeePaise', 'fineLimitPaise'] as const;

const formOf = (rule: BorrowingRule, f: Format): BorrowingRuleForm => ({
  memberKind: rule.memberKind,
  itemKind: rule.itemKind,
  ...(Object.fromEntries(COUNTS.map((k) => [k, String(rule[k])])) as Record<(typeof COUNTS)[number], string>),
  ...(Object.fromEntries(AMOUNTS.map((k) => [k, f.moneyInput(rule[k])])) as Record<(typeof AMOUNTS)[number], string>),
});

const EMPTY: Omit<BorrowingRule, 'memberKind' | 'itemKind'> = {
  maxLoans: 0,
  loanDays: 14,
  renewals: 0,
  finePerDayPaise: 0,
  graceDays: 0,
  maxFinePaise: 0,
  processingFeePaise: 0,
  fineLimitPaise: 0,
};

function RuleDialog({ rule, onClose }: { rule: BorrowingRule; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const phone = usePhoneLayout();
  const { enqueueSnackbar } = useSnackbar();
  const schema = useMemo(() => borrowingRuleFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(schema, formOf(rule, f));
  const kinds = t('circulationRules.kindsOf', {
    member: t(`circulation.kinds.${rule.memberKind}`),
    item: t(`circulationRules.items.${rule.itemKind}`),
  });
  const save = useSaveBorrowingRule({
    onSuccess: () => {
      enqueueSnackbar(t('circulationRules.saved', { kinds }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err))
        enqueueSnackbar(t('circulationRules.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const field = (name: (typeof COUNTS)[number] | (typeof AMOUNTS)[number]) => ({
    control: form.control,
    name,
    id: `rule-${name}`,
    label: t(`circulationRules.fields.${name}`),
    required: true,
    slotProps: {
      htmlInput: {
        inputMode: AMOUNTS.includes(name as (typeof AMOUNTS)[number]) ? ('decimal' as const) : ('numeric' as const),
        maxLength: 12,
      },
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="rule-heading">
      <DialogTitle id="rule-heading">{t('circulationRules.ruleOf', { kinds })}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void form.handleSubmit((r) => save.mutate(r))(e)} sx={{ display: 'contents' }}>
        <DialogContent>
          <FieldGrid>
            {COUNTS.map((name) => (
              <FormTextField key={name} {...field(name)} />
            ))}
            {AMOUNTS.map((name) => (
              <FormTextField key={name} {...field(name)} />
            ))}
          </FieldGrid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('library.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('library.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Rules() {
  const { t } = useTranslation();
  const f = useFormat();
  const rules = useBorrowingRules();
  const [editing, setEditing] = useState<BorrowingRule | null>(null);
  const shown = KINDS.map(
    (k) => rules.data?.rules.find((r) => r.memberKind === k.memberKind && r.itemKind === k.itemKind) ?? { ...k, ...EMPTY, missing: true },
  );
  const col = (key: string) => t(`circulationRules.fields.${key}`);
  const columns: PagedColumn<(typeof shown)[number]>[] = [
    {
      key: 'kinds',
      header: t('circulationRules.kinds'),
      card: 'title',
      sx: { fontWeight: 600 },
      cell: (r) =>
        t('circulationRules.kindsOf', { member: t(`circulation.kinds.${r.memberKind}`), item: t(`circulationRules.items.${r.itemKind}`) }),
    },
    ...COUNTS.map((k) => ({
      key: k,
      header: col(k),
      nowrap: true,
      cell: (r: (typeof shown)[number]) => ('missing' in r ? '—' : f.number(r[k])),
    })),
    ...AMOUNTS.map((k) => ({
      key: k,
      header: col(k),
      nowrap: true,
      align: 'right' as const,
      cell: (r: (typeof shown)[number]) => ('missing' in r ? '—' : f.money(r[k])),
    })),
  ];
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('circulationRules.rulesHeading')}
      </Typography>
      {rules.isError && <Alert severity="error">{rules.error.message}</Alert>}
      <RowsView
        label={t('circulationRules.rulesHeading')}
        testId="rules-table"
        columns={columns}
        rows={rules.data ? shown : []}
        rowKey={(r) => `${r.memberKind}/${r.itemKind}`}
        rowAttributes={(r) => ({ 'data-member-kind': r.memberKind })}
        actions={(r) => (
          <Button size="small" variant="outlined" onClick={() => setEditing(r)}>
            {'missing' in r ? t('circulationRules.set') : t('circulationRules.change')}
          </Button>
        )}
        cardsBelow="lg"
      />
      {editing && <RuleDialog rule={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

function Holidays() {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const holidays = useCollegeHolidays();
  const form = useZodForm(holidaySchema, { day: '', name: '' });
  const add = useAddHoliday({
    onSuccess: (h) => {
      enqueueSnackbar(t('circulationRules.holidayAdded', { name: h.name, day: f.day(h.day) }), { variant: 'success' });
      form.reset({ day: '', name: '' });
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
    },
  });
  const remove = useRemoveHoliday({ onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }) });
  const columns: PagedColumn<Holiday>[] = [
    { key: 'day', header: t('circulationRules.day'), nowrap: true, card: 'primary', cell: (h) => f.day(h.day) },
    { key: 'name', header: t('circulationRules.holidayName'), card: 'title', cell: (h) => h.name },
  ];
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography variant="h6" component="h2">
        {t('circulationRules.holidaysHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('circulationRules.holidaysHelp')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void form.handleSubmit((h: Holiday) => add.mutate(h))(e)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
      >
        <Box sx={{ flex: '0 1 200px' }}>
          <FormDateField control={form.control} name="day" id="holiday-day" label={t('circulationRules.day')} required />
        </Box>
        <Box sx={{ flex: '1 1 220px' }}>
          <FormTextField
            control={form.control}
            name="name"
            id="holiday-name"
            label={t('circulationRules.holidayName')}
            required
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
        </Box>
        <Button type="submit" variant="contained" disabled={add.isPending} sx={{ mt: 1 }}>
          {t('circulationRules.addHoliday')}
        </Button>
      </Box>
      <RowsView
        label={t('circulationRules.holidaysHeading')}
        testId="holidays-table"
        columns={columns}
        rows={holidays.data?.holidays ?? []}
        rowKey={(h) => h.day}
        rowAttributes={(h) => ({ 'data-day': h.day })}
        actions={(h) => (
          <Button
            size="small"
            disabled={remove.isPending}
            onClick={() => remove.mutate(h.day)}
            aria-label={t('circulationRules.removeHolidayFor', { name: h.name })}
          >
            {t('circulationRules.removeHoliday')}
          </Button>
        )}
      />
    </Paper>
  );
}

/** `/app/Library/Rules`: the library incharge's borrowing rules, and the college's holidays that due dates and fines skip. */
export function LibraryRulesPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={t('circulationRules.title')} subtitle={t('circulationRules.subtitle')} />
      <Rules />
      <Holidays />
    </Box>
  );
}
