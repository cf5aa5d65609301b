import { z } from 'zod';
import { CODE_MAX, tooLong } from '../limits.js';

/** The kinds of file `POST masterDataExcelsUploads?fileType=` accepts. */
export const UPLOAD_FILE_TYPES = ['newAdmissionsForm', 'examResults'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** The multipart field that carries the workbook (spec 000 section 7). */
export const UPLOAD_FIELD = 'excelFileUpload';

export const UPLOAD_MESSAGES = {
  unknownFileType: 'Unknown fileType: choose newAdmissionsForm or examResults',
  noFile: 'Please choose an Excel file (.xlsx or .xls) in the field excelFileUpload',
  notExcel: 'The file is not an Excel workbook: please upload an .xlsx or .xls file',
  corrupt: 'The Excel file is damaged or cannot be read: please save it again as .xlsx and retry',
  emptySheet: 'The first sheet of the workbook has no data rows',
  missingColumns: 'The sheet is missing required columns',
  tooLarge: 'The file is too large',
} as const;

export const uploadQuerySchema = z.object({
  fileType: z.string().max(CODE_MAX, tooLong(CODE_MAX, 'fileType')).min(1, 'fileType is required'),
  /** Optional client-chosen id to follow the import with GET /api/uploads/progress/{id}. */
  progressId: z
    .string()
    .max(64, tooLong(64, 'progressId'))
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'progressId: letters, digits and dashes only')
    .optional(),
});

export const uploadRowErrorSchema = z.object({
  row: z.number().int().optional(),
  column: z.string().optional(),
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowErrorSchema>;

export const uploadSuccessSchema = z.object({
  message: z.string(),
  imported: z.number().int(),
});
export type UploadSuccess = z.infer<typeof uploadSuccessSchema>;

export const uploadProgressSchema = z.object({
  phase: z.enum(['reading', 'validating', 'importing', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
