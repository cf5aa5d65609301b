import { http, HttpResponse } from 'msw';
import type {
  Advance,
  Advanced,
  ApiError,
  ApplicationRow,
  Company,
  CompanyInput,
  Drive,
  DriveEligibilityList,
  DriveInput,
  Offer,
  OwnPlacements,
  PlacementFigures,
  PlacementSettings,
} from '@campus/shared';
import type { PlacementPlaces } from './api/placements';

/** A refusal as the server words it. */
const refused = (status: number, body: ApiError) => HttpResponse.json(body, { status });

const TCS: Company = {
  id: 1,
  name: 'Tata Consultancy Services',
  sector: 'IT services',
  website: 'https://www.tcs.com',
  contacts: [{ name: 'Ramya Iyengar', email: 'campus.hyd@tcs.com', phone: '+91 40 6667 8000' }],
  drives: 1,
  hires: 2,
};
const DELOITTE: Company = {
  id: 2,
  name: 'Deloitte',
  sector: 'Consulting',
  website: null,
  contacts: [],
  drives: 1,
  hires: 0,
};

const PLACES: PlacementPlaces = {
  courses: [
    { id: 1, code: 'B.Tech' },
    { id: 2, code: 'MBA' },
  ],
  branches: [
    { id: 11, courseId: 1, code: 'CSE' },
    { id: 12, courseId: 1, code: 'ECE' },
    { id: 21, courseId: 2, code: 'FIN' },
  ],
  batches: [
    { id: 101, courseId: 1, name: '2022-2026' },
    { id: 201, courseId: 2, name: '2024-2026' },
  ],
};

/** A past drive of TCS with its rounds run, and Deloitte's to come, for women only. */
const TCS_DRIVE: Drive = {
  id: 1,
  companyId: 1,
  company: TCS.name,
  jobTitle: 'Assistant Systems Engineer',
  ctcRupees: 360_000,
  location: 'Hyderabad',
  driveOn: '2026-08-04',
  mode: 'pool',
  rounds: ['aptitude', 'technical', 'hr'],
  eligibility: { courseIds: [1], branchIds: [], batchIds: [101], minCgpa: 6, maxBacklogs: 1, gender: null },
  applicants: 3,
  offers: 1,
};
const DELOITTE_DRIVE: Drive = {
  id: 2,
  companyId: 2,
  company: DELOITTE.name,
  jobTitle: 'Analyst',
  ctcRupees: 700_000,
  location: 'Hyderabad',
  driveOn: '2099-12-12',
  mode: 'virtual',
  rounds: ['aptitude', 'groupDiscussion', 'hr'],
  eligibility: { courseIds: [1], branchIds: [11], batchIds: [101], minCgpa: 7, maxBacklogs: 0, gender: 'FEMALE' },
  applicants: 0,
  offers: 0,
};

const application = (id: number, rollNumber: string, name: string, more: Partial<ApplicationRow>): ApplicationRow => ({
  id,
  driveId: 1,
  studentId: id + 1000,
  rollNumber,
  name,
  status: 'inRunning',
  round: 1,
  roundName: 'technical',
  appliedOn: '2026-07-20',
  offerCtcRupees: null,
  offerId: null,
  ...more,
});
const APPLICATIONS: ApplicationRow[] = [
  application(31, '22VC1A0501', 'Keerthi Chowdary', {}),
  application(32, '22VC1A0502', 'Arjun Rao', { status: 'rejected', round: 0, roundName: 'aptitude' }),
  application(33, '22VC1A0503', 'Divya Sharma', { status: 'selected', round: 3, roundName: null }),
  application(34, '22VC1A0504', 'Rahul Verma', { status: 'offered', round: 3, roundName: null, offerCtcRupees: 360_000, offerId: 7 }),
];

const ELIGIBILITY: DriveEligibilityList = {
  driveId: 1,
  eligible: 1,
  ineligible: 1,
  students: [
    {
      studentId: 1031,
      rollNumber: '22VC1A0501',
      name: 'Keerthi Chowdary',
      programme: 'B.Tech',
      branch: 'CSE',
      batch: '2022-2026',
      cgpa: 8.12,
      backlogs: 0,
      eligible: true,
      reasons: [],
    },
    {
      studentId: 1035,
      rollNumber: '22VC1A0505',
      name: 'Sai Kumar',
      programme: 'B.Tech',
      branch: 'CSE',
      batch: '2022-2026',
      cgpa: 5.4,
      backlogs: 3,
      eligible: false,
      reasons: [
        { key: 'placements.reasonCgpa', message: 'CGPA 5.40 is below 6.0', params: { cgpa: '5.40', min: '6.0' } },
        { key: 'placements.reasonBacklogs', message: '3 active backlogs, at most 1', params: { count: '3', max: '1' } },
      ],
    },
  ],
};

const FIGURES: PlacementFigures = {
  groups: [
    {
      programme: 'B.Tech',
      batch: '2022-2026',
      passingYear: 2026,
      students: 240,
      eligible: 200,
      placed: 150,
      percentage: 75,
      offers: 170,
      medianCtcRupees: 450_000,
      highestCtcRupees: 2_400_000,
      higherStudies: 12,
      optedOut: 8,
    },
  ],
  totals: {
    students: 240,
    eligible: 200,
    placed: 150,
    percentage: 75,
    offers: 170,
    medianCtcRupees: 450_000,
    highestCtcRupees: 2_400_000,
    higherStudies: 12,
    optedOut: 8,
  },
  companies: [{ company: TCS.name, sector: 'IT services', drives: 1, hires: 40, highestCtcRupees: 360_000 }],
  nirf: [{ programme: 'B.Tech', passingYear: 2026, graduating: 240, placed: 150, medianCtcRupees: 450_000, higherStudies: 12 }],
  naac: [{ passingYear: 2026, outgoing: 240, placed: 150, higherStudies: 12 }],
};

