import type { AuthUser } from '../auth/auth.service.js';
import type { ReportProgress } from './upload-progress.js';

/** What a feature's import of an uploaded workbook is given besides the file. */
export interface UploadContext {
  user: AuthUser;
  fileName: string;
  /** The text fields sent with the file (a feature's options, e.g. results' ignoreNames). */
  fields: Record<string, string>;
  progress: ReportProgress;
}
