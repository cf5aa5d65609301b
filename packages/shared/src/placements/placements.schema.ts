import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import {
  boundedText,
  EMAIL_MAX,
  idSchema,
  NAME_MAX,
  oneLineText,
  oneOfIssue,
  requiredLine,
  SHORT_CODE_MAX,
  TEXT_MAX,
  TITLE_MAX,
  URL_MAX,
  wholeNumber,
} from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { PLACEMENT_TEXTS } from './placements.texts.js';

const placementIssue = issuesOf('placements', PLACEMENT_TEXTS);
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const DECIMAL = /^\d+(\.\d{1,2})?$/;
const decimalFromText = (v: unknown) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v.trim()) : v);
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-9;

/** A student holding an offer applies only to a drive of at least this many times their best offer, unless the office sets another. */
export const PLACEMENT_OFFER_MULTIPLE_DEFAULT = 1.5;
/** The highest CTC a drive or an offer may carry, in rupees a year (₹100 crore): above it a typing slip is likelier. */
const PLACEMENT_CTC_MAX = 1_000_000_000;
export const PLACEMENT_CONTACTS_MAX = 10;
/** The parts of `POST /api/placements/applications` (multipart): the JSON of the application and the résumé. */
export const PLACEMENT_APPLICATION_PARTS = { application: 'application', resume: 'resume' } as const;
/** The parts of `POST /api/placements/applications/:id/offer` (multipart): the JSON of the offer and its letter. */
export const PLACEMENT_OFFER_PARTS = { offer: 'offer', letter: 'letter' } as const;
/** The parts of `POST /api/placements/drives/:id/shortlist` (multipart): the JSON of what to do and the company's workbook. */
export const PLACEMENT_SHORTLIST_PARTS = { shortlist: 'shortlist', workbook: 'workbook' } as const;
/** The column of a shortlist workbook that names the students. */
export const PLACEMENT_SHORTLIST_COLUMN = 'Roll number';

/** The rounds a drive may plan, in the order the office lists them; a drive plans some of them in its own order. */
export const PLACEMENT_ROUNDS = ['aptitude', 'groupDiscussion', 'technical', 'hr'] as const;
export type PlacementRound = (typeof PLACEMENT_ROUNDS)[number];
export const DRIVE_MODES = ['onCampus', 'virtual', 'pool'] as const;
export type DriveMode = (typeof DRIVE_MODES)[number];
/** A drive for women or men only names the students' gender as the students' records keep it. */
export const DRIVE_GENDERS = ['FEMALE', 'MALE'] as const;
/**
 * In the running, at `round` (the rounds cleared so far); rejected in a round; selected once every
 * round is cleared; offered once the offer is recorded.
 */
export const APPLICATION_STATUSES = ['inRunning', 'rejected', 'selected', 'offered'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
const ADVANCE_OUTCOMES = ['next', 'rejected'] as const;

const ctc = (field: string) =>
  wholeNumber(1, PLACEMENT_CTC_MAX, placementIssue('ctcRange', { field })).describe(`${field} in rupees a year, a whole number`);
const email = (field: string) =>
  boundedText(EMAIL_MAX, field).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: placementIssue('emailWritten', { field }) });
const phone = (field: string) =>
  boundedText(SHORT_CODE_MAX, field).regex(/^\+?[0-9 ]{8,18}$/, { error: placementIssue('phoneWritten', { field }) });

// ---------------------------------------------------------------- Companies

const contactSchema = z.object({
  name: requiredLine('Contact person', NAME_MAX),
  email: email('Contact’s e-mail'),
  phone: phone('Contact’s phone'),
});
/** `POST /api/placements/companies`: a company that recruits, and whom the office writes to. */
export const companyInputSchema = z.object({
  name: requiredLine('Company name', TITLE_MAX),
  sector: requiredLine('Sector', NAME_MAX),
  website: z
    .preprocess(
      blankAsNull,
      oneLineText(URL_MAX, 'Website')
        .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), { error: placementIssue('websiteWritten') })
        .nullable(),
    )
    .optional(),
  contacts: z
    .array(contactSchema)
    .max(PLACEMENT_CONTACTS_MAX, { error: placementIssue('contactsMax', { max: PLACEMENT_CONTACTS_MAX }) })
    .default([]),
});
export type CompanyInput = z.output<typeof companyInputSchema>;
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sector: z.string(),
  website: z.string().nullable(),
  contacts: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string() })),
  drives: z.number().int(),
  hires: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;
