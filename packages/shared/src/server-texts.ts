import { ADMISSION_TEXTS } from './admissions/admission-error-texts.js';
import { ERROR_TEXTS } from './errors.js';
import { MESSAGES, RESULT_MESSAGES, UPLOAD_MESSAGES } from './messages.js';
import { TIME_ZONE_MESSAGE } from './dates.js';
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

/**
 * Every text the server answers a user with, by a stable key (`signIn.invalidCredentials`). `{{name}}`
 * marks a value the text carries (a field, a row, a roll number). The server finds the key of each
 * message it answers (`serverTextKey`) and sends it with its values next to the English `message`; the
 * web shows the key's text in the reader's language (ADR 0041). A new message: add it here, and its
 * German in apps/web/src/i18n/errors.i18n.ts.
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
  },
  input: {
    tooLong: '{{field}} must have at most {{max}} characters',
    notText: '{{field}} must be text',
    required: '{{field}} is required',
    nul: '{{field}} must not contain NUL characters',
    control: '{{field}} must not contain control characters',
    oneLine: '{{field}} must be a single line',
    partNameNul: 'The part name {{field}} must not contain NUL characters',
    fileNameNul: 'The file name of {{field}} must not contain NUL characters',
    multipart: 'The multipart body cannot be read: {{reason}}',
    id: '{{field}} must be a whole number from 1 to {{max}}',
    dateRange: '{{field}} must be a date from {{from}} to {{to}}',
    validMobile: MESSAGES.validMobile,
    httpAddress: '{{field}} must be an http or https address, such as https://erp.college.edu.in',
  },
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
    tooManyRows: 'The sheet has more than {{max}} rows; at most {{max}} can be uploaded at once',
    tooManyTexts: 'The workbook holds more than {{max}} different texts, the most one upload may hold: split it into smaller files',
    tooMuchData: 'The workbook unpacks to more than {{mb}} MB of sheet data, the most one upload may hold: split it into smaller files',
    tooMuchMemory: 'The workbook needs more than {{mb}} MB of memory to read, the most one upload may use: split it into smaller files',
    tooSlow: 'The workbook took longer than {{seconds}} s to read: split it into smaller files',
    noProgress: 'No upload in progress with this id',
  },
  admissions: ADMISSION_TEXTS,
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
  settings: {
    codeShort: 'College code must have at least 2 characters',
    codeLong: 'College code must have at most {{max}} characters',
    codeLetters: 'College code must be upper-case letters and digits',
    codeVariant: 'College code {{code}} is not a known variant: did you mean {{meant}}?',
    nameRequired: 'College name is required',
    phone: '{{field}}: enter an Indian landline or mobile number, such as 040 2416 7788 or 98480 12345',
    mailId: 'Mail ID: enter an e-mail address, such as principal@college.edu.in',
    supportEmail: 'Support e-mail: enter an e-mail address, such as support@college.edu.in',
    tooManyPhones: 'At most {{max}} phone numbers',
    tooManyContacts: 'At most {{max}} contact persons',
    timeZone: TIME_ZONE_MESSAGE,
  },
  masterData: {
    codeCharacters: '{{field}} may hold letters, digits, dot, dash and slash only',
    choose: 'Please choose a {{thing}}',
    startYear: 'Start year must be a year',
    duration: 'Duration must be 1 to 6 years',
    rollCode: 'Roll code must be two digits or capitals',
    semesterNumber: 'Number must be 1 to 12',
    listKey: 'Key must be entrancetype, Nationality or Religion',
    sortOrder: 'Sort order must be 0 to 9999',
    exists: "{{field}} '{{value}}' already exists",
    existsWithin: "{{field}} '{{value}}' already exists in {{within}}",
    existsAnyCase: "{{field}} '{{value}}' already exists (capitals and small letters count as the same)",
    existsWithinAnyCase: "{{field}} '{{value}}' already exists in {{within}} (capitals and small letters count as the same)",
    existingParent: 'Please choose an existing parent entry',
    existingEntry: 'Please choose an existing entry',
    entryExists: 'This entry already exists',
    nothingToChange: 'Nothing to change',
    noSuchEntry: 'No such entry',
  },
  utilities: {
    enterEncrypted: MESSAGES.enterEncrypted,
    enterPlainText: MESSAGES.enterPlainText,
    cryptError: MESSAGES.cryptError,
    cryptType: 'type must be encrypt or decrypt',
  },
  payments: PAYMENT_MESSAGES,
  fees: {
    ...FEE_TEXTS,
    codeCharacters: 'Code may hold letters, digits, dash and underscore only',
    batchRequired: 'Please choose a batch',
  },
  gatewayKeys: GATEWAY_KEY_TEXTS,
  feeAccounts: ACCOUNTS_TEXTS,
  counter: COUNTER_TEXTS,
  accounts: ACCOUNT_MESSAGES,
  faculty: FACULTY_TEXTS,
  alumni: ALUMNI_TEXTS,
  audit: AUDIT_TEXTS,
  dashboards: DASHBOARD_TEXTS,
} as const;

type Texts = { readonly [name: string]: string | Texts };
export type TextParams = Record<string, string>;

/** `a.b` keys and their texts. */
function entries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [[key, value] as [string, string]] : entries(value, key);
  });
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A server text with its `{{name}}` placeholders filled in (a name without a value leaves nothing). */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
  /** The fixed characters: a longer one is the more specific text and is tried first. */
  fixed: number;
}

let compiled: { exact: Map<string, string>; patterns: Pattern[] } | undefined;

function compile() {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of entries(SERVER_TEXTS)) {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const parts = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const source = parts.map(escape).join('(.+?)');
    patterns.push({ key, names, regex: new RegExp(`^${source}$`, 's'), fixed: parts.join('').length });
  }
  patterns.sort((a, b) => b.fixed - a.fixed);
  return { exact, patterns };
}

/** The key and values of a message rendered from one of SERVER_TEXTS, or undefined for any other text. */
export function serverTextKey(message: string | undefined): { key: string; params?: TextParams } | undefined {
  if (!message) return undefined;
  compiled ??= compile();
  const key = compiled.exact.get(message);
  if (key) return { key };
  for (const p of compiled.patterns) {
    const m = p.regex.exec(message);
    if (m) return { key: p.key, params: Object.fromEntries(p.names.map((name, i) => [name, m[i + 1]])) };
  }
  return undefined;
}

/** Every key of SERVER_TEXTS with its English text. */
export const serverTextEntries = () => entries(SERVER_TEXTS);
