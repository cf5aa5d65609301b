import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  can,
  collegeTermInputSchema,
  HOSTEL_REFUND_RULES,
  hostelFeeRulesSchema,
  type CollegeTerm,
  type HostelFeeRules,
} from '@campus/shared';
import { FormDateField, FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAddTerm, useFeeRules, useLayTermFees, useRemoveTerm, useSaveFeeRules, useTerms } from './api/fees';

type Text = (key: string, values?: Record<string, unknown>) => string;

/** The college's terms: each with Lay fees for the office and Remove for who keeps the calendar. */
function TermsTable({ terms, manager, keeper, text }: { terms: CollegeTerm[]; manager: boolean; keeper: boolean; text: Text }) {
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const lay = useLayTermFees({
    onSuccess: (done) => enqueueSnackbar(text('laid', done), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  const remove = useRemoveTerm({
    onSuccess: () => enqueueSnackbar(text('termRemoved'), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  if (terms.length === 0) return <Alert severity="info">{text('noTerms')}</Alert>;
  return (
    <TableContainer tabIndex={0} aria-label={text('terms')}>
      <Table size="small" data-testid="college-terms">
        <TableHead>
          <TableRow>
            <TableCell>{text('name')}</TableCell>
            <TableCell>{text('startsOn')}</TableCell>
            <TableCell>{text('endsOn')}</TableCell>
            {(manager || keeper) && <TableCell>{text('termActions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {terms.map((term) => (
            <TableRow key={term.id}>
              <TableCell>{term.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.day(term.startsOn)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.day(term.endsOn)}</TableCell>
              {(manager || keeper) && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {manager && (
                    <Button
                      size="small"
                      aria-label={text('lay', { name: term.name })}
                      disabled={lay.isPending}
                      onClick={() => lay.mutate(term.id)}
                    >
                      {text('layShort')}
                    </Button>
                  )}
                  {keeper && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={text('removeTerm', { name: term.name })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(term.id)}
                    >
                      {text('remove')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A term added: its name and its first and last day. */
function AddTermForm({ text }: { text: Text }) {
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(collegeTermInputSchema, { name: '', startsOn: '', endsOn: '' });
  const add = useAddTerm({
    onSuccess: (term) => {
      enqueueSnackbar(text('termAdded', { name: term.name }), { variant: 'success' });
      form.reset();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
    },
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={text('addTerm')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit((input) => add.mutate(input))();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, alignItems: 'start', mt: 2 }}
    >
      <FormTextField control={form.control} name="name" id="term-name" label={text('name')} required size="small" />
      <FormDateField control={form.control} name="startsOn" id="term-startsOn" label={text('startsOn')} required size="small" />
      <FormDateField control={form.control} name="endsOn" id="term-endsOn" label={text('endsOn')} required size="small" />
      <Button type="submit" variant="outlined" disabled={add.isPending}>
        {text('addTerm')}
      </Button>
    </Box>
  );
}

/** The refund rules as the office sets them. */
function FeeRulesForm({ rules, text }: { rules: HostelFeeRules; text: Text }) {
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(hostelFeeRulesSchema, rules);
  const save = useSaveFeeRules({
    onSuccess: () => enqueueSnackbar(text('rulesSaved'), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
    },
  });
  const options = HOSTEL_REFUND_RULES.map((r) => ({ value: r, label: text(`refundRules.${r}`) }));
  return (
    <Box
      component="form"
      noValidate
      aria-label={text('rules')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit((input) => save.mutate(input))();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, alignItems: 'start' }}
    >
      <FormSelect
        control={form.control}
        name="rentRefund"
        id="fee-rules-rentRefund"
        label={text('rentRefund')}
        options={options}
        size="small"
      />
      <FormTextField
        control={form.control}
        name="rentDeductionPercent"
        id="fee-rules-rentDeductionPercent"
        label={text('rentDeductionPercent')}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      />
      <FormSelect
        control={form.control}
        name="messRefund"
        id="fee-rules-messRefund"
        label={text('messRefund')}
        options={options}
        size="small"
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {text('saveRules')}
        </Button>
      </Box>
    </Box>
  );
}

/** The refund rules in words, for a reader. */
function FeeRulesInWords({ rules, text }: { rules: HostelFeeRules; text: Text }) {
  return (
    <Box data-testid="fee-rules">
      {rules.rentRefund === 'monthsNotBegun' && rules.messRefund === 'monthsNotBegun' ? (
        <Typography>{text('rulesInWords', { percent: rules.rentDeductionPercent })}</Typography>
      ) : (
        <>
          {rules.rentRefund === 'none' && <Typography>{text('rentNone')}</Typography>}
          {rules.messRefund === 'none' && <Typography>{text('messNone')}</Typography>}
        </>
      )}
    </Box>
  );
}

/** `/app/Hostel/Fees`: the college's terms with each term's fees laid by the office, and the refund rules. */
export function HostelFeesPage() {
  const { t } = useTranslation();
  const roles = useSession()?.roles;
  const manager = can(roles, 'hostel.manage');
  const keeper = can(roles, 'college.terms.manage');
  const terms = useTerms();
  const rules = useFeeRules();
  const text: Text = (key, values) => t(`hostel.fees.${key}`, values);
  return (
    <Box>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <Paper component="section" aria-labelledby="terms-heading" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Typography id="terms-heading" variant="h6" component="h2">
          {text('terms')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {text('termsHint')}
        </Typography>
        {terms.isPending && <Skeleton variant="rounded" height={120} />}
        {terms.isError && <Alert severity="error">{t('hostel.loadFailed', { message: terms.error.message })}</Alert>}
        {terms.data && <TermsTable terms={terms.data.terms} manager={manager} keeper={keeper} text={text} />}
        {keeper && <AddTermForm text={text} />}
      </Paper>
      <Paper component="section" aria-labelledby="fee-rules-heading" sx={{ p: { xs: 1.5, md: 2 }, mt: 3 }}>
        <Typography id="fee-rules-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {text('rules')}
        </Typography>
        {rules.isPending && <Skeleton variant="rounded" height={80} />}
        {rules.isError && <Alert severity="error">{t('hostel.loadFailed', { message: rules.error.message })}</Alert>}
        {rules.data &&
          (manager ? (
            <FeeRulesForm key={JSON.stringify(rules.data)} rules={rules.data} text={text} />
          ) : (
            <FeeRulesInWords rules={rules.data} text={text} />
          ))}
      </Paper>
    </Box>
  );
}
