import { Button, Link, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { can, type Hold, type Member } from '@campus/shared';
import { openPdfBlob } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  getMyClearanceCertificate,
  getMyLibraryCard,
  useCancelMyHold,
  useMyClearance,
  useMyLibrary,
  useRenewMyLoan,
} from '../api/my-library';
import { Empty, FigureTable, Section } from './dashboard-section';

type Loan = Member['loans'][number];

/** A borrower's own books: what is out with its due date and today's fine, what they owe, and Renew. */
export function MyLibrary() {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const me = useMyLibrary();
  const renew = useRenewMyLoan({
    onSuccess: (done) =>
      enqueueSnackbar(t('dashboards.myLibrary.renewed', { title: done.loan.title, due: format.day(done.loan.dueOn) }), {
        variant: 'success',
      }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  // A login that is no member of the library (the server says so) has no such section.
  if (!me.data) return null;
  const out = me.data.loans.filter((l) => l.closedOn === null);
  const text = (key: string) => t(`dashboards.myLibrary.${key}`);
  return (
    <>
      <Section id="my-library" title={text('title')}>
        {me.data.owedPaise > 0 && <Owed member={me.data} />}
        {out.length === 0 ? (
          <Empty>{text('none')}</Empty>
        ) : (
          <FigureTable<Loan>
            label={text('title')}
            rowKey={(l) => l.barcode}
            rows={out}
            columns={[
              { label: text('book'), cell: (l) => l.title },
              {
                label: text('due'),
                nowrap: true,
                cell: (l) =>
                  l.overdue
                    ? t('dashboards.myLibrary.overdue', { due: format.day(l.dueOn), fine: format.money(l.fineTodayPaise) })
                    : format.day(l.dueOn),
              },
              {
                label: text('renew'),
                align: 'right',
                cell: (l) =>
                  l.overdue || l.renewals >= l.renewalsAllowed ? (
                    <Typography variant="body2" color="text.secondary">
                      {l.overdue ? text('returnIt') : text('renewalsUsed')}
                    </Typography>
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={renew.isPending}
                      onClick={() => renew.mutate(l.barcode)}
                      aria-label={t('dashboards.myLibrary.renewTitle', { title: l.title })}
                    >
                      {text('renew')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
        {me.data.kind === 'student' && <MyClearance />}
        <MyCard barcode={me.data.barcode} />
      </Section>
      <MyHolds holds={me.data.holds ?? []} />
    </>
  );
}

/** A borrower's holds: their place in each queue, or the day to collect a copy on the hold shelf, and Cancel. */
function MyHolds({ holds }: { holds: Hold[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useCancelMyHold({
    onSuccess: (done) => enqueueSnackbar(t('dashboards.myHolds.cancelled', { title: done.title }), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  const text = (key: string) => t(`dashboards.myHolds.${key}`);
  return (
    <Section id="my-holds" title={text('title')}>
      {holds.length === 0 ? (
        <Empty>{text('none')}</Empty>
      ) : (
        <FigureTable<Hold>
          label={text('title')}
          rowKey={(h) => String(h.id)}
          rows={holds}
          columns={[
            { label: text('book'), cell: (h) => h.title },
            {
              label: text('status'),
              cell: (h) =>
                h.status === 'ready' ? (
                  <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
                    {t('dashboards.myHolds.ready', { day: format.day(h.pickupBy!) })}
                  </Typography>
                ) : (
                  t('dashboards.myHolds.waiting', { position: h.position ?? 1 })
                ),
            },
            {
              label: text('cancel'),
              align: 'right',
              cell: (h) => (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(h.id)}
                  aria-label={t('dashboards.myHolds.cancelTitle', { title: h.title })}
                >
                  {text('cancel')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Section>
  );
}

/** What the borrower owes; a student pays it in Pay Fees. */
function Owed({ member }: { member: Member }) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSession();
  const payHere = member.kind === 'student' && user !== null && can(user.roles, 'payments.dues');
  return (
    <Typography color="error" sx={{ px: 0.5, mb: 1 }} data-testid="library-owed">
      {t('dashboards.myLibrary.owed', { amount: format.money(member.owedPaise) })}{' '}
      {payHere && (
        <Link component={RouterLink} to="/app/Fees/Pay Fees">
          {t('dashboards.myLibrary.payFees')}
        </Link>
      )}
    </Typography>
  );
}

/** A student's library no-dues: cleared with the certificate, or what stands in the way. */
function MyClearance() {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const clearance = useMyClearance();
  if (!clearance.data) return null;
  const print = () =>
    getMyClearanceCertificate()
      .then((pdf) => openPdfBlob(pdf, `library-no-dues-${clearance.data.barcode}.pdf`))
      .catch((err: Error) => enqueueSnackbar(err.message, { variant: 'error' }));
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, mt: 1 }} data-testid="my-clearance">
      {clearance.data.cleared ? (
        <>
          {t('dashboards.myLibrary.cleared', { day: format.day(clearance.data.asOf) })}{' '}
          <Link component="button" variant="body2" onClick={() => void print()}>
            {t('dashboards.myLibrary.certificate')}
          </Link>
        </>
      ) : (
        t('dashboards.myLibrary.notCleared')
      )}
    </Typography>
  );
}

/** The reader's own library card, to print or keep on the phone. */
function MyCard({ barcode }: { barcode: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const open = () =>
    getMyLibraryCard()
      .then((pdf) => openPdfBlob(pdf, `library-card-${barcode}.pdf`))
      .catch((err: Error) => enqueueSnackbar(err.message, { variant: 'error' }));
  return (
    <Button size="small" variant="outlined" sx={{ mt: 1, ml: 0.5 }} onClick={() => void open()}>
      {t('dashboards.myLibrary.card')}
    </Button>
  );
}
