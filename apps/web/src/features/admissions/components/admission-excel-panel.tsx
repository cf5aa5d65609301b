import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, UPLOAD_FIELD, type UploadProgress, type UploadRowError, type UploadSuccess } from '@campus/shared';
import { api, apiBlob, ApiRequestError, downloadBlob, uploadWithProgress } from '../../../lib/api';
import { UploadErrorsTable } from './upload-errors-table';

const EXCEL = /\.(xlsx|xls)$/i;

type State =
  | { kind: 'idle' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'processing'; progress: UploadProgress | null }
  | { kind: 'done'; imported: number }
  | { kind: 'failed'; message: string; errors: UploadRowError[] };

const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`);

/** Download the template, choose a workbook, upload it all-or-nothing, and read per-row errors. */
export function AdmissionExcelPanel() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const polling = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopPolling = () => {
    if (polling.current) clearInterval(polling.current);
    polling.current = null;
  };
  useEffect(() => stopPolling, []);

  const downloadTemplate = async () => {
    try {
      downloadBlob(await apiBlob('getExcelForNewAdmissions'), 'New Admissions Template.xlsx');
    } catch (err) {
      enqueueSnackbar((err as Error).message, { variant: 'error' });
    }
  };

  const choose = (f: File | undefined) => {
    if (!f) return;
    if (!EXCEL.test(f.name)) {
      enqueueSnackbar(t('studentAdmission.excel.wrongType'), { variant: 'error' });
      return;
    }
    setFile(f);
    setState({ kind: 'idle' });
  };

  const remove = () => {
    setFile(null);
    setState({ kind: 'idle' });
    if (input.current) input.current.value = '';
  };

  const followImport = (progressId: string) => {
    stopPolling();
    polling.current = setInterval(async () => {
      try {
        const progress = await api<UploadProgress>(`uploads/progress/${progressId}`);
        setState((s) => (s.kind === 'processing' ? { kind: 'processing', progress } : s));
      } catch {
        /* progress is a comfort; the upload answer decides */
      }
    }, 400);
  };

  const upload = async () => {
    if (!file) {
      enqueueSnackbar(t('studentAdmission.excel.chooseFirst'), { variant: 'error' });
      return;
    }
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    const progressId = newId();
    setState({ kind: 'sending', fraction: 0 });
    try {
      const answer = await uploadWithProgress<UploadSuccess>(
        'masterDataExcelsUploads',
        form,
        (fraction) => {
          if (fraction < 1) return setState({ kind: 'sending', fraction });
          setState({ kind: 'processing', progress: null });
          followImport(progressId);
        },
        { fileType: 'newAdmissionsForm', progressId },
      );
      stopPolling();
      setState({ kind: 'done', imported: answer.imported });
      enqueueSnackbar(answer.message || MESSAGES.excelUploaded, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    } catch (err) {
      stopPolling();
      const body = err instanceof ApiRequestError ? err.body : null;
      const message = err instanceof Error && err.message ? err.message : MESSAGES.excelUploadFailed;
      setState({ kind: 'failed', message, errors: body?.errors ?? [] });
      enqueueSnackbar(MESSAGES.excelUploadFailed, { variant: 'error' });
    }
  };

  const busy = state.kind === 'sending' || state.kind === 'processing';
  const progressText = () => {
    if (state.kind === 'sending') return t('studentAdmission.excel.sending', { percent: Math.round(state.fraction * 100) });
    if (state.kind !== 'processing') return '';
    const p = state.progress;
    if (p?.phase === 'validating') return t('studentAdmission.excel.validating', { done: p.done, total: p.total });
    if (p?.phase === 'importing') return t('studentAdmission.excel.importing', { done: p.done, total: p.total });
    return t('studentAdmission.excel.reading');
  };
  const processingValue =
    state.kind === 'processing' && state.progress && state.progress.total > 0
      ? (100 * state.progress.done) / state.progress.total
      : undefined;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {t('studentAdmission.excel.title')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('studentAdmission.excel.hint')}
        </Typography>
      </Box>
      <Box>
        <Button variant="outlined" startIcon={<Download />} onClick={() => void downloadTemplate()}>
          {t('studentAdmission.excel.template')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" component="label" startIcon={<UploadFile />} disabled={busy}>
          {t('studentAdmission.excel.choose')}
          <input
            ref={input}
            hidden
            type="file"
            data-testid="excel-input"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 160, wordBreak: 'break-all' }} data-testid="excel-file-name">
          {file?.name ?? t('studentAdmission.excel.noFile')}
        </Typography>
        <Button color="inherit" onClick={remove} disabled={!file || busy}>
          {t('studentAdmission.excel.remove')}
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={busy}>
          {t('studentAdmission.excel.upload')}
        </Button>
      </Box>

      {busy && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={state.kind === 'sending' ? 'determinate' : processingValue === undefined ? 'indeterminate' : 'determinate'}
            value={state.kind === 'sending' ? state.fraction * 100 : processingValue}
            aria-label={progressText()}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {progressText()}
          </Typography>
        </Box>
      )}
      {state.kind === 'done' && (
        <Alert severity="success">
          <strong>{MESSAGES.excelUploaded}</strong> {t('studentAdmission.excel.imported', { count: state.imported })}
        </Alert>
      )}
      {state.kind === 'failed' && <UploadErrorsTable message={state.message} errors={state.errors} fileName={file?.name ?? 'upload'} />}
    </Paper>
  );
}
