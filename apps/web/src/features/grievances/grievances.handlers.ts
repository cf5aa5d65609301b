import { http, HttpResponse } from 'msw';
import {
  academicYearLabel,
  GRIEVANCE_PARTS,
  type AnonymousReceipt,
  type ApiError,
  type Committee,
  type CommitteeEnd,
  type CommitteeMember,
  type CommitteeMemberInput,
  type GrievanceAppeal,
  type GrievanceAssign,
  type GrievanceDecision,
  type GrievanceDetail,
  type GrievanceEntry,
  type GrievanceEvent,
  type GrievanceFigures,
  type GrievanceFiling,
  type GrievanceRow,
  type GrievanceSettings,
  type GrievancesPage,
  type GrievanceTrack,
  type OwnGrievances,
} from '@campus/shared';

/** A refusal as the server words it. */
const refused = (status: number, body: ApiError) => HttpResponse.json(body, { status });

const KEERTHI = 'Keerthi Chowdary (22VC1A0501)';
const CHAIR = 'Dr. K. Ramesh';

/** Keerthi's revaluation, with the chairperson and past its due day; a parent's confidential complaint of the mess, not yet assigned. */
export const IN_REVIEW: GrievanceRow = {
  id: 12,
  number: 'GRV-2026-00012',
  category: 'examinations',
  subject: 'Revaluation result not given',
  status: 'inReview',
  filerKind: 'student',
  filer: KEERTHI,
  confidential: false,
  receivedOn: '2026-11-02',
  dueOn: '2026-11-23',
  overdue: true,
  assignedTo: CHAIR,
  decidedOn: null,
  outcome: null,
};
const RECEIVED: GrievanceRow = {
  ...IN_REVIEW,
  id: 13,
  number: 'GRV-2026-00013',
  category: 'hostel',
  subject: 'Mess food served cold',
  status: 'received',
  filerKind: 'parent',
  filer: null,
  confidential: true,
  receivedOn: '2026-11-27',
  dueOn: '2026-12-18',
  overdue: false,
  assignedTo: null,
};
/** Keerthi's caution deposit: decided, partly upheld, and open to appeal. */
const DECIDED: GrievanceRow = {
  ...IN_REVIEW,
  id: 9,
  number: 'GRV-2026-00009',
  category: 'feesRefunds',
  subject: 'Caution deposit not refunded',
  status: 'decided',
  receivedOn: '2026-10-27',
  dueOn: '2026-11-17',
  overdue: false,
  decidedOn: '2026-11-20',
  outcome: 'partlyUpheld',
};
const REGISTER = [IN_REVIEW, RECEIVED, DECIDED];

const event = (
  id: number,
  kind: GrievanceEvent['kind'],
  at: string,
  by: string | null,
  more: Partial<GrievanceEvent> = {},
): GrievanceEvent => ({
  id,
  kind,
  at,
  by,
  text: null,
  hearingOn: null,
  outcome: null,
  ...more,
});

const NO_STEPS = { assign: false, record: false, decide: false, appeal: false, decideAppeal: false };

/** The revaluation as the chairperson reads it: filed with the hall ticket, assigned, heard, a note; to be decided. */
const IN_REVIEW_DETAIL: GrievanceDetail = {
  ...IN_REVIEW,
  description: 'I applied for revaluation of Engineering Physics on 02-10-2026 and paid the fee; no result has been given in a month.',
  attachments: [{ id: 3, fileName: 'revaluation-receipt.pdf', type: 'application/pdf', bytes: 48_213 }],
  events: [
    event(101, 'filed', '2026-11-02 10:15', KEERTHI),
    event(102, 'assigned', '2026-11-03 09:40', 'S. Meena', { text: CHAIR }),
    event(103, 'hearing', '2026-11-10 16:05', CHAIR, {
      text: 'Heard the student and the controller of examinations.',
      hearingOn: '2026-11-10',
    }),
    event(104, 'note', '2026-11-11 11:30', CHAIR, { text: 'The answer script was sent to the second examiner late.' }),
  ],
  appealBy: null,
  may: { assign: true, record: true, decide: true, appeal: false, decideAppeal: false },
};

