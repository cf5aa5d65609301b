import { z } from 'zod';
import { messageKeyFields, type MessageKey } from '../errors.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { CODE_MAX, requiredIssue, tooLong } from '../limits.js';
import { issueText } from '../schema-issue.js';

/** The kinds of file `POST masterDataExcelsUploads?fileType=` accepts. */
export type UploadFileType = 'newAdmissionsForm' | 'examResults' | 'libraryAccessions' | 'libraryMarc' | 'curriculum' | 'sections';

/** The multipart field that carries the workbook (spec 000 section 7). */
export const UPLOAD_FIELD = 'excelFileUpload';

export const uploadQuerySchema = z.object({
  fileType: z.string().max(CODE_MAX, tooLong(CODE_MAX, 'fileType')).min(1, requiredIssue('fileType')),
  /** Optional client-chosen id to follow the import with GET /api/uploads/progress/{id}. */
  progressId: z
    .string()
    .max(64, tooLong(64, 'progressId'))
    .regex(/^[A-Za-z0-9-]{8,64}$/, issueText('input.lettersDigitsDashes', INPUT_TEXTS.lettersDigitsDashes, { field: 'progressId' }))
    .optional(),
});

export interface UploadRowError {
  row?: number;
  column?: string;
  message: string;
  /** The message's key and values, given where it was thrown (ADR 0111). */
  key?: MessageKey['key'];
  params?: MessageKey['params'];
}

export const uploadSuccessSchema = z.object({
  message: z.string(),
  ...messageKeyFields,
  imported: z.number().int(),
  /** What the import noticed and kept as the file has it (subject codes the curriculum does not know). */
  notes: z.array(z.object({ message: z.string(), ...messageKeyFields })).optional(),
});
export type UploadSuccess = z.infer<typeof uploadSuccessSchema>;

export const uploadProgressSchema = z.object({
  phase: z.enum(['reading', 'validating', 'importing', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
