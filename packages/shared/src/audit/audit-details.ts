import { AUDIT_CHANGE_KEYS, type AuditChange, type AuditValue } from './audit-changes.js';
import { AUDIT_ENTRY_TEXTS } from './audit-entry.texts.js';

/** The longest text one value of an entry is shown with on the screen; the rest is cut off with an ellipsis. */
const VALUE_MAX = 500;

/** A value a sentence names: text as it is, a count, an amount in paise, a term of AUDIT_ENTRY_TEXTS to translate, or a day (YYYY-MM-DD). */
type AuditSentenceValue = string | number | { paise: number } | { term: string } | { day: string };

/** An entry as a sentence: a key of AUDIT_ENTRY_TEXTS.sentences (without `_one`/`_other`) and its values. */
export interface AuditSentence {
  key: string;
  values: Record<string, AuditSentenceValue>;
  /** Chooses the `_one` or `_other` text. */
  count?: number;
}

/** One more thing an entry says, besides its sentence and changes: a field and its value. */
export interface AuditDetail {
  field: string;
  value: AuditValue;
  money: boolean;
}

/** What describing an entry needs of it. */
export interface DescribedEntry {
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
}

const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : undefined);
const countOf = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

type Described = AuditSentence & { used?: string[] };

function admissionSentence(action: string, d: Record<string, unknown>, id: string): Described | undefined {
  if (action === 'update')
    return { key: 'admissionModified', values: { number: textOf(d.rollNumber) ?? textOf(d.admissionNumber) ?? id }, used: ['rollNumber'] };
  if (action !== 'create') return undefined;
  const count = countOf(d.count) ?? 1;
  if (d.importId !== undefined) return { key: 'admissionsImported', values: { count }, count, used: ['count', 'importId'] };
  const numbers = Array.isArray(d.admissionNumbers) ? d.admissionNumbers : [];
  if (count === 1 && textOf(numbers[0]))
    return { key: 'admissionCreated', values: { number: textOf(numbers[0])! }, used: ['count', 'admissionNumbers'] };
  return { key: 'admissionsCreated', values: { count }, count, used: ['count'] };
}

const USER_SENTENCES: Record<string, AuditSentence['key']> = {
  'user.signup': 'userSignedUp',
  'user.create': 'userCreated',
  'user.approve': 'userApproved',
  'user.disable': 'userDisabled',
  'user.enable': 'userEnabled',
  'user.update': 'userChanged',
  'user.changePassword': 'passwordChanged',
  'user.resetPassword': 'passwordReset',
  'user.issueReset': 'resetIssued',
  'user.unlock': 'userUnlocked',
};

function userSentence(action: string, d: Record<string, unknown>, id: string): Described | undefined {
  if (action === 'user.createLogins') {
    const count = countOf(d.count) ?? (Array.isArray(d.usernames) ? d.usernames.length : 0);
    const key = d.kind === 'student' ? 'studentLoginsCreated' : d.kind === 'faculty' ? 'facultyLoginsCreated' : 'loginsCreated';
    return { key, values: { count }, count, used: ['count', 'kind'] };
  }
  const key = USER_SENTENCES[action];
  return key ? { key, values: { user: textOf(d.username) ?? id }, used: ['username'] } : undefined;
}

const CRUD = { create: 'Added', update: 'Changed', delete: 'Deleted' } as const;

