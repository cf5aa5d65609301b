import { ADMISSION_TEXTS } from './admissions/admission-error-texts.js';
import { ERROR_TEXTS } from './errors.js';
import { MESSAGES, RESULT_MESSAGES, UPLOAD_MESSAGES } from './messages.js';
import { PAYMENT_MESSAGES } from './payments/payment-messages.js';
import { FEE_TEXTS } from './payments/fee-texts.js';
import { ACCOUNTS_TEXTS } from './payments/accounts.texts.js';
import { COUNTER_TEXTS } from './payments/counter.texts.js';
import { GATEWAY_KEY_TEXTS } from './payments/gateway-keys.texts.js';
import { ACCOUNT_MESSAGES } from './users/account-messages.js';
import { FACULTY_TEXTS } from './faculty/faculty-texts.js';
import { ALUMNI_TEXTS } from './alumni/alumni.texts.js';
import { AUDIT_TEXTS } from './audit/audit.texts.js';
import { DASHBOARD_TEXTS } from './dashboards/dashboard-texts.js';
import { INPUT_TEXTS } from './input-texts.js';
import { NOTIFICATION_TEXTS } from './notifications/notifications.texts.js';
import { MASTER_DATA_TEXTS } from './masterdata/masterdata.texts.js';
import { SETTINGS_TEXTS } from './public/settings.texts.js';
import { LIBRARY_TEXTS } from './library/library.texts.js';
import { TRANSPORT_TEXTS } from './transport/transport.texts.js';
import { HOSTEL_TEXTS } from './hostel/hostel.texts.js';
import { GRIEVANCE_TEXTS } from './grievances/grievances.texts.js';
import { PLACEMENT_TEXTS } from './placements/placements.texts.js';
import { CURRICULUM_TEXTS } from './curriculum/curriculum.texts.js';
import { SECTIONS_TEXTS } from './sections/sections.texts.js';
import { TIMETABLE_TEXTS } from './timetable/timetable.texts.js';
import { ATTENDANCE_TEXTS } from './attendance/attendance.texts.js';
import { INTERNAL_MARKS_TEXTS } from './internal-marks/internal-marks.texts.js';
import { COLLEGE_TERM_TEXTS } from './college/college-terms.texts.js';
import { CIRCULATION_TEXTS } from './library/circulation.texts.js';
import { LIBRARY_DUES_TEXTS } from './library/library-dues.texts.js';
import { LIBRARY_REPORT_TEXTS } from './library/library-reports.texts.js';
import { fillText } from './fill-text.js';

/**
 * Every text the server answers a user with, by a stable key (`signIn.invalidCredentials`). `{{name}}`
 * marks a value the text carries (a field, a row, a roll number). The server throws a message with its
 * key and values (`serverText`) and sends them next to the English `message`; the web shows the key's
 * text in the reader's language (ADR 0041, ADR 0111). A new message: add it here, and its German in
 * apps/web/src/i18n/errors-de.i18n.ts (the admission forms' in admission-errors.i18n.ts).
 */
