/**
 * What the fuzz suite cannot read from a route's own schemas: the shape of a body the route takes
 * as an opaque record and its service checks (the simple admission form, master data), the parts
 * of a multipart route, and known-good examples that get past the first checks, so that mutations
 * reach the later ones. Every route is fuzzed without an entry here; an entry only makes it deeper.
 */
import fc from 'fast-check';
import { z } from 'zod';
import {
  alumniHistorySchema,
  alumniRegistrationSchema,
  applicationFormDataSchema,
  FILE_NAME_MAX,
  FILE_TYPE_MAX,
  applicationInputSchema,
  GRIEVANCE_PARTS,
  grievanceFilingSchema,
  offerInputSchema,
  PLACEMENT_APPLICATION_PARTS,
  PLACEMENT_OFFER_PARTS,
  PLACEMENT_SHORTLIST_PARTS,
  shortlistSchema,
  MASTERDATA_KINDS,
  MASTERDATA_SCHEMAS,
  studentAdmissionSchema,
  withVerhoeff,
  type MasterDataKind,
} from '@campus/shared';
import type { Schema } from './zod-arbitrary.js';
import { simpleAdmission } from '../admission-fixtures.js';

/** A request's parts before it is sent. */
export interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

export interface MultipartShape {
  /** A part carrying JSON text, its schema and known-good values. */
  json?: { part: string; schema: Schema; examples: fc.Arbitrary<unknown> };
  /** Parts carrying files. */
  files: string[];
}

export interface RouteInputs {
  /** The schema the service applies to the body, by the request's path parameters. */
  body?: (params: Record<string, unknown>) => Schema;
  /** Known-good bodies. */
  examples?: (params: Record<string, unknown>) => fc.Arbitrary<unknown>;
  multipart?: MultipartShape;
}

/** A valid Aadhaar number (Verhoeff check digit) from a generated serial. */
const aadhaar = fc.integer({ min: 0, max: 9_999_999 }).map((n) => withVerhoeff(`69${String(n).padStart(9, '0')}`));

const simplePhoto = z
  .object({
    fileName: z.string().max(FILE_NAME_MAX).optional(),
    contentType: z.string().max(FILE_TYPE_MAX).optional(),
    base64: z.string().min(1),
  })
  .optional();

const simpleForm = aadhaar.map((aadharNo) => simpleAdmission(aadharNo));

const applicationForm = aadhaar.map((aadharNo) => ({
  name: 'Sai Kiran Reddy',
  courseAppliedFor: 'B.Tech',
  gender: 'MALE',
  batch: '2025-2029',
  branch: 'CSE',
  semester: 'I-I',
  aadharNo,
  dateOfAdmission: '2025-08-01',
  dateOfBirth: '2007-04-12',
  fathersName: 'Venkat Reddy',
  mothersName: 'Lakshmi Devi',
  studentContactNo: '9876543210',
  emailId: 'saikiran@example.in',
  category: 'OC',
  subCaste: 'Reddy',
  admissionType: 'Direct',
  seatType: 'Direct',
  doorNo: '12-3/4',
  village: 'Ibrahimpatnam',
  pincode: '501510',
  ssc: { board: 'Board of Secondary Education', school: 'Zilla Parishad High School', yearOfPass: '2023', marks: '560', gradePoints: '9' },
  inter: { board: 'Board of Intermediate Education', institution: 'Sri Chaitanya Junior College', yearOfPass: '2025', marks: '945' },
  feeCommitment: '125000',
}));

const kindOf = (params: Record<string, unknown>) =>
  (MASTERDATA_KINDS as readonly unknown[]).includes(params.kind) ? (params.kind as MasterDataKind) : undefined;
const anyRecord = z.record(z.string(), z.unknown());
const masterDataSchema = (params: Record<string, unknown>): Schema => {
  const kind = kindOf(params);
  return kind ? MASTERDATA_SCHEMAS[kind] : anyRecord;
};
/** An edit names only the fields it changes. */
const masterDataEditSchema = (params: Record<string, unknown>): Schema => {
  const kind = kindOf(params);
  return kind ? MASTERDATA_SCHEMAS[kind].partial() : anyRecord;
};

const newCourse = fc
  .integer({ min: 0, max: 99_999 })
  .map((n) => ({ code: `FZ${n}`, name: `Fuzz Course ${n}`, level: 'UG', durationYears: 4 }));