function recordSentence(e: DescribedEntry, d: Record<string, unknown>, id: string): Described | undefined {
  const verb = CRUD[e.action as keyof typeof CRUD];
  if (!verb) return undefined;
  const label = textOf(d.label) ?? textOf(d.name) ?? textOf(d.code) ?? textOf(d.value) ?? id;
  const used = ['label'];
  if (e.entity.startsWith('masterdata.') && verb !== 'Deleted') {
    const kind = e.entity.slice('masterdata.'.length);
    if (!(kind in AUDIT_ENTRY_TEXTS.kinds)) return undefined;
    return { key: `masterData${verb}`, values: { kind: { term: `kinds.${kind}` }, label }, used };
  }
  if (e.entity === 'payments.feeType') return { key: `feeType${verb}`, values: { label }, used };
  if (e.entity === 'payments.feeStructure') return { key: `feeStructure${verb}`, values: { label: textOf(d.label) ?? id }, used };
  if (e.entity === 'payments.feeDueDate') return { key: `feeDueDate${verb}`, values: { label }, used };
  if (e.entity === 'payments.reminderSchedule' && verb === 'Changed') return { key: 'reminderScheduleChanged', values: {}, used };
  return undefined;
}

const GATEWAY_SENTENCES = {
  'gatewayKey.save': 'gatewayKeySaved',
  'gatewayKey.update': 'gatewayKeyChanged',
  'gatewayKey.delete': 'gatewayKeyDeleted',
} as const;

function paymentSentence(action: string, d: Record<string, unknown>, order: string): Described | undefined {
  const amount = (field: string) => ({ paise: countOf(d[field]) ?? 0 });
  switch (action) {
    case 'payment.status':
      return { key: 'paymentStatus', values: { order, from: textOf(d.from) ?? '—', to: textOf(d.to) ?? '—' }, used: ['from', 'to'] };
    case 'payment.flagged':
      return { key: 'paymentFlagged', values: { order }, used: ['to'] };
    case 'payment.recorded':
      return { key: 'paymentRecorded', values: { order, amount: amount('amountPaise') }, used: ['amountPaise', 'from'] };
    case 'payment.refundDue':
      return { key: 'refundDue', values: { order, amount: amount('refundDuePaise') }, used: ['refundDuePaise'] };
    case 'payment.refunded':
      return { key: 'refunded', values: { order, amount: amount('amountPaise') }, used: ['amountPaise'] };
  }
  return undefined;
}

const LIBRARY_SENTENCES = {
  'library.titleAdded': 'libraryTitleAdded',
  'library.titleChanged': 'libraryTitleChanged',
  'library.copyAdded': 'libraryCopyAdded',
  'library.copyChanged': 'libraryCopyChanged',
  'library.loanRenewed': 'libraryLoanRenewed',
  'library.copyLost': 'libraryCopyLost',
  'library.copyDamaged': 'libraryCopyDamaged',
} as const;

/** The library catalogue's entries: a title or a copy added or changed, named by its title and accession number. */
function librarySentence(action: string, d: Record<string, unknown>, id: string): Described | undefined {
  if (action === 'library.ruleSaved') return { key: 'libraryRuleSaved', values: {}, used: ['memberKind', 'itemKind'] };
  if (!(action in LIBRARY_SENTENCES)) return undefined;
  return {
    key: LIBRARY_SENTENCES[action as keyof typeof LIBRARY_SENTENCES],
    values: { title: textOf(d.title) ?? id, accession: textOf(d.accessionNumber) ?? id },
    used: ['title', 'accessionNumber'],
  };
}

const TRANSPORT_SENTENCES = {
  'transport.routeAdded': 'transportRouteAdded',
  'transport.routeChanged': 'transportRouteChanged',
  'transport.routeRemoved': 'transportRouteRemoved',
  'transport.vehicleAdded': 'transportVehicleAdded',
  'transport.vehicleChanged': 'transportVehicleChanged',
  'transport.vehicleRemoved': 'transportVehicleRemoved',
  'transport.faresSaved': 'transportFaresSaved',
  'transport.passApplied': 'transportPassApplied',
  'transport.passStopChanged': 'transportPassStopChanged',
  'transport.passCancelled': 'transportPassCancelled',
  'transport.passSettingsSaved': 'transportPassSettingsSaved',
} as const;

