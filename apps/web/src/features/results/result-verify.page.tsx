import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../lib/format';
import { useResultVerification } from './api/get-result-verification';
import { PublicShell } from '../../components/public-shell';
import { ResultView } from './components/result-view';

/** `/results/verify/{code}`: where the QR code of a grade sheet leads. */
export function ResultVerifyPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const query = useResultVerification(code);
  const format = useFormat();
  const data = query.data;
  return (
    <PublicShell title={t('results.title')} titleLink="/examresults">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('results.verifyTitle')}
      </Typography>
      {query.isLoading && <Skeleton variant="rounded" height={240} />}
      {query.isError && <Alert severity="error">{t('results.verifyFailed')}</Alert>}
      {data && (
        <>
          <Alert icon={<VerifiedOutlined />} severity="success" sx={{ mb: 2 }} data-testid="verified">
            {t('results.verified', { college: data.collegeName })}
            <Box component="div" sx={{ mt: 0.5, fontSize: 13 }}>
              {t('results.verificationCode')}: <b>{data.code}</b>
              {data.publishedAt && <> · {t('results.publishedOn', { date: format.day(data.publishedAt) })}</>}
            </Box>
          </Alert>
          <ResultView result={data.result} examTitle={data.examTitle} />
        </>
      )}
    </PublicShell>
  );
}