/** The caution deposit as Keerthi reads it: decided, and hers to appeal by 05-12-2026. */
export const DECIDED_DETAIL: GrievanceDetail = {
  ...DECIDED,
  description: 'My caution deposit of ₹10,000 was not refunded after I left the hostel in July.',
  attachments: [],
  events: [
    event(91, 'filed', '2026-10-27 18:20', KEERTHI),
    event(92, 'assigned', '2026-10-28 10:00', 'S. Meena', { text: CHAIR }),
    event(93, 'reply', '2026-11-05 12:00', CHAIR, { text: 'The accounts office is asked for the refund statement.' }),
    event(94, 'decided', '2026-11-20 15:45', CHAIR, {
      text: 'The deposit is refunded less the damage to the cupboard recorded when the room was vacated.',
      outcome: 'partlyUpheld',
    }),
  ],
  appealBy: '2026-12-05',
  may: { ...NO_STEPS, appeal: true },
};

const RECEIVED_DETAIL: GrievanceDetail = {
  ...RECEIVED,
  description: 'The food in the boys’ mess is served cold at dinner every day this month.',
  attachments: [],
  events: [event(131, 'filed', '2026-11-27 20:10', null)],
  appealBy: null,
  may: { ...NO_STEPS, assign: true, record: true },
};

/** An anonymous grievance of ragging as its number and code show it. */
const ANONYMOUS_DETAIL: GrievanceDetail = {
  ...RECEIVED_DETAIL,
  id: 15,
  number: 'GRV-2026-00015',
  category: 'ragging',
  subject: 'Seniors force first years to stand at night',
  status: 'inReview',
  filerKind: 'anonymous',
  assignedTo: CHAIR,
  events: [event(151, 'filed', '2026-11-28 22:05', null), event(152, 'assigned', '2026-11-29 09:10', 'S. Meena', { text: CHAIR })],
  may: NO_STEPS,
};

const DETAILS = [IN_REVIEW_DETAIL, DECIDED_DETAIL, RECEIVED_DETAIL];
const NOT_FOUND: ApiError = { code: 'NOT_FOUND', message: 'No such grievance', key: 'grievances.grievanceNotFound' };

/** The committee now: a chairperson and a member (both men, neither SC, ST nor OBC), a student invitee, an ombudsperson; one member left. */
const MEMBERS: CommitteeMember[] = [
  {
    id: 1,
    name: CHAIR,
    role: 'chairperson',
    designation: 'Professor and Head, Physics',
    gender: 'male',
    socialCategory: 'general',
    username: 'kramesh',
    fromDate: '2026-06-01',
    untilDate: null,
    inReview: 1,
  },
  {
    id: 2,
    name: 'Prof. S. Venkat',
    role: 'member',
    designation: 'Associate Professor, Computer Science',
    gender: 'male',
    socialCategory: 'general',
    username: 'svenkat',
    fromDate: '2026-06-01',
    untilDate: null,
    inReview: 0,
  },
  {
    id: 3,
    name: 'Rahul Varma',
    role: 'specialInvitee',
    designation: 'B.Tech student, 3rd year',
    gender: 'male',
    socialCategory: 'general',
    username: null,
    fromDate: '2026-07-15',
    untilDate: null,
    inReview: 0,
  },
  {
    id: 4,
    name: 'Justice (retd.) M. Rao',
    role: 'ombudsperson',
    designation: 'Retired judge of the High Court',
    gender: 'male',
    socialCategory: 'general',
    username: null,
    fromDate: '2026-06-01',
    untilDate: null,
    inReview: 0,
  },
  {
    id: 5,
    name: 'Dr. P. Lakshmi',
    role: 'member',
    designation: 'Professor of Chemistry',
    gender: 'female',
    socialCategory: 'sc',
    username: 'plakshmi',
    fromDate: '2025-06-01',
    untilDate: '2026-05-31',
    inReview: 0,
  },
];
const COMMITTEE: Committee = { members: MEMBERS, warnings: ['noWoman', 'noReservedCategory'], anonymousOn: false };