/** The transport office's entries: a route by its code and name, a vehicle by its registration number, the fares by their slabs. */
function transportSentence(action: string, d: Record<string, unknown>, id: string): Described | undefined {
  if (!(action in TRANSPORT_SENTENCES)) return undefined;
  const key = TRANSPORT_SENTENCES[action as keyof typeof TRANSPORT_SENTENCES];
  if (action.startsWith('transport.route'))
    return { key, values: { code: textOf(d.code) ?? id, name: textOf(d.name) ?? '' }, used: ['code', 'name'] };
  if (action === 'transport.passSettingsSaved')
    return { key, values: { day: textOf(d.validUntil) ?? '—' }, used: ['validUntil', 'applicationsOpen'] };
  if (action.startsWith('transport.pass'))
    return {
      key,
      values: { roll: textOf(d.rollNumber) ?? id, route: textOf(d.route) ?? '', stop: textOf(d.stop) ?? '' },
      used: ['rollNumber', 'route', 'stop'],
    };
  if (action === 'transport.faresSaved') {
    const slabs = Array.isArray(d.slabs) ? (d.slabs as unknown[]) : [];
    const last = slabs.at(-1);
    const km = typeof last === 'object' && last !== null ? textOf((last as Record<string, unknown>).upToKm) : undefined;
    return { key, values: { count: slabs.length, km: km ?? '—' }, count: slabs.length, used: ['slabs'] };
  }
  return { key, values: { registration: textOf(d.registrationNumber) ?? id }, used: ['registrationNumber'] };
}

const HOSTEL_SENTENCES = {
  'hostel.blockAdded': 'hostelBlockAdded',
  'hostel.blockChanged': 'hostelBlockChanged',
  'hostel.blockRemoved': 'hostelBlockRemoved',
  'hostel.roomTypeAdded': 'hostelRoomTypeAdded',
  'hostel.roomTypeChanged': 'hostelRoomTypeChanged',
  'hostel.roomTypeRemoved': 'hostelRoomTypeRemoved',
  'hostel.roomAdded': 'hostelRoomAdded',
  'hostel.roomChanged': 'hostelRoomChanged',
  'hostel.roomRemoved': 'hostelRoomRemoved',
  'hostel.bedBlocked': 'hostelBedBlocked',
  'hostel.bedUnblocked': 'hostelBedUnblocked',
  'hostel.applied': 'hostelApplied',
  'hostel.bedAllotted': 'hostelBedAllotted',
  'hostel.allottedByRules': 'hostelAllottedByRules',
  'hostel.bedMoved': 'hostelBedMoved',
  'hostel.bedVacated': 'hostelBedVacated',
  'hostel.allotmentRulesSaved': 'hostelAllotmentRulesSaved',
  'hostel.feesSettled': 'hostelFeesSettled',
  'hostel.termFeesLaid': 'hostelTermFeesLaid',
  'hostel.feeRulesSaved': 'hostelFeeRulesSaved',
  'hostel.leaveRequested': 'hostelLeaveRequested',
  'hostel.leaveDecided': 'hostelLeaveDecided',
  'hostel.leaveCancelled': 'hostelLeaveCancelled',
  'hostel.complaintReported': 'hostelComplaintReported',
  'hostel.complaintMoved': 'hostelComplaintMoved',
  'hostel.visitorIn': 'hostelVisitorIn',
  'hostel.visitorOut': 'hostelVisitorOut',
} as const;

