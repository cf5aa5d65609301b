import { FEE_PACKAGE_PARTS, FEE_PACKAGE_YEARS, type PartialRule } from '@campus/shared';

/**
 * The full form's fields in screen (and keyboard) order. Keys are the record's names; nested
 * values use dots (ssc.board). `rule` is the typing check of spec 000 section 5.
 */
type FieldKind = 'text' | 'select' | 'date' | 'multiline' | 'readonly';
type OptionSource =
  | 'gender'
  | 'bloodGroup'
  | 'yesNo'
  | 'knowingAbout'
  | 'nationality'
  | 'religion'
  | 'entranceType'
  | 'category'
  | 'subCaste'
  | 'course'
  | 'batch'
  | 'branch'
  | 'semester'
  | 'admissionType'
  | 'level'
  | 'agent';

export interface FieldDef {
  key: string;
  kind: FieldKind;
  rule?: PartialRule | 'aadhaar' | 'email';
  options?: OptionSource;
  required?: boolean;
}

const t = (key: string, rule?: FieldDef['rule'], required = false): FieldDef => ({ key, kind: 'text', rule, required });
const s = (key: string, options: OptionSource, required = false): FieldDef => ({ key, kind: 'select', options, required });
const d = (key: string): FieldDef => ({ key, kind: 'date' });
const m = (key: string): FieldDef => ({ key, kind: 'multiline' });

export const SECTIONS: { id: string; fields: FieldDef[] }[] = [
  {
    id: 'student',
    fields: [
      t('name', 'text', true),
      d('dateOfBirth'),
      s('gender', 'gender', true),
      s('bloodGroup', 'bloodGroup'),
      t('aadharNo', 'aadhaar', true),
      s('nationality', 'nationality'),
      s('religion', 'religion'),
      t('motherTongue', 'text'),
      s('category', 'category'),
      s('subCaste', 'subCaste'),
      t('studentContactNo', 'mobile'),
      t('emailId', 'email'),
      t('identificationMarksA', 'text'),
      t('identificationMarksB', 'text'),
      s('physicallyChallanged', 'yesNo'),
      s('belongsToSportsNcc', 'yesNo'),
    ],
  },
  {
    id: 'parents',
    fields: [
      t('fathersName', 'text'),
      t('occupationOfFather', 'text'),
      t('fatherContactNo', 'mobile'),
      t('fatherEmailId', 'email'),
      t('mothersName', 'text'),
      t('occupationOfMother', 'text'),
      t('motherContactNo', 'mobile'),
      t('annualIncome', 'number'),
    ],
  },
  {
    id: 'address',
    fields: [
      t('doorNo', 'doorNo'),
      t('street'),
      t('village', 'text'),
      t('mandal', 'text'),
      t('district', 'text'),
      t('state', 'text'),
      t('pincode', 'pincode'),
      t('landline', 'landline'),
      t('distance', 'number'),
      m('presentAddress'),
      m('permanentAddress'),
    ],
  },
  {
    id: 'education',
    fields: [
      t('ssc.board', 'text'),
      t('ssc.school', 'text'),
      t('ssc.yearOfPass', 'number'),
      t('ssc.marks', 'number'),
      t('ssc.gradePoints', 'number'),
      t('sscPercentage'),
      t('inter.board', 'text'),
      t('inter.institution', 'text'),
      t('inter.yearOfPass', 'number'),
      t('inter.marks', 'number'),
      t('inter.gradePoints', 'number'),
      t('percentageOfMarks'),
      t('marksSecured', 'number'),
      t('totalMarksInter', 'number'),
      t('previousInstitution', 'text'),
      t('division'),
      t('otherIfAny'),
    ],
  },
  {
    id: 'admission',
    fields: [
      s('courseAppliedFor', 'course', true),
      s('batch', 'batch', true),
      s('branch', 'branch', true),
      s('semester', 'semester'),
      s('level', 'level'),
      d('dateOfAdmission'),
      t('adminNo'),
      t('regulation'),
      s('admissionType', 'admissionType'),
      { key: 'seatType', kind: 'readonly' },
      t('admissionEntryType'),
      s('entranceType', 'entranceType'),
      t('hallTicketNo'),
      t('rank', 'number'),
      s('lateral', 'yesNo'),
      s('lateralEntry', 'yesNo'),
      s('knowingAboutInstitute', 'knowingAbout'),
      s('agent', 'agent'),
      t('agentAmount', 'amount'),
      s('certificateSubmission', 'yesNo'),
      s('scholarShip', 'yesNo'),
    ],
  },
  {
    id: 'fees',
    fields: [
      t('feeCommitment', 'amount'),
      t('studentPaidamount', 'amount'),
      t('bankAccountNo', 'number'),
      t('bankName', 'text'),
      t('ifscCode'),
      t('rationCardNo', 'number'),
    ],
  },
];

/** Flat form values (dotted keys) → the nested record the server expects; blanks are left out. */
export function toRecord(values: Record<string, string>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...extra };
  for (const [key, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (value === '') continue;
    const parts = key.split('.');
    let node = out;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return out;
}

/** A saved record → flat form values. */
export function fromRecord(record: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(record)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, fromRecord(v as Record<string, unknown>, key));
    else if (v !== null && v !== undefined) out[key] = String(v);
  }
  return out;
}

/** Flat values (dotted keys) → nested form values, blanks kept (react-hook-form names nested values by dots). */
export function toFormValues(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return out;
}

/** The fee package's fields, year by year (MRDU). */
const FEE_KEYS = FEE_PACKAGE_YEARS.flatMap((year) => FEE_PACKAGE_PARTS.map((part) => `feePackage.${year}.${part}`));

/** Every field of the form in screen order (the fee package after the fees section's own fields). */
export const FIELD_ORDER = SECTIONS.flatMap((s) => [...s.fields.map((f) => f.key), ...(s.id === 'fees' ? FEE_KEYS : [])]);

/** A blank form: every field empty, so that every one is checked and can be marked. */
export const emptyFlatValues = (): Record<string, string> => Object.fromEntries(FIELD_ORDER.map((k) => [k, '']));
