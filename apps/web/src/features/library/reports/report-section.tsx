import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadReport } from '../api/library-reports';

type Download = Parameters<ReturnType<typeof useDownloadReport>['mutate']>[0];

interface ReportSectionProps<T> {
  /** The section's heading, and its test id's stem. */
  title: string;
  id: string;
  found: UseQueryResult<T, Error>;
  /** What the heading says under itself (the range, the totals). */
  summary?: (data: T) => ReactNode;
  /** The workbook the download fetches, once the report is there. */
  download?: (data: T) => Download;
  /** Above the report, whether it has come or not (a search). */
  above?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One report: its heading with Download Excel, a bar while it loads, what went wrong and Try again, then the report. */
export function ReportSection<T>({ title, id, found, summary, download, above, children }: ReportSectionProps<T>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const fetching = useDownloadReport({
    onError: (err) => enqueueSnackbar(t('libraryReports.downloadFailed', { message: err.message }), { variant: 'error' }),
  });
  const data = found.data;
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }} data-testid={`${id}-report`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          {data && summary && (
            <Box role="status" sx={{ color: 'text.secondary' }} data-testid={`${id}-summary`}>
              {summary(data)}
            </Box>
          )}
        </Box>
        {download && (
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={!data || fetching.isPending}
            onClick={() => data && fetching.mutate(download(data))}
          >
            {t('libraryReports.download')}
          </Button>
        )}
      </Box>
      {above}
      {found.isFetching && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {found.isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void found.refetch()}>
              {t('libraryReports.retry')}
            </Button>
          }
        >
          {t('libraryReports.loadFailed', { message: found.error.message })}
        </Alert>
      )}
      {data && children(data)}
    </Paper>
  );
}
