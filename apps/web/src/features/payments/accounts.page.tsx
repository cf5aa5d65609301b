import Sync from '@mui/icons-material/Sync';
import { Alert, Box, Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type ReconcileAnswer } from '@campus/shared';
import { useSession } from '../../lib/session';
import { PageHeader } from '../../components/page-header';
import { useReconcilePayments } from './api/reconcile-payments';
import { CollectionsSection } from './accounts-collections';
import { HistorySection } from './accounts-history';
import { OrdersSection } from './accounts-orders';
import { ResolveSection } from './accounts-resolve';

export function AccountsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [result, setResult] = useState<ReconcileAnswer | null>(null);
  const resolves = can(useSession()?.roles ?? [], 'payments.resolve');
  const reconcile = useReconcilePayments({
    onSuccess: (answer) => setResult(answer),
    onError: (err) => enqueueSnackbar(t('accounts.reconcileFailed', { message: err.message }), { variant: 'error' }),
  });
  return (
    <Box>
      <PageHeader
        title={t('accounts.title')}
        subtitle={t('accounts.subtitle')}
        actions={
          <Button variant="contained" startIcon={<Sync />} onClick={() => reconcile.mutate()} disabled={reconcile.isPending}>
            {reconcile.isPending ? t('accounts.reconciling') : t('accounts.reconcile')}
          </Button>
        }
      />
      {result && (
        <Alert
          severity={result.flagged > 0 ? 'warning' : 'success'}
          onClose={() => setResult(null)}
          sx={{ mb: 2 }}
          data-testid="reconcile-result"
        >
          {t('accounts.reconciled', { ...result })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {resolves && <ResolveSection />}
        <CollectionsSection />
        <OrdersSection />
        <HistorySection />
      </Box>
    </Box>
  );
}
