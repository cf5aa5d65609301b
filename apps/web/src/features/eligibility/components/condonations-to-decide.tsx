import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { condonationDecisionSchema, type Condonation } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { LoadFailed } from '../../../components/list-head';
import { RowsView, type PagedColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { useDecideCondonation, usePendingCondonations } from '../api/eligibility';

/** Refuse: the reason is required, checked here as the server checks it. */
function RefuseDialog({
  condonation,
  onDone,
  onClose,
}: {
  condonation: Condonation;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(condonationDecisionSchema, { approve: false, remark: '' });
  const decide = useDecideCondonation({
    onSuccess: () => {
      enqueueSnackbar(t('eligibility.decide.refused', { roll: condonation.rollNumber }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) {
        onDone(err.message);
        onClose();
      }
    },
  });
  return (
    <FormDialog
      heading={t('eligibility.decide.refuseHeading', { roll: condonation.rollNumber })}
      id="refuse-condonation-heading"
      busy={decide.isPending}
      submit={t('eligibility.decide.refuse')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => decide.mutate({ id: condonation.id, approve: false, remark: input.remark }))()}
    >
      <FormTextField
        control={form.control}
        name="remark"
        id="refuse-condonation-remark"
        label={t('eligibility.decide.remark')}
        helperText={t('eligibility.decide.remarkHint')}
        required
        multiline
        minRows={2}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}

/** The head's condonations waiting for a decision: each approved once its fee is paid, or refused with a reason. */
export function CondonationsToDecide() {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const pending = usePendingCondonations();
  const [refusing, setRefusing] = useState<Condonation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideCondonation({
    onSuccess: (c) => {
      setProblem(null);
      enqueueSnackbar(t('eligibility.decide.approved', { roll: c.rollNumber }), { variant: 'success' });
    },
    onError: (err) => setProblem(err.message),
  });
  const col = (key: string) => t(`eligibility.decide.columns.${key}`);
  const columns: PagedColumn<Condonation>[] = [
    {
      key: 'rollNumber',
      header: col('rollNumber'),
      cell: (c) => c.rollNumber,
      card: 'title',
      nowrap: true,
      sx: { fontFamily: 'monospace', fontWeight: 600 },
    },
    { key: 'fullName', header: col('fullName'), cell: (c) => c.fullName, card: 'primary', sx: { minWidth: 160 } },
    { key: 'section', header: col('section'), cell: (c) => c.section, card: 'secondary' },
    { key: 'percent', header: col('percent'), cell: (c) => f.percent(c.percent), align: 'right', nowrap: true },
    {
      key: 'fee',
      header: col('fee'),
      cell: (c) => (
        <Box>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {t('eligibility.decide.feePaid', { paid: f.money(c.paidPaise), fee: f.money(c.feePaise) })}
          </Box>
          {c.paidPaise < c.feePaise && (
            <Box component="span" sx={{ display: 'block', color: 'warning.main', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {t('eligibility.decide.feeOwed', { owed: f.money(c.feePaise - c.paidPaise) })}
            </Box>
          )}
        </Box>
      ),
    },
  ];
  return (
    <Paper component="section" aria-labelledby="condonations-heading" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
      <Typography variant="h6" component="h2" id="condonations-heading">
        {t('eligibility.decide.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('eligibility.decide.intro')}
      </Typography>
      {problem && (
        <Alert severity="error" data-testid="decision-problem" onClose={() => setProblem(null)} sx={{ mb: 1.5 }}>
          {t('eligibility.decide.failed', { message: problem })}
        </Alert>
      )}
      {pending.isPending && <Skeleton variant="rounded" height={80} />}
      {pending.isError && <LoadFailed error={pending.error} retry={pending.refetch} />}
      {pending.data &&
        (pending.data.rows.length === 0 ? (
          <Alert severity="info">{t('eligibility.decide.empty')}</Alert>
        ) : (
          <RowsView
            label={t('eligibility.decide.label')}
            testId="condonations"
            columns={columns}
            rows={pending.data.rows}
            rowKey={(c) => c.id}
            rowAttributes={(c) => ({ 'data-condonation': c.rollNumber })}
            rowTone={(c) => (c.paidPaise < c.feePaise ? 'warning' : undefined)}
            actions={(c) => (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: c.id, approve: true, remark: null })}
                  aria-label={`${t('eligibility.decide.approve')} ${c.rollNumber}`}
                >
                  {t('eligibility.decide.approve')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => setRefusing(c)}
                  aria-label={`${t('eligibility.decide.refuse')} ${c.rollNumber}`}
                >
                  {t('eligibility.decide.refuse')}
                </Button>
              </Box>
            )}
            cardsBelow="md"
          />
        ))}
      {refusing && <RefuseDialog condonation={refusing} onDone={setProblem} onClose={() => setRefusing(null)} />}
    </Paper>
  );
}
