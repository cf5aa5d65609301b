import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  can,
  uploadProgressSchema,
  uploadQuerySchema,
  uploadSuccessSchema,
  type Permission,
  type UploadSuccess,
  serverText,
} from '@campus/shared';
import { AppError, invalid } from '../../lib/app-error.js';
import type { AdmissionsImportService } from '../admissions/admissions-import.service.js';
import type { CurriculumService } from '../curriculum/curriculum.service.js';
import type { SectionsService } from '../sections/sections.service.js';
import type { LibraryImportService } from '../library/library-import.service.js';
import type { ResultsService } from '../results/results.service.js';
import type { UploadContext } from './upload-context.js';
import type { UploadProgressStore } from './upload-progress.js';

/** What one `fileType` of `masterDataExcelsUploads` does, and who may do it. */
interface UploadHandler {
  access: Permission;
  /** A larger file than the site's upload limit this kind takes (a library's whole MARC catalogue). */
  maxBytes?: number;
  handle(file: Buffer, ctx: UploadContext): Promise<UploadSuccess>;
}

interface UploadsRoutesOptions {
  admissionsImport: Pick<AdmissionsImportService, 'importWorkbook'>;
  results: Pick<ResultsService, 'importWorkbook'>;
  libraryImport: LibraryImportService;
  curriculum: Pick<CurriculumService, 'importWorkbook'>;
  sections: Pick<SectionsService, 'importWorkbook'>;
  uploadProgress: UploadProgressStore;
}

/** One line per kind of upload; each feature's service does the work. */
function handlersFor({ admissionsImport, results, libraryImport, curriculum, sections }: UploadsRoutesOptions): Record<string, UploadHandler> {
  return {
    newAdmissionsForm: { access: 'admissions.upload', handle: (file, ctx) => admissionsImport.importWorkbook(file, ctx) },
    examResults: { access: 'results.manage', handle: (file, ctx) => results.importWorkbook(file, ctx) },
    libraryAccessions: { access: 'library.catalogue.manage', handle: (file, ctx) => libraryImport.importWorkbook(file, ctx) },
    curriculum: { access: 'curriculum.manage', handle: (file, ctx) => curriculum.importWorkbook(file, ctx) },
    sections: { access: 'sections.manage', handle: (file, ctx) => sections.importWorkbook(file, ctx) },
    libraryMarc: {
      access: 'library.catalogue.manage',
      maxBytes: MARC_MAX_BYTES,
      handle: (file, ctx) => libraryImport.importMarc(file, ctx),
    },
  };
}

/** A MARC file of 200,000 records of a few hundred bytes each, or 100,000 in MARCXML. */
const MARC_MAX_BYTES = 160 * 1024 * 1024;

const noFile = () => new AppError('NO_FILE', serverText('upload.noFile'), { field: 'excelFileUpload' });

/** Text fields kept at most, each of at most this many characters (the multipart plugin bounds how many come). */
const FIELD_MAX = 100;

/**
 * The workbook (the first file part) and the text fields sent with it, in any order. Further file
 * parts are read past and dropped.
 */
async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number | undefined,
): Promise<{ buffer: Buffer; fileName: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw noFile();
  let file: { buffer: Buffer; fileName: string } | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts(maxBytes ? { limits: { fileSize: maxBytes } } : undefined)) {
    if (part.type === 'field') {
      const value = String(part.value);
      if (value.length > FIELD_MAX) throw invalid(serverText('input.tooLong', { field: part.fieldname, max: FIELD_MAX }), part.fieldname);
      fields[part.fieldname] = value;
      continue;
    }
    if (file) {
      part.file.resume();
      continue;
    }
    const buffer = await part.toBuffer();
    // toBuffer can hand over the first 20 MB of a larger file when the limit is hit on its last chunk.
    if (part.file.truncated) throw new AppError('TOO_LARGE', serverText('upload.tooLarge'));
    file = { buffer, fileName: part.filename };
  }
  if (!file || file.buffer.length === 0) throw noFile();
  return { ...file, fields };
}

/**
 * `POST /api/masterDataExcelsUploads?fileType=…` is one call for every bulk upload (spec 000 section 7).
 * Signing in is checked by the route; the role rule depends on fileType, so it is checked here.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, options) => {
  const handlers = handlersFor(options);
  const { uploadProgress } = options;
  app.post(
    '/api/masterDataExcelsUploads',
    {
      config: { access: 'auth.session' },
      schema: { querystring: uploadQuerySchema, response: { 200: uploadSuccessSchema } },
    },
    async (request) => {
      const user = request.user!;
      const handler = Object.hasOwn(handlers, request.query.fileType) ? handlers[request.query.fileType] : undefined;
      if (!handler) throw new AppError('UNKNOWN_FILE_TYPE', serverText('upload.unknownFileType'), { field: 'fileType' });
      if (!can(user.roles, handler.access)) throw new AppError('FORBIDDEN', serverText('access.forbidden'));

      const progress = uploadProgress.tracker(user.id, request.query.progressId);
      progress({ phase: 'reading', done: 0, total: 0 });
      try {
        const { buffer, fileName, fields } = await readUploadedFile(request, handler.maxBytes);
        const answer = await handler.handle(buffer, { user, fileName, fields, progress });
        progress({ phase: 'done', done: answer.imported, total: answer.imported });
        return answer;
      } catch (err) {
        progress({ phase: 'failed', done: 0, total: 0 });
        throw err;
      }
    },
  );

  app.get(
    '/api/uploads/progress/:id',
    {
      config: { access: 'auth.session' },
      schema: { params: z.object({ id: z.string().max(64) }), response: { 200: uploadProgressSchema } },
    },
    async (request) => {
      const found = uploadProgress.get(request.user!.id, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', serverText('upload.noProgress'));
      return found;
    },
  );
};
