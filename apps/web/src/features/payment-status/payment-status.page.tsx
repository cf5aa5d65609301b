import { Alert, AppBar, Box, Button, CircularProgress, Container, Stack, Toolbar, Typography } from '@mui/material';
import type { VerifiedPayment } from '@campus/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useFormat } from '../../lib/format';
import { signInAndReturn } from '../../lib/next-page';
import { useSession } from '../../lib/session';
import { useRetryPayment } from './api/retry-payment';
import { useVerifyPayment } from './api/verify-payment';
import { ReceiptLink } from './components/receipt-link';
import failImage from './images/payment-fail.svg';
import successImage from './images/payment-success.svg';

/** Where a student (or a parent, or fee staff) chooses what to pay. */
const PAY_FEES = '/app/Fees/Pay Fees';

/**
 * The gateway's way back (`/lyra/payment/status` and the three like it). The address bar's vads_*
 * values are only display hints: the outcome shown is the one the server verified with the gateway,
 * so a typed `vads_charge_status=PAID` for an unpaid charge shows 'Payment Fail'.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? params.get('vads_order_id') ?? '';
  const signedIn = useSession() !== null;
  const query = useVerifyPayment(orderId, params.toString(), signedIn);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={1}>
        <Toolbar sx={{ gap: 1.5 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('paymentStatus.title')}
          </Typography>
          <Button color="inherit" component={Link} to="/">
            {t('paymentStatus.home')}
          </Button>
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        {!orderId && <Outcome paid={false} problem={t('paymentStatus.noOrder')} />}
        {orderId && query.isPending && <Verifying />}
        {orderId && query.isError && <Outcome paid={false} problem={problemOf(query.error)} />}
        {query.data && (
          <Outcome
            paid={query.data.payment.status === 'PAID'}
            payment={query.data.payment}
            signedIn={query.data.signedIn}
            checking={query.isFetching}
            onCheckAgain={() => void query.refetch()}
          />
        )}
      </Container>
    </Box>
  );
}

function Verifying() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {t('paymentStatus.verifying')}
      </Typography>
    </Box>
  );
}

function problemOf(error: Error): string {
  return error.message;
}

function Outcome({
  paid,
  payment,
  problem,
  signedIn = true,
  checking = false,
  onCheckAgain,
}: {
  paid: boolean;
  payment?: VerifiedPayment;
  problem?: string;
  signedIn?: boolean;
  checking?: boolean;
  onCheckAgain?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <>
      <Box component="img" src={paid ? successImage : failImage} alt="" sx={{ width: 96, height: 96 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 2 }} data-testid="payment-outcome">
        {paid ? t('paymentStatus.success') : t('paymentStatus.fail')}
      </Typography>
      {paid && <Typography sx={{ mt: 1 }}>{t('paymentStatus.thanks')}</Typography>}
      {!signedIn && (
        <Alert
          severity="info"
          sx={{ mt: 2, textAlign: 'left' }}
          action={
            <Button color="inherit" component={Link} to={signInAndReturn(`${pathname}${search}`)}>
              {t('paymentStatus.signIn')}
            </Button>
          }
        >
          {paid ? t('paymentStatus.signInForReceipt') : t('paymentStatus.signInForFees')}
        </Alert>
      )}
      {problem && (
        <Alert severity="warning" sx={{ mt: 2, textAlign: 'left' }}>
          {problem === t('paymentStatus.noOrder') ? problem : t('paymentStatus.notVerified', { reason: problem })}
        </Alert>
      )}
      {payment?.status === 'PENDING' && (
        <Alert
          severity="info"
          sx={{ mt: 2, textAlign: 'left' }}
          action={
            onCheckAgain && (
              <Button color="inherit" onClick={onCheckAgain} disabled={checking}>
                {t('paymentStatus.checkAgain')}
              </Button>
            )
          }
        >
          {t('paymentStatus.pending')}
        </Alert>
      )}
      {payment && (payment.status === 'DROPPED' || payment.status === 'EXPIRED') && (
        <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }}>
          {t('paymentStatus.debited')}
        </Alert>
      )}
      {payment && <TransactionDetails payment={payment} />}
      {!paid && payment && signedIn && <NextSteps payment={payment} />}
      {paid && payment?.receiptNo && (
        <Box sx={{ mt: 3 }}>
          <ReceiptLink receiptNo={payment.receiptNo} />
        </Box>
      )}
    </>
  );
}

/** After a declined or expired payment: Try again (a new charge for the same dues) and Back to fees. */
function NextSteps({ payment }: { payment: VerifiedPayment }) {
  const { t } = useTranslation();
  const retry = useRetryPayment({ onSuccess: ({ paymentLink }) => window.location.assign(paymentLink) });
  const retryable = payment.status === 'DROPPED' || payment.status === 'EXPIRED';
  return (
    <Box sx={{ mt: 3 }}>
      {retry.isError && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {retry.error.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {retryable && (
          <Button
            variant="contained"
            disabled={retry.isPending || retry.isSuccess}
            startIcon={retry.isPending || retry.isSuccess ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            onClick={() => retry.mutate(payment.orderId)}
          >
            {t('paymentStatus.tryAgain')}
          </Button>
        )}
        <Button variant={retryable ? 'outlined' : 'contained'} component={Link} to={PAY_FEES}>
          {t('paymentStatus.backToFees')}
        </Button>
      </Stack>
    </Box>
  );
}

function TransactionDetails({ payment }: { payment: VerifiedPayment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, string][] = [
    [t('paymentStatus.transactionId'), payment.transactionId ?? '—'],
    [t('paymentStatus.amount'), format.money(payment.amountPaise)],
    [t('paymentStatus.date'), payment.date ? format.day(payment.date) : '—'],
    [t('paymentStatus.status'), payment.status],
    [t('paymentStatus.rollNumber'), payment.rollNumber],
  ];
  return (
    <Box component="section" sx={{ mt: 4, textAlign: 'left' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('paymentStatus.details')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'break-word' }} data-testid={`detail-${label}`}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