/** This academic year so far (its days as the server gives them): twelve received, eight disposed (seven in time), four pending of which one overdue. */
const FIGURES: GrievanceFigures = {
  year: '2026-2027',
  from: '2026-05-01',
  to: '2027-04-30',
  totals: { received: 12, disposed: 8, disposedInTime: 7, pending: 4, overdue: 1, appealed: 1, averageDaysToDispose: 11.5 },
  byCategory: [
    { category: 'examinations', received: 6, disposed: 4, disposedInTime: 4, pending: 2, overdue: 1, appealed: 0 },
    { category: 'feesRefunds', received: 4, disposed: 3, disposedInTime: 2, pending: 1, overdue: 0, appealed: 1 },
    { category: 'hostel', received: 2, disposed: 1, disposedInTime: 1, pending: 1, overdue: 0, appealed: 0 },
  ],
  byMonth: [
    { month: '2026-10', received: 5, disposed: 4, pending: 1, overdue: 1 },
    { month: '2026-11', received: 7, disposed: 4, pending: 3, overdue: 0 },
  ],
};

/** A page of `rows` as the server sends it. */
const pageOf = <T>(rows: T[], url: string) => {
  const query = new URL(url).searchParams;
  return { total: rows.length, page: Number(query.get('page') ?? 1), size: Number(query.get('size') ?? 25), rows };
};

const detailOf = (id: string | readonly string[] | undefined) => DETAILS.find((d) => d.id === Number(id));

/** A step taken on a grievance: its new state and the step at the end of its timeline. */
const stepped = (d: GrievanceDetail, change: Partial<GrievanceDetail>, added: GrievanceEvent): GrievanceDetail => ({
  ...d,
  ...change,
  events: [...d.events, added],
});
const NOW = '2026-12-01 11:20';

/** The grievance of the filing sent: its JSON part, with the number and days the server gives it. */
async function filedFrom(request: Request): Promise<GrievanceDetail> {
  let filing: GrievanceFiling = { category: 'other', subject: '', description: '', confidential: false };
  try {
    filing = JSON.parse(String((await request.formData()).get(GRIEVANCE_PARTS.grievance))) as GrievanceFiling;
  } catch {
    // A body the test cannot read: the grievance as filed by default.
  }
  return {
    ...RECEIVED_DETAIL,
    ...filing,
    id: 14,
    number: 'GRV-2026-00014',
    filerKind: 'student',
    filer: KEERTHI,
    receivedOn: '2026-12-01',
    dueOn: '2026-12-22',
    events: [event(141, 'filed', NOW, KEERTHI)],
    may: NO_STEPS,
  };
}

