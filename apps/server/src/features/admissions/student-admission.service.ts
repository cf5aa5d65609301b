import {
  firstStudentAdmissionProblem,
  studentAdmissionSchema,
  STUDENT_ADMISSION_MESSAGES,
  type StudentAdmissionAnswer,
  serverText,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { invalid, schemaText } from '../../lib/app-error.js';
import type { Actor } from '../audit/audit.service.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import type { CollegeService } from '../public/college.service.js';
import { loadAdmissionLookups } from './admission-lookups.js';
import type { AdmissionsService } from './admissions.service.js';
import { simpleRecordToForm } from './admissions-import.service.js';
import { checkPhoto } from './photo-store.js';

export interface SimplePhoto {
  fileName?: string;
  contentType?: string;
  base64: string;
}

/** base64 or a data URL → bytes; anything else is refused. */
function photoBytes(photo: SimplePhoto): Buffer {
  const b64 = photo.base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw invalid(serverText('admissions.photoType'), 'photo');
  return Buffer.from(b64, 'base64');
}

/**
 * `getStudentadmissiondata`: the simple form. Checks in the spec's order, then the master data, then
 * creates the admission through the admission service; the photo keeps its type and is stored under
 * the admission number. Answers the admission PDF.
 */
export interface StudentAdmissionServiceDeps {
  db: Db;
  admissions: AdmissionsService;
  masterData: MasterDataService;
  college: CollegeService;
}

export function createStudentAdmissionService({ db, admissions, masterData, college }: StudentAdmissionServiceDeps) {
  async function save(raw: Record<string, unknown>, photo: SimplePhoto | undefined, actor: Actor): Promise<StudentAdmissionAnswer> {
    const problem = firstStudentAdmissionProblem(raw);
    if (problem) throw invalid(schemaText(problem.message), problem.field);
    const record = studentAdmissionSchema.parse(raw);

    const lookups = await loadAdmissionLookups(masterData, await college.code());
    const { placement, problems } = lookups.place(record);
    if (!placement || problems.length > 0) throw invalid(problems[0], problems[0].field);

    const bytes = photo ? photoBytes(photo) : null;
    if (bytes) checkPhoto(bytes, 'photo');
    const form = admissions.parseForm(simpleRecordToForm(record, placement));

    // The photo is named by the admission number, so it is stored inside the transaction; it is
    // removed again only if the transaction does not commit.
    let storedPhoto: string | null = null;
    let created;
    try {
      created = await db.transaction(async (tx) => {
        const [one] = await admissions.createAdmissions(tx, [{ form, photo: null }], actor);
        if (bytes) {
          const stored = await admissions.storePhoto({ bytes, baseName: one.admissionNumber });
          storedPhoto = stored.file;
          await admissions.attachPhoto(tx, one.applicationId, stored);
        }
        return one;
      });
    } catch (err) {
      if (storedPhoto) await admissions.removePhoto(storedPhoto);
      throw err;
    }
    const pdf = await admissions.pdfForStudent(created.studentId);
    return {
      bs64: pdf.toString('base64'),
      message: STUDENT_ADMISSION_MESSAGES.success,
      admissionNumber: created.admissionNumber,
      rollNumber: created.rollNumber,
      studentId: created.studentId,
    };
  }

  return { save };
}

export type StudentAdmissionService = ReturnType<typeof createStudentAdmissionService>;
