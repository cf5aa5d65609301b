/** The validators and patterns that check user input, for the linear-time test and bench:hostile-input. */
import type { z } from 'zod';
import {
  AADHAAR_PARTIAL_PATTERN,
  AADHAAR_PATTERN,
  aadhaarField,
  AMOUNT_PATTERN,
  amountField,
  applicationFormDataSchema,
  birthDateField,
  choiceField,
  dateField,
  DOOR_NO_PATTERN,
  doorNoField,
  EMAIL_PATTERN,
  emailField,
  freeTextField,
  LANDLINE_PATTERN,
  landlineField,
  MOBILE_PARTIAL_PATTERN,
  MOBILE_PATTERN,
  mobileField,
  NUMBER_PATTERN,
  numberField,
  PERCENTAGE_PATTERN,
  percentageField,
  PINCODE_PARTIAL_PATTERN,
  PINCODE_PATTERN,
  pincodeField,
  remarksField,
  TEXT_PATTERN,
  textField,
} from './admissions/admission.schema.js';
import { ONBLUR_AADHAAR_PATTERN, SIMPLE_MOBILE_PATTERN, studentAdmissionSchema } from './admissions/student-admission.schema.js';
import { signInBodySchema, signInQuerySchema } from './auth/auth.schema.js';
import { DATE_PATTERN } from './dates.js';
import { newCopySchema, titleSchema } from './library/library.schema.js';
import { MASTERDATA_SCHEMAS } from './masterdata/masterdata.schema.js';
import { candidateDetailSchema, collegeCodeSchema, collegeSettingsSchema, contactInputSchema } from './public/public.schema.js';
import { examTitleSchema, resultLookupQuerySchema, resultUploadRowSchema } from './results/results.schema.js';
import { uploadQuerySchema } from './uploads/upload.schema.js';

/** Every regular expression a zod schema checks, through wrappers (optional, pipe, union, object fields). */
export function patternsOf(schema: z.ZodType): RegExp[] {
  const found = new Set<RegExp>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const zod = (node as { _zod?: { def?: Record<string, unknown> } })._zod;
    const def = zod?.def;
    if (!def) return;
    if (def.pattern instanceof RegExp) found.add(def.pattern);
    for (const check of (def.checks as unknown[] | undefined) ?? []) walk(check);
    for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType', 'keyType']) walk(def[key]);
    for (const option of (def.options as unknown[] | undefined) ?? []) walk(option);
    const shape = def.shape as Record<string, unknown> | undefined;
    for (const field of Object.values(shape ?? {})) walk(field);
  };
  walk(schema);
  return [...found];
}

export const VALIDATORS: Record<string, z.ZodType> = {
  textField,
  numberField,
  amountField,
  mobileField,
  aadhaarField,
  emailField,
  doorNoField,
  pincodeField,
  landlineField,
  percentageField,
  dateField,
  birthDateField,
  freeTextField,
  choiceField,
  remarksField,
  collegeCodeSchema,
  examTitleSchema,
};

export const OBJECTS: Record<string, z.ZodObject> = {
  applicationFormDataSchema,
  studentAdmissionSchema,
  resultUploadRowSchema,
  resultLookupQuerySchema,
  signInBodySchema,
  signInQuerySchema,
  uploadQuerySchema,
  collegeSettingsSchema,
  contactInputSchema,
  candidateDetailSchema,
  libraryTitle: titleSchema,
  libraryCopy: newCopySchema,
  ...Object.fromEntries(Object.entries(MASTERDATA_SCHEMAS).map(([kind, schema]) => [`masterdata ${kind}`, schema])),
};

export const PATTERNS: Record<string, RegExp> = {
  TEXT_PATTERN,
  NUMBER_PATTERN,
  AMOUNT_PATTERN,
  MOBILE_PARTIAL_PATTERN,
  MOBILE_PATTERN,
  AADHAAR_PARTIAL_PATTERN,
  AADHAAR_PATTERN,
  EMAIL_PATTERN,
  DOOR_NO_PATTERN,
  PINCODE_PARTIAL_PATTERN,
  PINCODE_PATTERN,
  LANDLINE_PATTERN,
  PERCENTAGE_PATTERN,
  DATE_PATTERN,
  ONBLUR_AADHAAR_PATTERN,
  SIMPLE_MOBILE_PATTERN,
};