/** The allotment's entries (ADR 0137) say every detail they keep. */
const HOSTEL_ALLOTMENT_FIELDS: Record<string, string[]> = {
  'hostel.applied': ['rollNumber', 'roomType', 'blocks', 'distanceKm'],
  'hostel.bedAllotted': ['rollNumber', 'block', 'room', 'bed', 'fromDate'],
  'hostel.allottedByRules': ['allotted', 'rollNumbers'],
  'hostel.bedMoved': ['rollNumber', 'block', 'room', 'bed', 'from', 'date'],
  'hostel.bedVacated': ['rollNumber', 'block', 'room', 'bed', 'date'],
  'hostel.allotmentRulesSaved': ['order', 'yearOrder', 'categories'],
  'hostel.feesSettled': ['rollNumber', 'refund', 'waived', 'owed', 'deduction', 'reason', 'adjusted'],
  'hostel.termFeesLaid': ['term', 'laid', 'residents'],
  'hostel.feeRulesSaved': ['rentRefund', 'rentDeductionPercent', 'messRefund'],
  'hostel.leaveRequested': ['rollNumber', 'kind', 'fromDate', 'toDate', 'destination'],
  'hostel.leaveDecided': ['rollNumber', 'decision', 'fromDate', 'toDate', 'note'],
  'hostel.leaveCancelled': ['rollNumber', 'fromDate', 'toDate'],
  'hostel.complaintReported': ['block', 'room', 'category', 'description'],
  'hostel.complaintMoved': ['block', 'room', 'category', 'status', 'note'],
  'hostel.visitorIn': ['visitorName', 'relation', 'rollNumber'],
  'hostel.visitorOut': ['visitorName', 'rollNumber'],
};

/** The hostel office's entries: a block or room type by its code and name, a room by its number and block, a bed by its label too. */
function hostelSentence(action: string, d: Record<string, unknown>, id: string): Described | undefined {
  if (!(action in HOSTEL_SENTENCES)) return undefined;
  const key = HOSTEL_SENTENCES[action as keyof typeof HOSTEL_SENTENCES];
  const fields = HOSTEL_ALLOTMENT_FIELDS[action];
  if (fields)
    return { key, values: Object.fromEntries(fields.map((f) => [f, textOf(d[f]) ?? (f === 'rollNumber' ? id : '')])), used: fields };
  if (action.startsWith('hostel.block') || action.startsWith('hostel.roomType'))
    return { key, values: { code: textOf(d.code) ?? id, name: textOf(d.name) ?? '' }, used: ['code', 'name'] };
  const block = textOf(d.block) ?? '';
  if (action.startsWith('hostel.room')) return { key, values: { room: textOf(d.number) ?? id, block }, used: ['number', 'block'] };
  return {
    key,
    values: { bed: textOf(d.bed) ?? id, room: textOf(d.room) ?? '', block, reason: textOf(d.reason) ?? '' },
    used: ['bed', 'room', 'block', 'reason'],
  };
}