export const OFFER: Offer = {
  id: 7,
  applicationId: 34,
  driveId: 1,
  company: TCS.name,
  jobTitle: TCS_DRIVE.jobTitle,
  rollNumber: '22VC1A0504',
  ctcRupees: 360_000,
  offeredOn: '2026-08-20',
};

const { applicants: _a, offers: _o, ...OPEN } = DELOITTE_DRIVE;
const { applicants: _b, offers: _p, ...PAST } = TCS_DRIVE;
const AMAZON = { ...OPEN, id: 3, companyId: 3, company: 'Amazon', jobTitle: 'Software Development Engineer', ctcRupees: 2_200_000 };

/** The demo student: Deloitte's drive open, Amazon's closed by the CGPA, TCS applied to and in its second round. */
export const MINE: OwnPlacements = {
  cgpa: 7.4,
  backlogs: 0,
  optedOutOn: null,
  bestOfferRupees: null,
  drives: [
    { drive: OPEN, eligible: true, reasons: [], application: null },
    {
      drive: AMAZON,
      eligible: false,
      reasons: [{ key: 'placements.reasonCgpa', message: 'CGPA 7.4 is below 7.5', params: { cgpa: '7.4', min: '7.5' } }],
      application: null,
    },
    { drive: PAST, eligible: true, reasons: [], application: APPLICATIONS[0]! },
  ],
  offers: [],
};

/** The placement office of the demo: two companies, a past drive with its rounds run and one to come. */
export const placementsHandlers = [
  http.get('/api/placements/companies', () => HttpResponse.json([TCS, DELOITTE] satisfies Company[])),
  http.put('/api/placements/companies/:id', async ({ request, params }) => {
    const input = (await request.json()) as CompanyInput;
    const was = [TCS, DELOITTE].find((c) => c.id === Number(params.id))!;
    return HttpResponse.json({ ...was, ...input, website: input.website ?? null, contacts: input.contacts ?? [] } satisfies Company);
  }),
  http.post('/api/placements/companies', async ({ request }) => {
    const input = (await request.json()) as CompanyInput;
    if (input.name === TCS.name)
      return refused(409, {
        code: 'CONFLICT',
        message: `A company is named ${TCS.name} already`,
        key: 'placements.companyExists',
        field: 'name',
      });
    return HttpResponse.json(
      { ...input, id: 9, website: input.website ?? null, contacts: input.contacts ?? [], drives: 0, hires: 0 } satisfies Company,
      { status: 201 },
    );
  }),
  http.get('/api/placements/places', () => HttpResponse.json(PLACES)),
  http.get('/api/placements/drives', () => HttpResponse.json([DELOITTE_DRIVE, TCS_DRIVE] satisfies Drive[])),
  http.post('/api/placements/drives', async ({ request }) => {
    const input = (await request.json()) as DriveInput;
    const company = [TCS, DELOITTE].find((c) => c.id === input.companyId)!;
    return HttpResponse.json({ ...input, id: 9, company: company.name, applicants: 0, offers: 0 } satisfies Drive, { status: 201 });
  }),
  http.put('/api/placements/drives/:id', async ({ params, request }) => {
    const input = (await request.json()) as DriveInput;
    const drive = [DELOITTE_DRIVE, TCS_DRIVE].find((d) => d.id === Number(params.id))!;
    const company = [TCS, DELOITTE].find((c) => c.id === input.companyId)!;
    return HttpResponse.json({ ...drive, ...input, company: company.name } satisfies Drive);
  }),
  http.get('/api/placements/drives/:id/eligibility', () => HttpResponse.json(ELIGIBILITY)),
  http.get('/api/placements/drives/:id/applications', () => HttpResponse.json(APPLICATIONS)),
  http.post('/api/placements/drives/:id/advance', async ({ request }) => {
    const { applicationIds, to } = (await request.json()) as Advance;
    const n = applicationIds.length;
    return HttpResponse.json({ advanced: to === 'next' ? n : 0, selected: 0, rejected: to === 'rejected' ? n : 0 } satisfies Advanced);
  }),
  http.post('/api/placements/drives/:id/shortlist', () => HttpResponse.json({ advanced: 1, selected: 0, rejected: 0 } satisfies Advanced)),
  http.post('/api/placements/applications/:id/offer', ({ params }) =>
    HttpResponse.json({ ...OFFER, id: 8, applicationId: Number(params.id), rollNumber: '22VC1A0503' } satisfies Offer, { status: 201 }),
  ),
  http.get('/api/placements/settings', () => HttpResponse.json({ offerMultiple: 1.5 } satisfies PlacementSettings)),
  http.put('/api/placements/settings', async ({ request }) => HttpResponse.json((await request.json()) as PlacementSettings)),
  http.get('/api/placements/figures', () => HttpResponse.json(FIGURES)),
  http.get(
    '/api/placements/figures.xlsx',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
  http.get('/api/placements/mine', () => HttpResponse.json(MINE)),
  http.post('/api/placements/applications', () =>
    HttpResponse.json(
      { ...APPLICATIONS[0]!, id: 40, driveId: 2, round: 0, roundName: 'aptitude', appliedOn: '2026-12-02' } satisfies ApplicationRow,
      {
        status: 201,
      },
    ),
  ),
  http.post('/api/placements/opt-out', async ({ request }) => {
    await request.json();
    return HttpResponse.json({ ...MINE, optedOutOn: '2026-12-02' } satisfies OwnPlacements);
  }),
];
