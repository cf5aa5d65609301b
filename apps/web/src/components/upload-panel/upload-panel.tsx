import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type UploadSuccess } from '@campus/shared';
import { ApiRequestError, keyedMessage, serverMessage } from '../../lib/api';
import { newProgressId, useUploadProgress, type ExcelUpload } from '../../lib/uploads';
import { UploadErrorsTable, type UploadErrorsWording } from './upload-errors-table';
import { uploadStatus, type UploadStatus } from './upload-status';

/** What files a panel takes: the names it accepts, the file picker's filter, and what it says of another. */
interface UploadFileKind {
  pattern: RegExp;
  accept: string;
  /** "Please choose an .xlsx or .xls file" */
  wrongType: string;
  /** "Please choose an Excel file first" */
  chooseFirst: string;
  /** The progress line's words where the file is not a workbook of rows: reading a MARC file, checking its records. */
  progress?: Partial<Record<Exclude<UploadStatus['text'], 'sending'>, (values: Record<string, number>) => string>>;
  /** How a refused file is told of: its snackbar, and the words of its error table (a workbook's rows, a MARC file's records). */
  refused?: { failed: string } & UploadErrorsWording;
}

const EXCEL = /\.(xlsx|xls)$/i;
const EXCEL_ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

export interface UploadPanelProps {
  title: string;
  hint: string;
  /** Shown under the hint (a screen's own notes). */
  children?: ReactNode;
  /** The feature's upload mutation (its file type, and what it invalidates once imported). */
  upload: UseMutationResult<UploadSuccess, Error, ExcelUpload>;
  /** The feature's template download, if it has one. */
  template?: UseMutationResult<void, Error, void>;
  /** Files other than Excel workbooks (a MARC file). */
  fileKind?: UploadFileKind;
  /** "2 students imported.", after the server's success message. */
  importedText: (count: number) => string;
  inputTestId?: string;
}

/**
 * Download the template, choose a workbook, upload it all-or-nothing with its progress, and read
 * the rows to correct (on screen and as CSV). Every bulk upload of the site uses this panel.
 */
export function UploadPanel({
  title,
  hint,
  children,
  upload,
  template,
  fileKind,
  importedText,
  inputTestId = 'excel-input',
}: UploadPanelProps) {
  const { t } = useTranslation();
  const kind = fileKind ?? { pattern: EXCEL, accept: EXCEL_ACCEPT, wrongType: t('upload.wrongType'), chooseFirst: t('upload.chooseFirst') };
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [attempt, setAttempt] = useState<{ progressId: string; sent: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const busy = upload.isPending;
  const processing = busy && attempt !== null && attempt.sent >= 1;
  const progress = useUploadProgress(attempt?.progressId ?? null, processing);

  const choose = (f: File | undefined) => {
    if (!f) return;
    if (!kind.pattern.test(f.name)) {
      enqueueSnackbar(kind.wrongType, { variant: 'error' });
      return;
    }
    setFile(f);
    upload.reset();
  };

  const remove = () => {
    setFile(null);
    upload.reset();
    if (input.current) input.current.value = '';
  };

  const send = () => {
    if (!file) {
      enqueueSnackbar(kind.chooseFirst, { variant: 'error' });
      return;
    }
    const progressId = newProgressId();
    const onSent = (sent: number) => setAttempt((a) => (a?.progressId === progressId ? { progressId, sent } : a));
    setAttempt({ progressId, sent: 0 });
    upload.mutate(
      { file, progressId, onSent },
      {
        onError: () =>
          enqueueSnackbar(kind.refused?.failed ?? keyedMessage('upload.failed', MESSAGES.excelUploadFailed), { variant: 'error' }),
      },
    );
  };

  const downloadTemplate = () => template?.mutate(undefined, { onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }) });

  const status = attempt ? uploadStatus(attempt.sent, progress.data) : null;
  const ownWords = status && status.text !== 'sending' ? kind.progress?.[status.text] : undefined;
  const statusText = status ? (ownWords?.(status.values) ?? t(`upload.${status.text}`, status.values)) : '';
  const failure = upload.error;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {hint}
        </Typography>
        {children}
      </Box>
      {template && (
        <Box>
          <Button variant="outlined" startIcon={<Download />} onClick={downloadTemplate} disabled={template.isPending}>
            {t('upload.template')}
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" startIcon={<UploadFile />} disabled={busy} onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          aria-label={t('upload.choose')}
          data-testid={inputTestId}
          accept={kind.accept}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <Typography variant="body2" sx={{ flex: 1, minWidth: 160, overflowWrap: 'break-word' }} data-testid="excel-file-name">
          {file?.name ?? t('upload.noFile')}
        </Typography>
        <Button color="inherit" onClick={remove} disabled={!file || busy}>
          {t('upload.remove')}
        </Button>
        <Button variant="contained" onClick={send} disabled={busy}>
          {t('upload.upload')}
        </Button>
      </Box>

      {busy && status && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={status.percent === undefined ? 'indeterminate' : 'determinate'}
            value={status.percent}
            aria-label={statusText}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {statusText}
          </Typography>
        </Box>
      )}
      {upload.isSuccess && (
        <Alert severity="success">
          <strong>{serverMessage(upload.data) || keyedMessage('upload.uploaded', MESSAGES.excelUploaded)}</strong>{' '}
          {importedText(upload.data.imported)}
        </Alert>
      )}
      {upload.isSuccess &&
        upload.data.notes?.map((note) => (
          <Alert key={note.message} severity="warning" data-testid="upload-note">
            {serverMessage(note)}
          </Alert>
        ))}
      {failure && (
        <UploadErrorsTable
          message={failure.message || keyedMessage('upload.failed', MESSAGES.excelUploadFailed)}
          errors={failure instanceof ApiRequestError ? (failure.body?.errors ?? []) : []}
          fileName={file?.name ?? 'upload'}
          wording={kind.refused}
        />
      )}
    </Paper>
  );
}