export const companiesSchema = z.array(companySchema);

// ---------------------------------------------------------------- Drives

const idList = (field: string, min: number) =>
  z
    .array(idSchema())
    .min(min, { error: placementIssue('listEmpty', { field }) })
    .max(50, { error: placementIssue('listLong', { field, max: 50 }) });

/** Who may apply: the college's own records decide (programme, branch, passing-out batch, CGPA, backlogs, gender). */
const eligibilitySchema = z.object({
  courseIds: idList('Programmes', 1),
  /** Empty: every branch of the programmes. */
  branchIds: idList('Branches', 0).default([]),
  /** The passing-out batches. */
  batchIds: idList('Batches', 1),
  minCgpa: z
    .preprocess(
      (v) => decimalFromText(blankAsNull(v)),
      z
        .number({ error: placementIssue('cgpaRange') })
        .min(0, { error: placementIssue('cgpaRange') })
        .max(10, { error: placementIssue('cgpaRange') })
        .refine(twoDecimals, { error: placementIssue('cgpaRange') })
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null),
  maxBacklogs: z
    .preprocess(blankAsNull, wholeNumber(0, 99, oneOfIssue('Maximum active backlogs', ['0 to 99'])).nullable())
    .optional()
    .transform((v) => v ?? null),
  gender: z
    .preprocess(blankAsNull, z.enum(DRIVE_GENDERS, { error: oneOfIssue('Gender of the drive', DRIVE_GENDERS) }).nullable())
    .optional()
    .transform((v) => v ?? null),
});

/** `POST /api/placements/drives`: a company's drive with its job, CTC (rupees a year), day, mode, rounds in order and eligibility. */
export const driveInputSchema = z.object({
  companyId: idSchema(),
  jobTitle: requiredLine('Job title', TITLE_MAX),
  ctcRupees: ctc('CTC'),
  location: requiredLine('Job location', NAME_MAX),
  driveOn: dateSchema(dateWrittenIssue('Drive day'), 'Drive day'),
  mode: z.enum(DRIVE_MODES, { error: oneOfIssue('Mode', DRIVE_MODES) }),
  rounds: z
    .array(z.enum(PLACEMENT_ROUNDS, { error: oneOfIssue('Rounds', PLACEMENT_ROUNDS) }))
    .min(1, { error: oneOfIssue('Rounds', PLACEMENT_ROUNDS) })
    .max(PLACEMENT_ROUNDS.length, { error: oneOfIssue('Rounds', PLACEMENT_ROUNDS) })
    .superRefine((rounds, ctx) => {
      const twice = rounds.find((r, i) => rounds.indexOf(r) !== i);
      if (twice) ctx.addIssue({ code: 'custom', message: placementIssue('roundsTwice', { round: twice }) });
    }),
  eligibility: eligibilitySchema,
});
export type DriveInput = z.output<typeof driveInputSchema>;

export const driveSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  company: z.string(),
  jobTitle: z.string(),
  /** Rupees a year. */
  ctcRupees: z.number().int(),
  location: z.string(),
  driveOn: z.string(),
  mode: z.enum(DRIVE_MODES),
  rounds: z.array(z.enum(PLACEMENT_ROUNDS)),
  eligibility: z.object({
    courseIds: z.array(z.number().int()),
    branchIds: z.array(z.number().int()),
    batchIds: z.array(z.number().int()),
    minCgpa: z.number().nullable(),
    maxBacklogs: z.number().int().nullable(),
    gender: z.enum(DRIVE_GENDERS).nullable(),
  }),
  applicants: z.number().int(),
  offers: z.number().int(),
});
export type Drive = z.infer<typeof driveSchema>;
export const drivesSchema = z.array(driveSchema);

