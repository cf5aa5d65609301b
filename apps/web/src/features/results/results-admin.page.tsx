import CloudUpload from '@mui/icons-material/CloudUpload';
import FileDownload from '@mui/icons-material/FileDownload';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { darken } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExamTitleSummary, UploadRowError } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { apiBlob, ApiRequestError, downloadBlob } from '../../lib/api';
import { resultsApi } from './results-api';

function UploadPanel({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [errors, setErrors] = useState<UploadRowError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (f: File) => resultsApi.upload(f, setProgress),
    onMutate: () => {
      setErrors([]);
      setFailure(null);
      setProgress(0);
    },
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message || t('results.admin.uploaded'), { variant: 'success' });
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
    },
    onError: (err) => {
      const message = err instanceof ApiRequestError ? err.message : t('results.admin.uploadFailed');
      setFailure(message);
      setErrors(err instanceof ApiRequestError ? (err.body?.errors ?? []) : []);
      enqueueSnackbar(t('results.admin.uploadFailed'), { variant: 'error' });
    },
  });

  const template = useMutation({
    mutationFn: () => apiBlob('exam-results/template'),
    onSuccess: (blob) => downloadBlob(blob, 'exam-results-template.xlsx'),
    onError: (err: Error) => enqueueSnackbar(err.message, { variant: 'error' }),
  });

  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('results.admin.uploadTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, fontSize: 14 }}>
        {t('results.admin.uploadHint')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, fontSize: 14 }} data-testid="reupload-hint">
        {t('results.admin.reuploadHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="text" startIcon={<FileDownload />} onClick={() => template.mutate()} disabled={template.isPending}>
          {t('results.admin.template')}
        </Button>
        <Button variant="outlined" component="label">
          {t('results.admin.choose')}
          <input
            ref={input}
            hidden
            type="file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            data-testid="results-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors([]);
              setFailure(null);
            }}
          />
        </Button>
        {file && (
          <Chip
            label={file.name}
            onDelete={() => {
              setFile(null);
              if (input.current) input.current.value = '';
            }}
          />
        )}
        <Button
          variant="contained"
          startIcon={upload.isPending ? <CircularProgress size={18} color="inherit" /> : <CloudUpload />}
          disabled={upload.isPending}
          onClick={() => (file ? upload.mutate(file) : enqueueSnackbar(t('results.admin.noFile'), { variant: 'warning' }))}
        >
          {upload.isPending ? t('results.admin.uploading') : t('results.admin.upload')}
        </Button>
      </Box>
      {upload.isPending && (
        <LinearProgress variant={progress < 1 ? 'determinate' : 'indeterminate'} value={progress * 100} sx={{ mt: 2 }} />
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="upload-failure">
          {errors.length > 0 ? (
            <>
              <AlertTitle>{t('results.admin.uploadFailed')}</AlertTitle>
              {t('results.admin.rowErrors')}
            </>
          ) : (
            failure
          )}
        </Alert>
      )}
      {errors.length > 0 && (
        <TableContainer sx={{ maxHeight: 320, mt: 1 }}>
          <Table size="small" stickyHeader data-testid="upload-errors">
            <TableHead>
              <TableRow>
                <TableCell>{t('results.admin.row')}</TableCell>
                <TableCell>{t('results.admin.column')}</TableCell>
                <TableCell>{t('results.admin.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {errors.map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{e.row ?? ''}</TableCell>
                  <TableCell>{e.column ?? ''}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

type Pending = { title: string; action: 'publish' | 'unpublish' } | null;

function TitlesTable() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const titles = useQuery({ queryKey: ['staffExamTitles'], queryFn: resultsApi.staffTitles });
  const [pending, setPending] = useState<Pending>(null);
  const change = useMutation({
    mutationFn: (p: NonNullable<Pending>) => resultsApi.setStatus(p.title, p.action),
    onSuccess: (_data, p) => {
      enqueueSnackbar(t(p.action === 'publish' ? 'results.admin.didPublish' : 'results.admin.didUnpublish', { title: p.title }), {
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: ['staffExamTitles'] });
      void queryClient.invalidateQueries({ queryKey: ['examTitles'] });
    },
    onError: (err: Error) => enqueueSnackbar(err.message, { variant: 'error' }),
    onSettled: () => setPending(null),
  });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const actions = (r: ExamTitleSummary) => (
    <>
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
                  {t('results.admin.students')}: {r.students}
                </span>
                <span>
                  {t('results.admin.passPercent')}: {r.passPercent.toFixed(1)}
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
                  <TableCell align="right">{r.students}</TableCell>
                  <TableCell align="right">{r.records}</TableCell>
                  <TableCell align="right">{r.passPercent.toFixed(1)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(r.publishedAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(r)}
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

/** `/app/Examinations/Results`: upload, drafts and publication for examination staff. */
export function ResultsAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Box>
      <PageHeader title={t('results.admin.title')} subtitle={t('results.admin.subtitle')} />
      <UploadPanel onUploaded={() => void queryClient.invalidateQueries({ queryKey: ['staffExamTitles'] })} />
      <TitlesTable />
    </Box>
  );
}