const masterDataExamples = (params: Record<string, unknown>) => (params.kind === 'courses' ? newCourse : fc.constant({}));

const alumniRegistration = fc.integer({ min: 0, max: 9999 }).map((n) => ({
  name: 'Keerthi Sai Priya',
  degree: 'B.Tech',
  rollNumber: `FZ${n}`,
  batch: '2022-2026',
  branch: 'CSE',
  mobileNumber: '9876501234',
  email: 'keerthi@example.in',
  working: 'NA',
}));

const alumniHistory = fc.integer({ min: 0, max: 9999 }).map((n) => ({
  status: 'studying',
  rollNumber: `FZ${n}`,
  name: 'Bhargav Teja',
  fatherName: 'Ramesh Nalla',
  course: 'B.Tech',
  batch: '2022-2026',
  branch: 'EEE',
  studentEmail: 'bhargav@example.in',
  studentMobile: '9000012345',
  instituteName: 'IIT Madras',
  location: 'Chennai',
}));

const grievance = fc.record({
  category: fc.constantFrom('examinations', 'hostel', 'ragging'),
  subject: fc.constantFrom('Revaluation result not given', 'Water in the rooms'),
  description: fc.constant('I applied for revaluation in July and have heard nothing since.'),
  confidential: fc.boolean(),
});

const placementApplication = fc.record({ driveId: fc.integer({ min: 1, max: 20 }) });
const placementOffer = fc.record({ ctcRupees: fc.integer({ min: 100_000, max: 5_000_000 }), offeredOn: fc.constant('2026-06-01') });
const placementShortlist = fc.record({ rejectOthers: fc.boolean() });

export const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'POST /api/getStudentadmissiondata': {
    body: () => studentAdmissionSchema.extend({ photo: simplePhoto }),
    examples: () => simpleForm,
  },
  'POST /api/masterdata/:kind': { body: masterDataSchema, examples: masterDataExamples },
  'PUT /api/masterdata/:kind/:id': { body: masterDataEditSchema },
  'POST /api/saveApplicationFormData': {
    multipart: {
      json: { part: 'applicationFormData', schema: applicationFormDataSchema, examples: applicationForm },
      files: ['imageUpload'],
    },
  },
  'POST /api/masterDataExcelsUploads': { multipart: { files: ['excelFileUpload'] } },
  'POST /api/savefacultyAchievements': {
    examples: () =>
      fc.record({
        departmentName: fc.constantFrom('CSE', 'ECE', 'Computer Science and Engineering'),
        facultyName: fc.constantFrom('Dr. Anitha Reddy', 'Nobody Known'),
        description: fc.constant('Best paper award at the national conference'),
        dates: fc.constantFrom('2025-01-15', '2024-12-31'),
      }),
  },
  'POST /api/saveAlumniStudentRegister': {
    multipart: {
      json: { part: 'alumniStudentRegistration', schema: alumniRegistrationSchema, examples: alumniRegistration },
      files: ['file'],
    },
  },
  'POST /api/saveAluminiHistoryByUrl': {
    multipart: { json: { part: 'alumniData', schema: alumniHistorySchema, examples: alumniHistory }, files: ['photo', 'certificate'] },
  },
  'POST /api/grievances': {
    multipart: {
      json: { part: GRIEVANCE_PARTS.grievance, schema: grievanceFilingSchema, examples: grievance },
      files: [GRIEVANCE_PARTS.attachment],
    },
  },
  'POST /api/placements/applications': {
    multipart: {
      json: { part: PLACEMENT_APPLICATION_PARTS.application, schema: applicationInputSchema, examples: placementApplication },
      files: [PLACEMENT_APPLICATION_PARTS.resume],
    },
  },
  'POST /api/placements/applications/:id/offer': {
    multipart: {
      json: { part: PLACEMENT_OFFER_PARTS.offer, schema: offerInputSchema, examples: placementOffer },
      files: [PLACEMENT_OFFER_PARTS.letter],
    },
  },
  'POST /api/placements/drives/:id/shortlist': {
    multipart: {
      json: { part: PLACEMENT_SHORTLIST_PARTS.shortlist, schema: shortlistSchema, examples: placementShortlist },
      files: [PLACEMENT_SHORTLIST_PARTS.workbook],
    },
  },
};