export const SERVER_TEXTS = {
  signIn: {
    invalidCredentials: MESSAGES.invalidCredentials,
    pending: ERROR_TEXTS.PENDING.signIn,
    disabled: ERROR_TEXTS.DISABLED.signIn,
    tooManyAttempts: MESSAGES.tooManyLoginAttempts,
    required: MESSAGES.signInRequired,
    userNameRequired: 'User name is required',
    passwordRequired: 'Password is required',
  },
  access: {
    forbidden: MESSAGES.forbidden,
    badOrigin: ERROR_TEXTS.BAD_ORIGIN.origin,
    noRule: 'This route has no access rule',
  },
  page: {
    notFound: MESSAGES.notFound,
    collegeNotSetUp: 'The college has not been set up yet',
    internal: ERROR_TEXTS.INTERNAL.server,
    unavailable: ERROR_TEXTS.UNAVAILABLE.database,
    pdfsBusy: ERROR_TEXTS.UNAVAILABLE.pdfs,
    signInsBusy: ERROR_TEXTS.UNAVAILABLE.signIns,
    diskFull: ERROR_TEXTS.INSUFFICIENT_STORAGE.disk,
    badAddress: 'The address is not valid: a part of its path is too long or wrongly encoded',
    noSuchImage: 'No such image',
    badRequest: '{{reason}}',
  },
  input: INPUT_TEXTS,
  results: {
    enterRollNumber: MESSAGES.enterRollNumber,
    noResult: RESULT_MESSAGES.noResult,
    rateLimited: RESULT_MESSAGES.rateLimited,
    titleNotFound: RESULT_MESSAGES.titleNotFound,
    titlePublished: `${RESULT_MESSAGES.titlePublished} ({{title}})`,
    invalidVerification: RESULT_MESSAGES.invalidVerification,
    cacheUnavailable: RESULT_MESSAGES.cacheUnavailable,
    rowsInvalid: RESULT_MESSAGES.rowsInvalid,
    rowsInvalidShowing: `${RESULT_MESSAGES.rowsInvalid} (showing the first {{shown}} of {{count}})`,
    unknownColumn: "Unknown column '{{column}}': the columns are {{columns}}",
    courseTwice: 'Course {{course}} appears twice for roll number {{rollNo}} (also row {{row}})',
    notInRegister: 'Roll number {{rollNo}} on row {{row}} is not in the student register',
    nameNotRegistered:
      "The name '{{name}}' on row {{row}} differs from '{{registered}}' in the student register for roll number {{rollNo}}: correct it, or choose to ignore the names in the file",
    marks: 'marks must be a number from 0 to 100, or AB for absent',
    creditsPositive: 'credits must be a positive number',
    creditsMax: 'credits must be at most {{max}}',
  },
  upload: {
    failed: MESSAGES.excelUploadFailed,
    uploaded: MESSAGES.excelUploaded,
    noFile: UPLOAD_MESSAGES.noFile,
    unknownFileType: UPLOAD_MESSAGES.unknownFileType,
    notExcel: UPLOAD_MESSAGES.notExcel,
    corrupt: UPLOAD_MESSAGES.corrupt,
    sizeLie: 'The Excel file is damaged: a part of it unpacks to more than the file says it holds',
    emptySheet: UPLOAD_MESSAGES.emptySheet,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    missingColumns: `${UPLOAD_MESSAGES.missingColumns}: {{columns}}`,
    missingColumn: 'Missing column {{column}}',
    cell: 'Row {{row}}, column {{column}} {{problem}}',
    cellAndMore: 'Row {{row}}, column {{column}} {{problem}} (and {{more}} more cells listed)',
    sameAsRow: '{{problem}} (same as row {{row}})',
    cellNul: 'contains a NUL character (_x0000_), which cannot be saved: remove it',
    cellTooLong: 'holds more than {{max}} characters, the most a cell may hold',
    tooManyRows: 'The sheet has more than {{max}} rows; at most {{max}} can be uploaded at once',
    tooManyTexts: 'The workbook holds more than {{max}} different texts, the most one upload may hold: split it into smaller files',
    tooMuchData: 'The workbook unpacks to more than {{mb}} MB of sheet data, the most one upload may hold: split it into smaller files',
    tooMuchMemory: 'The workbook needs more than {{mb}} MB of memory to read, the most one upload may use: split it into smaller files',
    tooSlow: 'The workbook took longer than {{seconds}} s to read: split it into smaller files',
    noProgress: 'No upload in progress with this id',
  },
  admissions: ADMISSION_TEXTS,
  admissionRecords: {
    notMultipart: 'Please send the form as multipart/form-data',
    formMissing: 'The applicationFormData part is missing',
    formNotJson: 'applicationFormData is not valid JSON',
    noPhoto: 'No photo',
    noSuchStudent: 'No such student',
    noStudentWithRoll: 'No student with roll number {{rollNumber}}',
    noForm: 'No admission form has been saved for this student',
    editedAadhaarEmpty: 'editedAadharNumber is empty: a modify must name the record it changes',
    editedRollNumber: 'The student being edited does not have roll number {{rollNumber}}',
    editedAadhaar: 'The Aadhaar number being edited does not belong to this student',
    photoType: 'The photo must be a JPG or PNG image',
    photoSize: 'The photo must be 2 MB or smaller',
    photoEmpty: 'The photo file is empty',
    photoPixels: 'The photo must be at most {{side}} × {{side}} pixels',
    choice: {
      admissionType: 'Please select a valid admission type',
      seatType: 'Please select a valid seat type',
      category: 'Please select a valid category',
      subCaste: 'Please select a valid sub-caste',
      nationality: 'Please select a valid nationality',
      religion: 'Please select a valid religion',
      entranceType: 'Please select a valid entrance type',
      agent: 'Please select a valid agent',
    },
  },
  admissionRows: {
    unknownCourse: "Unknown course '{{course}}'",
    unknownBranch: "Unknown branch '{{branch}}' for {{course}}",
    unknownBatch: "Unknown batch '{{batch}}' for {{course}}: choose one of {{options}}",
    noOpenBatch: 'No batch of {{course}} is open: please add one in Master Data',
    unknownCategory: "Unknown category '{{category}}'",
    categoryOfSubCaste: "Please choose the category of sub-caste '{{subCaste}}'",
    unknownSubCaste: "Unknown sub-caste '{{subCaste}}' for {{category}}",
    unknownAdmissionType: "Unknown admission type '{{admissionType}}': choose one of {{options}}",
  },
  settings: SETTINGS_TEXTS,
  masterData: MASTER_DATA_TEXTS,
  utilities: {
    enterEncrypted: MESSAGES.enterEncrypted,
    enterPlainText: MESSAGES.enterPlainText,
    cryptError: MESSAGES.cryptError,
    cryptType: 'type must be encrypt or decrypt',
  },
  payments: PAYMENT_MESSAGES,
  fees: FEE_TEXTS,
  gatewayKeys: GATEWAY_KEY_TEXTS,
  feeAccounts: ACCOUNTS_TEXTS,
  counter: COUNTER_TEXTS,
  accounts: ACCOUNT_MESSAGES,
  faculty: FACULTY_TEXTS,
  alumni: ALUMNI_TEXTS,
  audit: AUDIT_TEXTS,
  dashboards: DASHBOARD_TEXTS,
  notifications: NOTIFICATION_TEXTS,
  library: LIBRARY_TEXTS,
  circulation: CIRCULATION_TEXTS,
  libraryDues: LIBRARY_DUES_TEXTS,
  libraryReports: LIBRARY_REPORT_TEXTS,
  transport: TRANSPORT_TEXTS,
  hostel: HOSTEL_TEXTS,
  collegeTerms: COLLEGE_TERM_TEXTS,
  grievances: GRIEVANCE_TEXTS,
  placements: PLACEMENT_TEXTS,
  curriculum: CURRICULUM_TEXTS,
  sections: SECTIONS_TEXTS,
  timetable: TIMETABLE_TEXTS,
  attendance: ATTENDANCE_TEXTS,
  internalMarks: INTERNAL_MARKS_TEXTS,
} as const;

