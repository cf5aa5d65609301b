import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPLOAD_FIELD, type UploadFileType, type UploadProgress, type UploadSuccess } from '@campus/shared';
import { api, uploadWithProgress } from './api';

/**
 * `POST masterDataExcelsUploads?fileType=…` is one call for every bulk upload, followed by
 * `GET uploads/progress/{id}` while the server reads, checks and imports the rows.
 */

export interface ExcelUpload {
  file: File;
  /** Chosen by the screen, so that it can follow the import while the upload is answered. */
  progressId: string;
  /** The share of the file sent so far (0–1). */
  onSent?: (fraction: number) => void;
}

export const newProgressId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`);

/** `fields`: a kind of upload's options, sent as form fields before the file. */
export function uploadExcel(
  fileType: UploadFileType,
  { file, progressId, onSent }: ExcelUpload,
  fields: Record<string, string> = {},
): Promise<UploadSuccess> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(UPLOAD_FIELD, file, file.name);
  return uploadWithProgress<UploadSuccess>('masterDataExcelsUploads', form, onSent ?? (() => {}), { fileType, progressId });
}

export const getUploadProgress = (progressId: string) => api<UploadProgress>(`uploads/progress/${encodeURIComponent(progressId)}`);

/** Progress is a comfort, the upload's answer decides: a failed poll is not retried, the next one comes anyway. */
export const getUploadProgressQueryOptions = (progressId: string) =>
  queryOptions({ queryKey: ['uploadProgress', progressId], queryFn: () => getUploadProgress(progressId), retry: false, gcTime: 0 });

export const UPLOAD_PROGRESS_POLL_MS = 400;

/** Polls the import's progress while `running`; stops as soon as the upload is answered. */
export function useUploadProgress(progressId: string | null, running: boolean) {
  return useQuery({
    ...getUploadProgressQueryOptions(progressId ?? ''),
    enabled: running && Boolean(progressId),
    refetchInterval: running ? UPLOAD_PROGRESS_POLL_MS : false,
  });
}
