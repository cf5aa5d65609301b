import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  FormControlLabel,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { darken } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ExamTitleSummary } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { UploadPanel } from '../../components/upload-panel/upload-panel';
import { useDownloadResultsTemplate } from './api/download-results-template';
import { useStaffExamTitles } from './api/get-staff-exam-titles';
import { useSetExamTitleStatus } from './api/set-exam-title-status';
import { useUploadExamResults } from './api/upload-exam-results';
import { TitleResults } from './components/title-results';
import { usePhoneLayout } from '../../lib/layout';

/** Results for one or more exam titles, saved as drafts; roll numbers and names are checked against the student register. */
function ResultsUploadPanel() {
  const { t } = useTranslation();
  const [ignoreNames, setIgnoreNames] = useState(false);
  const hintId = useId();
  return (
    <Box sx={{ mb: 3 }}>
      <UploadPanel
        title={t('results.admin.uploadTitle')}
        hint={t('results.admin.uploadHint')}
        // Confirmed for one file: the next upload checks the names again unless confirmed again.
        upload={useUploadExamResults(ignoreNames, { onSuccess: () => setIgnoreNames(false) })}
        template={useDownloadResultsTemplate()}
        importedText={(count) => t('results.admin.imported', { count })}
        inputTestId="results-file"
      >
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }} data-testid="reupload-hint">
          {t('results.admin.reuploadHint')}
        </Typography>
        <FormControlLabel
          sx={{ mt: 1, alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={ignoreNames}
              onChange={(e) => setIgnoreNames(e.target.checked)}
              sx={{ mt: -0.75 }}
              slotProps={{ input: { 'aria-describedby': hintId } }}
            />
          }
          label={t('results.admin.ignoreNames')}
        />
        <Typography id={hintId} color="text.secondary" variant="body2" sx={{ ml: 4 }}>
          {t('results.admin.ignoreNamesHint')}
        </Typography>
      </UploadPanel>
    </Box>
  );
}

type Pending = { title: string; action: 'publish' | 'unpublish' } | null;

function TitlesTable({ onShowResults }: { onShowResults: (title: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const titles = useStaffExamTitles();
  const [pending, setPending] = useState<Pending>(null);
  const change = useSetExamTitleStatus({
    onSuccess: (_data, p) => {
      enqueueSnackbar(t(p.action === 'publish' ? 'results.admin.didPublish' : 'results.admin.didUnpublish', { title: p.title }), {
        variant: 'success',
      });
    },
    onError: (err: Error) => enqueueSnackbar(err.message, { variant: 'error' }),
    onSettled: () => setPending(null),
  });
  const phone = usePhoneLayout('md');
  // Times of the college's day, wherever the browser is.
  const date = (iso: string | null) => (iso ? format.dateTime(iso) : '—');
  const actions = (r: ExamTitleSummary) => (
    <>
      <Button size="small" onClick={() => onShowResults(r.title)} aria-label={t('results.admin.showResultsOf', { title: r.title })}>
        {t('results.admin.showResults')}
      </Button>
      {r.status === 'published' && (
        <Button size="small" component={Link} to={`/results/${encodeURIComponent(r.title)}`}>
          {t('results.admin.view')}
        </Button>
      )}
      <Button
        size="small"
        variant={r.status === 'published' ? 'outlined' : 'contained'}
        color={r.status === 'published' ? 'warning' : 'primary'}
        // Orange text on white reads at 3:1; a darker shade of it reaches the 4.5:1 of WCAG 1.4.3.
        sx={r.status === 'published' ? { color: (th) => darken(th.palette.warning.main, 0.3) } : undefined}
        onClick={() => setPending({ title: r.title, action: r.status === 'published' ? 'unpublish' : 'publish' })}
      >
        {r.status === 'published' ? t('results.admin.unpublish') : t('results.admin.publish')}
      </Button>
    </>
  );
  if (titles.isLoading) return <CircularProgress />;
  if (titles.isError) return <Alert severity="error">{t('results.admin.loadFailed')}</Alert>;
  const rows: ExamTitleSummary[] = titles.data ?? [];
  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
        {t('results.admin.titles')}
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">{t('results.admin.noTitles')}</Alert>
      ) : phone ? (
        <Box sx={{ display: 'grid', gap: 1 }} data-testid="staff-titles">
          {rows.map((r) => (
            <Paper key={r.title} variant="outlined" sx={{ p: 1.5 }} data-title={r.title}>
              <Typography sx={{ fontWeight: 600 }}>{r.title}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1, fontSize: 14, color: 'text.secondary' }}>
                <Chip size="small" color={r.status === 'published' ? 'success' : 'default'} label={t(`results.admin.${r.status}`)} />
                <span>
                  {t('results.admin.students')}: {format.number(r.students)}
                </span>
                <span>
                  {t('results.admin.passPercent')}: {format.number(r.passPercent, 1)}
                </span>
                {r.publishedAt && <span>{date(r.publishedAt)}</span>}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{actions(r)}</Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="staff-titles">
            <TableHead>
              <TableRow>
                <TableCell>{t('results.admin.examTitle')}</TableCell>
                <TableCell>{t('results.admin.status')}</TableCell>
                <TableCell align="right">{t('results.admin.students')}</TableCell>
                <TableCell align="right">{t('results.admin.records')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('results.admin.passPercent')}
                </TableCell>
                <TableCell>{t('results.admin.publishedAt')}</TableCell>
                <TableCell align="right">{t('results.admin.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.title} data-title={r.title}>
                  <TableCell sx={{ minWidth: 220, fontWeight: 600 }}>{r.title}</TableCell>
                  <TableCell>
                    <Chip size="small" color={r.status === 'published' ? 'success' : 'default'} label={t(`results.admin.${r.status}`)} />
                  </TableCell>
                  <TableCell align="right">{format.number(r.students)}</TableCell>
                  <TableCell align="right">{format.number(r.records)}</TableCell>
                  <TableCell align="right">{format.number(r.passPercent, 1)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(r.publishedAt)}</TableCell>
                  <TableCell align="right" sx={{ minWidth: 180 }}>
                    {/* Beside the other columns, three buttons may not fit a laptop's width: they wrap. */}
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>{actions(r)}</Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Dialog open={Boolean(pending)} onClose={() => !change.isPending && setPending(null)}>
        <DialogContent>
          <DialogContentText>
            {pending &&
              t(pending.action === 'publish' ? 'results.admin.confirmPublish' : 'results.admin.confirmUnpublish', { title: pending.title })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" onClick={() => pending && change.mutate(pending)} disabled={change.isPending}>
            {pending?.action === 'unpublish' ? t('results.admin.unpublish') : t('results.admin.publish')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/** `/app/Examinations/Results`: upload, drafts and publication for examination staff; `?title=` shows a title's results. */
export function ResultsAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = params.get('title');
  const resultsRef = useRef<HTMLDivElement>(null);
  const show = (title: string) => {
    setParams({ title });
    // After the panel is drawn: it lies below the list of titles.
    setTimeout(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 0);
  };
  return (
    <Box>
      <PageHeader title={t('results.admin.title')} subtitle={t('results.admin.subtitle')} />
      <ResultsUploadPanel />
      <TitlesTable onShowResults={show} />
      <Box ref={resultsRef} sx={{ scrollMarginTop: 80 }}>
        {shown && <TitleResults key={shown} title={shown} onClose={() => setParams({})} />}
      </Box>
    </Box>
  );
}