type Texts = { readonly [name: string]: string | Texts };

/** The dotted paths of a catalogue's texts: `signIn.invalidCredentials`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The key of one of SERVER_TEXTS: a typo or a removed text does not compile. */
export type ServerTextKey = Leaves<typeof SERVER_TEXTS>;

/**
 * A message of the server as it is thrown (ADR 0111): its key, the values its `{{name}}` placeholders
 * take, and the English text with them filled in. The key and the values travel to the web, which
 * shows the key's text in the reader's language; `message` is the English answer.
 */
export interface ServerText {
  key: ServerTextKey;
  params?: TextParams;
  message: string;
}

/** A value that is itself a message (a row problem inside "Row 4, column B …"): it travels by its key and values. */
interface KeyedValue {
  key: ServerTextKey;
  params?: Record<string, string>;
}

/** The values of a message: text, or a message of its own (translated by its key, never by its wording). */
export type TextParams = Record<string, string | KeyedValue>;

/** `a.b` keys and their texts. */
function entries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [[key, value] as [string, string]] : entries(value, key);
  });
}

/** The English text of a key. */
export function serverTextOf(key: ServerTextKey): string {
  let found: string | Texts = SERVER_TEXTS;
  for (const name of key.split('.')) found = (found as Texts)[name];
  return found as string;
}

/**
 * A keyed message: `serverText('payments.orderNotFound')`, `serverText('fees.noOrder', { orderId })`.
 * The one way a server message is made. Values travel as text; a value that is a message of its own
 * (`serverText(...)`) travels as its key and values, and its English fills the English text.
 */
export function serverText(key: ServerTextKey, params?: Record<string, string | number | ServerText>): ServerText {
  const entries = Object.entries(params ?? {});
  if (entries.length === 0) return { key, message: serverTextOf(key) };
  const values: TextParams = {};
  const english: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === 'object') {
      const inner = Object.entries(value.params ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string');
      values[name] = { key: value.key, ...(inner.length > 0 ? { params: Object.fromEntries(inner) } : {}) };
      english[name] = value.message;
    } else english[name] = values[name] = String(value);
  }
  return { key, params: values, message: fillText(serverTextOf(key), english) };
}

/** Every key of SERVER_TEXTS with its English text. */
export const serverTextEntries = () => entries(SERVER_TEXTS) as [ServerTextKey, string][];