const reasonSchema = z.object({ key: z.string(), message: z.string(), params: z.record(z.string(), z.unknown()).optional() });
export type EligibilityReason = z.infer<typeof reasonSchema>;

/** One student's academic standing as the college's results keep it, and what keeps them from a drive. */
const standingSchema = z.object({
  studentId: z.number().int(),
  rollNumber: z.string(),
  name: z.string(),
  programme: z.string(),
  branch: z.string(),
  batch: z.string(),
  /** Credit-weighted over the latest attempt at each course of the published results; null with no result. */
  cgpa: z.number().nullable(),
  /** Courses whose latest attempt failed. */
  backlogs: z.number().int(),
  eligible: z.boolean(),
  /** Each criterion failed, in words ("CGPA 6.8 is below 7.0"), with its key and values for a translation. */
  reasons: z.array(reasonSchema),
});
export type Standing = z.infer<typeof standingSchema>;
/** `GET /api/placements/drives/:id/eligibility`: every student of the drive's programmes and batches, eligible or why not. */
export const driveEligibilitySchema = z.object({
  driveId: z.number().int(),
  eligible: z.number().int(),
  ineligible: z.number().int(),
  students: z.array(standingSchema),
});
export type DriveEligibilityList = z.infer<typeof driveEligibilitySchema>;

export const applicationRowSchema = z.object({
  id: z.number().int(),
  driveId: z.number().int(),
  studentId: z.number().int(),
  rollNumber: z.string(),
  name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Rounds cleared so far. */
  round: z.number().int(),
  /** The round the student is in or was rejected in; null once selected. */
  roundName: z.enum(PLACEMENT_ROUNDS).nullable(),
  appliedOn: z.string(),
  offerCtcRupees: z.number().int().nullable(),
  /** The offer made on it, whose letter the office opens; null before one. */
  offerId: z.number().int().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;
export const applicationsSchema = z.array(applicationRowSchema);

/** `POST /api/placements/drives/:id/advance`: the ticked applications go on to the next round (selected after the last) or are rejected. */
export const advanceSchema = z.object({
  applicationIds: z
    .array(idSchema())
    .min(1, { error: placementIssue('listEmpty', { field: 'applicationIds' }) })
    .max(5_000, { error: placementIssue('listLong', { field: 'applicationIds', max: 5_000 }) }),
  to: z.enum(ADVANCE_OUTCOMES, { error: oneOfIssue('to', ADVANCE_OUTCOMES) }),
});
export type Advance = z.output<typeof advanceSchema>;
/** The JSON part of the shortlist upload: whether those of the shortlist's rounds not on it are rejected. */
export const shortlistSchema = z.object({
  rejectOthers: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: oneOfIssue('rejectOthers', ['true', 'false']) }),
  ),
});
export const advancedSchema = z.object({ advanced: z.number().int(), selected: z.number().int(), rejected: z.number().int() });
export type Advanced = z.infer<typeof advancedSchema>;

/** The JSON part of `POST /api/placements/applications/:id/offer`: the CTC offered (rupees a year) and the day. */
export const offerInputSchema = z.object({
  ctcRupees: ctc('Offered CTC'),
  offeredOn: dateSchema(dateWrittenIssue('Day of the offer'), 'Day of the offer'),
});
export type OfferInput = z.output<typeof offerInputSchema>;
const offerSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  driveId: z.number().int(),
  company: z.string(),
  jobTitle: z.string(),
  rollNumber: z.string(),
  ctcRupees: z.number().int(),
  offeredOn: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerRecordedSchema = offerSchema;

// ---------------------------------------------------------------- Students

/** The JSON part of `POST /api/placements/applications`: the drive applied to (the résumé is its file part). */
export const applicationInputSchema = z.object({ driveId: idSchema() });
/** `POST /api/placements/opt-out`: the student leaves placements, for higher studies or another reason. */
export const optOutInputSchema = z.object({ reason: requiredLine('Reason for opting out', TEXT_MAX) });
export type OptOutInput = z.output<typeof optOutInputSchema>;

