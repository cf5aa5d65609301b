import { Alert, Box, Button, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, waiverFormSchema, type LibraryCharge, type Member } from '@campus/shared';
import { FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { RowsView, type PagedColumn } from '../../../components/paged-table';
import { openPdfBlob, serverMessage } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { getClearanceCertificate, useClearance, useWaiveCharge } from '../api/dues';
import { FormDialog } from '../../../components/form/form-dialog';

/** The incharge waives part or all of what is unpaid of a charge, and says why. */
function WaiverDialog({ charge, onClose }: { charge: LibraryCharge; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const schema = useMemo(() => waiverFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(schema, { amountPaise: f.moneyInput(charge.unpaidPaise), reason: '' });
  const waive = useWaiveCharge({
    onSuccess: (_member, { waiver }) => {
      enqueueSnackbar(t('libraryDues.waived', { amount: f.money(waiver.amountPaise), title: charge.title }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('libraryDues.waiveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('libraryDues.waiveHeading', { title: charge.title })}
      id="waive-heading"
      busy={waive.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((waiver) => waive.mutate({ id: charge.id, waiver }))()}
    >
      <FormTextField
        control={form.control}
        name="amountPaise"
        id="waive-amount"
        label={t('libraryDues.amount')}
        helperText={t('libraryDues.unpaidOf', { amount: f.money(charge.unpaidPaise) })}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
      />
      <FormTextField
        control={form.control}
        name="reason"
        id="waive-reason"
        label={t('libraryDues.reason')}
        helperText={t('libraryDues.reasonHint')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </FormDialog>
  );
}

function useChargeColumns(): PagedColumn<LibraryCharge>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`libraryDues.columns.${key}`);
  return [
    {
      key: 'what',
      header: col('what'),
      card: 'title',
      sx: { minWidth: 180 },
      cell: (c) => (
        <>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t(`libraryDues.kinds.${c.kind}`)}
          </Box>
          {': '}
          {c.title} ({c.accessionNumber})
        </>
      ),
    },
    { key: 'on', header: col('on'), nowrap: true, cell: (c) => (c.chargedOn ? f.day(c.chargedOn) : '—') },
    { key: 'amount', header: col('amount'), align: 'right', nowrap: true, cell: (c) => f.money(c.amountPaise) },
    { key: 'paid', header: col('paid'), align: 'right', nowrap: true, cell: (c) => f.money(c.paidPaise) },
    {
      key: 'waived',
      header: col('waived'),
      cell: (c) =>
        c.waivedPaise > 0 ? (
          <>
            {f.money(c.waivedPaise)}
            {c.waiverReason && (
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {c.waiverReason}
              </Typography>
            )}
          </>
        ) : (
          f.money(0)
        ),
    },
    {
      key: 'unpaid',
      header: col('unpaid'),
      align: 'right',
      nowrap: true,
      card: 'primary',
      sx: { fontWeight: 600 },
      cell: (c) => f.money(c.unpaidPaise),
    },
  ];
}

/** A member's fines and charges at the desk: paid (a student's through Pay Fees), waived, unpaid; the incharge may waive. */
export function MemberCharges({ member }: { member: Member }) {
  const { t } = useTranslation();
  const user = useSession();
  const columns = useChargeColumns();
  const [waiving, setWaiving] = useState<LibraryCharge | null>(null);
  const mayWaive = user ? can(user.roles, 'library.charges.waive') : false;
  if (member.charges.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('libraryDues.heading')}
      </Typography>
      {member.kind === 'student' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('libraryDues.paidInPayFees')}
        </Typography>
      )}
      <RowsView
        label={t('libraryDues.chargesOf', { name: member.name })}
        testId="charges-table"
        columns={columns}
        rows={member.charges}
        rowKey={(c) => c.id}
        rowAttributes={(c) => ({ 'data-charge': String(c.id) })}
        actions={
          mayWaive
            ? (c) =>
                c.unpaidPaise > 0 ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setWaiving(c)}
                    aria-label={t('libraryDues.waiveFor', { title: c.title })}
                  >
                    {t('libraryDues.waive')}
                  </Button>
                ) : null
            : undefined
        }
        cardsBelow="md"
      />
      {waiving && <WaiverDialog charge={waiving} onClose={() => setWaiving(null)} />}
    </Box>
  );
}

/** Whether the library clears a member (nothing on loan, nothing owed), with the no-dues certificate when it does. */
export function MemberClearance({ barcode }: { barcode: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const clearance = useClearance(barcode);
  if (clearance.isError) return <Alert severity="error">{clearance.error.message}</Alert>;
  if (!clearance.data) return null;
  const { cleared, reasons, asOf, name } = clearance.data;
  const print = () =>
    getClearanceCertificate(barcode)
      .then((pdf) => openPdfBlob(pdf, `library-no-dues-${barcode}.pdf`))
      .catch((err: Error) => enqueueSnackbar(err.message, { variant: 'error' }));
  return (
    <Alert severity={cleared ? 'success' : 'info'} data-testid="clearance">
      {cleared ? (
        <>
          {t('libraryDues.cleared', { name, day: f.day(asOf) })}
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={() => void print()}>
              {t('libraryDues.certificate')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          {t('libraryDues.notCleared', { name })}
          {reasons.map((r) => (
            <Box key={r.key ?? r.message}>{serverMessage(r)}</Box>
          ))}
        </>
      )}
    </Alert>
  );
}
