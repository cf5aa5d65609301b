import CancelOutlined from '@mui/icons-material/CancelOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicShell } from '../../components/public-shell';
import { useFormat } from '../../lib/format';
import { usePassVerification } from './api/passes';

/** `/bus-pass/verify/{code}`: where a bus pass's QR code leads; a conductor reads it on a phone at the bus door. */
export function BusPassVerifyPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const code = useParams().code ?? '';
  const query = usePassVerification(code);
  const data = query.data;
  const valid = data?.state === 'valid';
  return (
    <PublicShell title={t('transport.verify.title')} titleLink="/">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('transport.verify.title')}
      </Typography>
      {query.isPending && <Skeleton variant="rounded" height={220} />}
      {query.isError && (
        <Alert severity="error" icon={<CancelOutlined />} data-testid="pass-state">
          {t('transport.verify.failed')}
        </Alert>
      )}
      {data && (
        <>
          <Alert
            severity={valid ? 'success' : 'error'}
            icon={valid ? <VerifiedOutlined fontSize="large" /> : <CancelOutlined fontSize="large" />}
            data-testid="pass-state"
            sx={{ fontSize: 20, fontWeight: 700, alignItems: 'center', mb: 2 }}
          >
            {valid ? t('transport.verify.valid', { college: data.collegeName }) : t(`transport.verify.${data.state}`)}
          </Alert>
          <Paper sx={{ p: 2 }}>
            {(
              [
                ['name', data.studentName],
                ['route', `${data.routeCode} · ${data.routeName}`],
                ['stop', data.stopName],
                ['validUntil', f.day(data.validUntil)],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { border: 0 } }}>
                <Typography variant="body2" color="text.secondary">
                  {t(`transport.verify.${key}`)}
                </Typography>
                <Typography sx={{ fontSize: 20, fontWeight: 600 }}>{value}</Typography>
              </Box>
            ))}
          </Paper>
        </>
      )}
    </PublicShell>
  );
}