/** `GET /api/placements/mine`: the drives open to the student (or why not), their applications, offers and opt-out. */
export const ownPlacementsSchema = z.object({
  cgpa: z.number().nullable(),
  backlogs: z.number().int(),
  optedOutOn: z.string().nullable(),
  bestOfferRupees: z.number().int().nullable(),
  drives: z.array(
    z.object({
      drive: driveSchema.omit({ applicants: true, offers: true }),
      eligible: z.boolean(),
      reasons: z.array(reasonSchema),
      application: applicationRowSchema.nullable(),
    }),
  ),
  offers: z.array(offerSchema),
});
export type OwnPlacements = z.infer<typeof ownPlacementsSchema>;

// ---------------------------------------------------------------- Settings and figures

/** `PUT /api/placements/settings`: the multiple of a student's best offer a further drive must offer. */
export const placementSettingsSchema = z.object({
  offerMultiple: z.preprocess(
    decimalFromText,
    z
      .number({ error: placementIssue('multipleRange') })
      .min(1, { error: placementIssue('multipleRange') })
      .max(5, { error: placementIssue('multipleRange') })
      .refine(twoDecimals, { error: placementIssue('multipleRange') }),
  ),
});
export type PlacementSettings = z.output<typeof placementSettingsSchema>;
/** The setting as the server answers it. */
export const placementSettingsAnswerSchema = z.object({ offerMultiple: z.number() });

const groupFiguresSchema = z.object({
  programme: z.string(),
  batch: z.string(),
  /** The year the batch passes out. */
  passingYear: z.number().int(),
  students: z.number().int(),
  /** Eligible for at least one drive by the college's records, not opted out. */
  eligible: z.number().int(),
  placed: z.number().int(),
  /** Placed of eligible, one decimal. */
  percentage: z.number(),
  offers: z.number().int(),
  /** Of each placed student's best offer, rupees a year. */
  medianCtcRupees: z.number().int().nullable(),
  highestCtcRupees: z.number().int().nullable(),
  higherStudies: z.number().int(),
  optedOut: z.number().int(),
});
export type PlacementGroupFigures = z.infer<typeof groupFiguresSchema>;
/** `GET /api/placements/figures`: the season by programme and batch, company by company, and what NIRF and NAAC ask. */
export const placementFiguresSchema = z.object({
  groups: z.array(groupFiguresSchema),
  totals: groupFiguresSchema.omit({ programme: true, batch: true, passingYear: true }),
  companies: z.array(
    z.object({
      company: z.string(),
      sector: z.string(),
      drives: z.number().int(),
      hires: z.number().int(),
      highestCtcRupees: z.number().int().nullable(),
    }),
  ),
  /** NIRF Graduation Outcomes, by programme and passing-out year. */
  nirf: z.array(
    z.object({
      programme: z.string(),
      passingYear: z.number().int(),
      graduating: z.number().int(),
      placed: z.number().int(),
      medianCtcRupees: z.number().int().nullable(),
      higherStudies: z.number().int(),
    }),
  ),
  /** NAAC 5.2.1 (outgoing students placed) and 5.2.2 (progressing to higher education), by passing-out year. */
  naac: z.array(
    z.object({ passingYear: z.number().int(), outgoing: z.number().int(), placed: z.number().int(), higherStudies: z.number().int() }),
  ),
});
export type PlacementFigures = z.infer<typeof placementFiguresSchema>;

/** `GET /api/placements/places`: the programmes, their branches and batches a drive may be for, by id. */
export const placementPlacesSchema = z.object({
  courses: z.array(z.object({ id: z.number().int(), code: z.string() })),
  branches: z.array(z.object({ id: z.number().int(), courseId: z.number().int(), code: z.string() })),
  batches: z.array(z.object({ id: z.number().int(), courseId: z.number().int(), name: z.string() })),
});

/** The id of a company, drive, application or offer in a route's path. */
export const placementIdSchema = z.object({ id: idSchema() });