/** The grievance cell of the demo: three grievances (one overdue), the committee lacking a woman and an SC, ST or OBC member. */
export const grievancesHandlers = [
  http.get('/api/grievances/mine', ({ request }) =>
    HttpResponse.json({
      filed: pageOf([DECIDED, IN_REVIEW], request.url),
      assigned: pageOf([], request.url),
      onCommittee: false,
    } satisfies OwnGrievances),
  ),
  http.post('/api/grievances', async ({ request }) => HttpResponse.json(await filedFrom(request), { status: 201 })),
  http.get('/api/grievances', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const rows = REGISTER.filter(
      (g) =>
        (!query.get('status') || g.status === query.get('status')) &&
        (!query.get('category') || g.category === query.get('category')) &&
        (query.get('overdue') !== 'true' || g.overdue) &&
        (!q || g.number.toLowerCase().includes(q) || g.subject.toLowerCase().includes(q)),
    );
    return HttpResponse.json({ ...pageOf(rows, request.url), overdue: REGISTER.filter((g) => g.overdue).length } satisfies GrievancesPage);
  }),
  http.get('/api/grievances/committee', () => HttpResponse.json(COMMITTEE)),
  http.post('/api/grievances/committee', async ({ request }) => {
    const input = (await request.json()) as CommitteeMemberInput;
    return HttpResponse.json(
      { ...input, id: 6, username: input.username ?? null, untilDate: null, inReview: 0 } satisfies CommitteeMember,
      {
        status: 201,
      },
    );
  }),
  http.post('/api/grievances/committee/:id/end', async ({ request, params }) => {
    const { untilDate } = (await request.json()) as CommitteeEnd;
    const member = MEMBERS.find((m) => m.id === Number(params.id)) ?? MEMBERS[0]!;
    return HttpResponse.json({ ...member, untilDate } satisfies CommitteeMember);
  }),
  http.put('/api/grievances/settings', async ({ request }) =>
    HttpResponse.json({ ...COMMITTEE, anonymousOn: ((await request.json()) as GrievanceSettings).anonymousOn } satisfies Committee),
  ),
  http.get('/api/grievances/figures', ({ request }) => {
    // The figures above are this academic year's; any year before had none.
    const year = new URL(request.url).searchParams.get('year') ?? academicYearLabel();
    const start = Number(year.slice(0, 4));
    const span = { year, from: `${start}-05-01`, to: `${start + 1}-04-30` };
    return HttpResponse.json(
      year === academicYearLabel()
        ? ({ ...FIGURES, ...span } satisfies GrievanceFigures)
        : ({
            ...span,
            totals: { received: 0, disposed: 0, disposedInTime: 0, pending: 0, overdue: 0, appealed: 0, averageDaysToDispose: null },
            byCategory: [],
            byMonth: [],
          } satisfies GrievanceFigures),
    );
  }),
  http.get(
    '/api/grievances/report.pdf',
    () => new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf' } }),
  ),
  http.get(
    '/api/grievances/figures.xlsx',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
  http.get('/api/grievances/:id', ({ params }) => {
    const d = detailOf(params.id);
    return d ? HttpResponse.json(d) : refused(404, NOT_FOUND);
  }),
  http.post('/api/grievances/:id/assign', async ({ request, params }) => {
    const d = detailOf(params.id) ?? RECEIVED_DETAIL;
    const { memberId } = (await request.json()) as GrievanceAssign;
    const member = MEMBERS.find((m) => m.id === memberId)!;
    return HttpResponse.json(
      stepped(d, { status: 'inReview', assignedTo: member.name }, event(900, 'assigned', NOW, 'S. Meena', { text: member.name })),
    );
  }),
  http.post('/api/grievances/:id/entries', async ({ request, params }) => {
    const d = detailOf(params.id) ?? IN_REVIEW_DETAIL;
    const { kind, text, hearingOn } = (await request.json()) as GrievanceEntry;
    return HttpResponse.json(stepped(d, {}, event(901, kind, NOW, CHAIR, { text, hearingOn: hearingOn ?? null })));
  }),
  http.post('/api/grievances/:id/decision', async ({ request, params }) => {
    const d = detailOf(params.id) ?? IN_REVIEW_DETAIL;
    const { outcome, text } = (await request.json()) as GrievanceDecision;
    return HttpResponse.json(
      stepped(
        d,
        { status: 'decided', outcome, decidedOn: '2026-12-01', overdue: false, may: NO_STEPS },
        event(902, 'decided', NOW, CHAIR, { text, outcome }),
      ),
    );
  }),
  http.post('/api/grievances/:id/appeal', async ({ request, params }) => {
    const d = detailOf(params.id) ?? DECIDED_DETAIL;
    const { text } = (await request.json()) as GrievanceAppeal;
    return HttpResponse.json(stepped(d, { status: 'appealed', may: NO_STEPS }, event(903, 'appealed', NOW, KEERTHI, { text })));
  }),
  http.post('/api/grievances/:id/appeal-decision', async ({ request, params }) => {
    const d = detailOf(params.id) ?? DECIDED_DETAIL;
    const { outcome, text } = (await request.json()) as GrievanceDecision;
    return HttpResponse.json(
      stepped(d, { status: 'closed', may: NO_STEPS }, event(904, 'appealDecided', NOW, 'S. Meena', { text, outcome })),
    );
  }),
  http.get('/api/public/grievances/settings', () => HttpResponse.json({ anonymousOn: true })),
  http.post('/api/public/grievances', () =>
    HttpResponse.json({ number: 'GRV-2026-00015', code: 'K7Q2M9XD4H', dueOn: '2026-12-22' } satisfies AnonymousReceipt, { status: 201 }),
  ),
  http.post('/api/public/grievances/track', async ({ request }) => {
    const { number, code } = (await request.json()) as GrievanceTrack;
    return number === ANONYMOUS_DETAIL.number && code === 'K7Q2M9XD4H'
      ? HttpResponse.json(ANONYMOUS_DETAIL)
      : refused(404, {
          code: 'NOT_FOUND',
          message: 'No grievance has that acknowledgement number and code',
          key: 'grievances.trackNotFound',
        });
  }),
];