const GRIEVANCE_SENTENCES = {
  'grievances.filed': ['grievanceFiled', ['number', 'category', 'confidential', 'attachments']],
  'grievances.assigned': ['grievanceAssigned', ['number', 'member']],
  'grievances.recorded': ['grievanceRecorded', ['number', 'kind', 'hearingOn']],
  'grievances.decided': ['grievanceDecided', ['number', 'outcome', 'inTime']],
  'grievances.appealed': ['grievanceAppealed', ['number']],
  'grievances.appealDecided': ['grievanceAppealDecided', ['number', 'outcome']],
  'grievances.memberAdded': ['grievanceMemberAdded', ['name', 'role', 'fromDate']],
  'grievances.memberEnded': ['grievanceMemberEnded', ['name', 'untilDate']],
  'grievances.settingsSaved': ['grievanceSettingsSaved', ['anonymousOn']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

/** The grievance cell's entries say every detail they keep: none names a filer or what the grievance says. */
function grievanceSentence(action: string, d: Record<string, unknown>, id: string): Described | undefined {
  if (!(action in GRIEVANCE_SENTENCES)) return undefined;
  const [key, fields] = GRIEVANCE_SENTENCES[action as keyof typeof GRIEVANCE_SENTENCES];
  const value = (f: string) => (typeof d[f] === 'boolean' ? (d[f] ? 'yes' : 'no') : (textOf(d[f]) ?? (f === 'number' ? id : '')));
  return { key, values: Object.fromEntries(fields.map((f) => [f, value(f)])), used: [...fields] };
}

const CURRICULUM_SENTENCES = {
  'curriculum.regulationAdded': ['curriculumRegulationAdded', ['code', 'name', 'fromYear']],
  'curriculum.regulationChanged': ['curriculumRegulationChanged', ['code']],
  'curriculum.subjectAdded': ['curriculumSubjectAdded', ['code', 'name', 'regulation', 'place', 'semester']],
  'curriculum.subjectChanged': ['curriculumSubjectChanged', ['code', 'regulation', 'place']],
  'curriculum.subjectRemoved': ['curriculumSubjectRemoved', ['code', 'regulation', 'place']],
  'curriculum.imported': ['curriculumImported', ['count', 'file', 'regulations']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

const SECTION_SENTENCES = {
  'sections.made': ['sectionsMade', ['place', 'names', 'placed']],
  'sections.changed': ['sectionChanged', ['section']],
  'sections.removed': ['sectionRemoved', ['section']],
  'sections.studentPlaced': ['sectionStudentPlaced', ['roll', 'section', 'labBatch']],
  'sections.electiveChosen': ['sectionElectiveChosen', ['roll', 'code', 'group']],
  'sections.allocated': ['sectionAllocated', ['faculty', 'code', 'section', 'part']],
  'sections.allocationChanged': ['sectionAllocationChanged', ['code', 'section', 'part']],
  'sections.allocationRemoved': ['sectionAllocationRemoved', ['faculty', 'code', 'section', 'part']],
  'sections.uploaded': ['sectionsUploaded', ['count', 'file']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

const TIMETABLE_SENTENCES = {
  'timetable.periodsChanged': ['timetablePeriodsChanged', ['count']],
  'timetable.classAdded': ['timetableClassAdded', ['code', 'section', 'weekday', 'period', 'faculty']],
  'timetable.classRemoved': ['timetableClassRemoved', ['code', 'section', 'weekday', 'period', 'faculty']],
  'timetable.substituteArranged': ['timetableSubstituteArranged', ['substitute', 'code', 'section', 'date', 'period', 'faculty']],
  'timetable.substitutionCancelled': ['timetableSubstitutionCancelled', ['substitute', 'code', 'section', 'date']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

const ATTENDANCE_SENTENCES = {
  'attendance.corrected': ['attendanceCorrected', ['code', 'section', 'date', 'period', 'reason']],
  'attendance.settingsSaved': ['attendanceSettingsSaved', ['requiredPercent', 'condonablePercent', 'correctionDays']],
  'attendance.condonationAsked': ['attendanceCondonationAsked', ['roll', 'section', 'percent']],
  'attendance.condonationApproved': ['attendanceCondonationApproved', ['roll', 'section']],
  'attendance.condonationRefused': ['attendanceCondonationRefused', ['roll', 'section', 'remark']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

const INTERNAL_MARKS_SENTENCES = {
  'internalMarks.submitted': ['internalMarksSubmitted', ['code', 'section', 'students']],
  'internalMarks.unlocked': ['internalMarksUnlocked', ['code', 'section', 'reason']],
  'internalMarks.released': ['internalMarksReleased', ['count', 'codes']],
  'internalMarks.componentsSaved': ['internalMarksComponentsSaved', ['code', 'components']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

const PLACEMENT_SENTENCES = {
  'placements.companyAdded': ['placementCompanyAdded', ['name', 'sector']],
  'placements.companyChanged': ['placementCompanyChanged', ['name', 'sector']],
  'placements.driveAdded': ['placementDriveAdded', ['company', 'jobTitle', 'driveOn', 'ctcRupees']],
  'placements.driveChanged': ['placementDriveChanged', ['company', 'jobTitle']],
  'placements.applied': ['placementApplied', ['rollNumber', 'company', 'jobTitle']],
  'placements.advanced': ['placementAdvanced', ['company', 'jobTitle', 'count', 'to']],
  'placements.shortlistUploaded': ['placementShortlistUploaded', ['file', 'company', 'jobTitle', 'count', 'rejected']],
  'placements.offerRecorded': ['placementOfferRecorded', ['company', 'rollNumber', 'ctcRupees']],
  'placements.optedOut': ['placementOptedOut', ['id', 'reason']],
  'placements.settingsSaved': ['placementSettingsSaved', ['offerMultiple']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

type Sentences = Record<string, readonly [string, readonly string[]]>;

/**
 * An office's entries that say every detail they keep, from its table of sentences; `id` names the
 * entry's record (a student by the entry's id when the entry has no roll number).
 */
function tableSentence(table: Sentences, action: string, d: Record<string, unknown>, id: string): Described | undefined {
  if (!(action in table)) return undefined;
  const [key, fields] = table[action]!;
  const value = (f: string) => (f === 'id' ? id : (textOf(d[f]) ?? ''));
  return { key, values: Object.fromEntries(fields.map((f) => [f, value(f)])), used: [...fields] };
}

const COUNTER_MODE_TERMS = new Set(['CARD', 'UPI', 'CASH', 'DD', 'CHEQUE', 'TRANSFER', 'UPI_QR']);

/** The fee counter's entries: money received, a cheque or draft cleared or returned, a clerk's day closed or changed. */
function counterSentence(e: DescribedEntry, d: Record<string, unknown>): Described | undefined {
  const order = e.entityId ?? '';
  const receiptNo = textOf(d.receiptNo) ?? '—';
  const amount = { paise: countOf(d.amountPaise) ?? 0 };
  const date = textOf(d.date);
  const day = date ? { day: date } : '—';
  switch (e.action) {
    case 'counter.received': {
      const mode = textOf(d.mode) ?? '';
      const by = COUNTER_MODE_TERMS.has(mode) ? { term: `modes.${mode}` } : mode;
      return { key: 'counterReceived', values: { amount, mode: by, receiptNo, order }, used: ['receiptNo', 'amountPaise', 'mode'] };
    }
    case 'counter.cleared':
      return { key: 'counterCleared', values: { receiptNo, order }, used: ['receiptNo'] };
    case 'counter.bounced':
      return {
        key: 'counterBounced',
        values: { receiptNo, amount, creditNoteNo: textOf(d.creditNoteNo) ?? '—' },
        used: ['receiptNo', 'amountPaise', 'creditNoteNo'],
      };
    case 'counter.dayClosed': {
      const count = countOf(d.receipts) ?? 0;
      return { key: 'counterDayClosed', values: { date: day, count }, count, used: ['date', 'receipts'] };
    }
    case 'counter.dayChanged': {
      // An accounts officer changes only closed days: a change of status is their reopening.
      const reopened = (textOf(d.what) ?? '').split(', ').includes('status');
      return { key: reopened ? 'counterDayReopened' : 'counterDayChanged', values: { date: day }, used: ['date', 'what'] };
    }
  }
  return undefined;
}

function sentenceOf(e: DescribedEntry): Described | undefined {
  const d = e.details ?? {};
  const id = e.entityId ? `#${e.entityId}` : '';
  if (e.entity === 'admissions') return admissionSentence(e.action, d, id);
  if (e.entity === 'user') return userSentence(e.action, d, id);
  if (e.entity === 'college_settings' && e.action === 'update') return { key: 'settingsChanged', values: {} };
  if (e.entity === 'exam_title') {
    const title = e.entityId ?? '';
    if (e.action === 'publish') return { key: 'resultsPublished', values: { title } };
    if (e.action === 'unpublish') return { key: 'resultsUnpublished', values: { title } };
    if (e.action === 'upload') return { key: 'resultsUploaded', values: { title } };
  }
  if (e.entity === 'gateway_key' && e.action in GATEWAY_SENTENCES)
    return {
      key: GATEWAY_SENTENCES[e.action as keyof typeof GATEWAY_SENTENCES],
      values: { feeType: textOf(d.feeType) ?? id },
      used: ['feeType'],
    };
  if (e.action.startsWith('counter.')) return counterSentence(e, d);
  if (e.action.startsWith('library.')) return librarySentence(e.action, d, id);
  if (e.action.startsWith('transport.')) return transportSentence(e.action, d, id);
  if (e.action.startsWith('hostel.')) return hostelSentence(e.action, d, id);
  if (e.action.startsWith('grievances.')) return grievanceSentence(e.action, d, id);
  if (e.action.startsWith('placements.')) return tableSentence(PLACEMENT_SENTENCES, e.action, d, id);
  if (e.action.startsWith('curriculum.')) return tableSentence(CURRICULUM_SENTENCES, e.action, d, id);
  if (e.action.startsWith('sections.')) return tableSentence(SECTION_SENTENCES, e.action, d, id);
  if (e.action.startsWith('timetable.')) return tableSentence(TIMETABLE_SENTENCES, e.action, d, id);
  if (e.action.startsWith('attendance.')) return tableSentence(ATTENDANCE_SENTENCES, e.action, d, id);
  if (e.action.startsWith('internalMarks.')) return tableSentence(INTERNAL_MARKS_SENTENCES, e.action, d, id);
  if (e.action === 'college.termAdded' || e.action === 'college.termRemoved')
    return {
      key: e.action === 'college.termAdded' ? 'collegeTermAdded' : 'collegeTermRemoved',
      values: { name: textOf(d.name) ?? id, startsOn: textOf(d.startsOn) ?? '', endsOn: textOf(d.endsOn) ?? '' },
      used: ['name', 'startsOn', 'endsOn', 'id'],
    };
  if (e.action === 'college.holidayAdded' || e.action === 'college.holidayRemoved')
    return {
      key: e.action === 'college.holidayAdded' ? 'collegeHolidayAdded' : 'collegeHolidayRemoved',
      values: { name: textOf(d.name) ?? id, day: textOf(d.day) ?? id },
      used: ['name', 'day'],
    };
  if (e.entity === 'payment_order') return paymentSentence(e.action, d, e.entityId ?? '');
  if (e.entity === 'alumni_history' && (e.action === 'alumniHistory.update' || e.action === 'alumniHistory.delete'))
    return {
      key: e.action === 'alumniHistory.update' ? 'alumniChanged' : 'alumniDeleted',
      values: { roll: textOf(d.rollNumber) ?? id },
      used: ['rollNumber'],
    };
  return recordSentence(e, d, id);
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A detail's value as the audit shows it: text, numbers and yes/no as they are, lists of text, anything else as compact JSON (cut). */
function detailValue(value: unknown, max: number): AuditValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return cut(value, max);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    const joined = value.join(', ');
    return joined.length > max ? [cut(joined, max)] : (value as string[]);
  }
  return cut(JSON.stringify(value), max);
}

/**
 * An entry in plain words: its sentence (an action the audit does not know reads as the action and
 * what it changed), and the details that sentence and the changes do not already say.
 */
export function describeAuditEntry(e: DescribedEntry, max = VALUE_MAX): { sentence: AuditSentence; details: AuditDetail[] } {
  const found = sentenceOf(e);
  const { used = [], ...sentence }: Described = found ?? {
    key: 'other',
    values: { action: e.action, entity: e.entity, id: e.entityId ? `#${e.entityId}` : '' },
  };
  const skip = new Set<string>([...used, ...AUDIT_CHANGE_KEYS]);
  const details = Object.entries(e.details ?? {})
    .filter(([field, value]) => !skip.has(field) && value !== undefined)
    .map(([field, value]) => ({ field, value: detailValue(value, max), money: /Paise$/.test(field) }));
  return { sentence, details };
}

/** A field no text names, in words: `studentContactNo` → `Student contact no`. */
const fieldInWords = (field: string) => {
  const words = field
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * How a reader's language writes an entry: `text` looks up a key of AUDIT_ENTRY_TEXTS (`sentences.…`,
 * `fields.…`, `kinds.…`, `yes`) in that language and fills its values, undefined when there is none;
 * the formatters are the application's one money, day and number format.
 */
export interface AuditWords {
  text(key: string, values?: Record<string, string | number>): string | undefined;
  money(paise: number): string;
  day(day: string): string;
  number(n: number): string;
  /** A role by its name: `ROLE_LIBRARY_INCHARGE` → `Library Incharge`. */
  role(role: string): string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A field as the forms call it (`ssc.board` is looked up as `ssc_board`); a field no text names, in words. */
export const auditFieldLabel = (field: string, w: AuditWords) => w.text(`fields.${field.replace(/\./g, '_')}`) ?? fieldInWords(field);

/** A recorded action by its name (`user.createLogins` → `Created logins`); an action no text names, as recorded. */
export const auditActionName = (action: string, w: Pick<AuditWords, 'text'>) => w.text(`actions.${action.replace(/\./g, '_')}`) ?? action;

/** Fields whose numbers are no quantities: a year is 2026, not 2,026. */
const PLAIN_NUMBER = /year|number|No$|rank|pincode/i;
/** Fields that hold roles: each by its name. */
const ROLE_FIELDS = new Set(['roles', 'requestedRole']);
/** Fields that hold a user's or results' status: each in words. */
const STATUS_FIELDS = new Set(['status', 'previous']);

/**
 * A value before, after or of a detail: money in the one money format, days DD-MM-YYYY, roles by
 * name, yes/no in words, lists joined; `field` is the field it belongs to.
 */
export function auditValueText(value: AuditValue, w: AuditWords, { money = false, field = '' } = {}): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return w.text(value ? 'yes' : 'no') ?? String(value);
  if (ROLE_FIELDS.has(field)) return (Array.isArray(value) ? value : [String(value)]).map(w.role).join(', ');
  if (typeof value === 'number') return money ? w.money(value) : PLAIN_NUMBER.test(field) ? String(value) : w.number(value);
  if (Array.isArray(value)) return value.join(', ');
  if (STATUS_FIELDS.has(field)) return w.text(`statuses.${value}`) ?? value;
  if (money && /^\d+$/.test(value)) return w.money(Number(value));
  return ISO_DAY.test(value) ? w.day(value) : value;
}

/** An entry's sentence in the reader's language (`_one`/`_other` chosen by its count, as i18next does). */
export function auditSentenceText(s: AuditSentence, w: AuditWords): string {
  const values = Object.fromEntries(
    Object.entries(s.values).map(([name, v]) => [
      name,
      typeof v === 'object'
        ? 'paise' in v
          ? w.money(v.paise)
          : 'day' in v
            ? w.day(v.day)
            : (w.text(v.term) ?? v.term)
        : typeof v === 'number'
          ? w.number(v)
          : v,
    ]),
  );
  const key = s.count === undefined ? s.key : `${s.key}_${s.count === 1 ? 'one' : 'other'}`;
  return (w.text(`sentences.${key}`, values) ?? w.text('sentences.other', values) ?? key).trim();
}

/** A change as one line: `Student mobile: ••••1234 → ••••6780`; a secret only `Password: changed`. */
export function auditChangeText(c: AuditChange, w: AuditWords): string {
  const label = auditFieldLabel(c.field, w);
  if (c.kind === 'secret') return `${label}: ${w.text('changed') ?? 'changed'}`;
  // Amounts in paise are money whether or not the entry marked them (a counter day's cash counted).
  const opts = { money: c.kind === 'money' || /Paise$/.test(c.field), field: c.field };
  return `${label}: ${auditValueText(c.before, w, opts)} → ${auditValueText(c.after, w, opts)}`;
}
