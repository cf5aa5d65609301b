import { describe, expect, it } from 'vitest';
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
import * as LIMITS from './limits.js';
import { MASTERDATA_SCHEMAS } from './masterdata/masterdata.schema.js';
import { candidateDetailSchema, collegeCodeSchema, collegeSettingsSchema, contactInputSchema } from './public/public.schema.js';
import { examTitleSchema, resultLookupQuerySchema, resultUploadRowSchema } from './results/results.schema.js';
import { uploadQuerySchema } from './uploads/upload.schema.js';

/**
 * Every validator of user input finishes quickly on hostile text of its maximum length and of ten
 * times that: a pattern with nested or overlapping quantifiers (the old e-mail check took 20 s on
 * "a@" + 120,000 dots + "@") fails here.
 */
const BUDGET_MS = 50;

/** Texts that make backtracking patterns explode: long runs that almost match and fail at the end. */
const hostile = (n: number): string[] => {
  const fill = (unit: string, tail: string) => unit.repeat(Math.ceil(n / unit.length)).slice(0, Math.max(0, n - tail.length)) + tail;
  return [
    fill('a', ''),
    fill('.', '@').replace(/^../, 'a@'),
    fill('1', 'x'),
    fill('a ', '1'),
    fill('1.', 'x'),
    fill('0/-', 'x'),
    fill('a@', '!'),
    fill('A0', ' '),
    fill(' ', 'x'),
  ];
};

const LENGTHS = [
  ...new Set(
    Object.values(LIMITS as Record<string, unknown>)
      .filter((v): v is number => typeof v === 'number' && v < 100_000)
      .flatMap((max) => [max, max * 10]),
  ),
].sort((a, b) => a - b);
const INPUTS = LENGTHS.flatMap(hostile);

/** The slowest of several runs is what counts; a run over budget is measured twice more (a GC pause is not the pattern). */
function slowestMs(run: (input: string) => unknown): { ms: number; input: string } {
  let worst = { ms: 0, input: '' };
  for (const input of INPUTS) {
    run(input);
    let ms = Infinity;
    for (let attempt = 0; attempt < 3 && ms >= BUDGET_MS; attempt++) {
      const start = performance.now();
      run(input);
      ms = Math.min(ms, performance.now() - start);
    }
    if (ms > worst.ms) worst = { ms, input };
  }
  return worst;
}

const expectFast = (run: (input: string) => unknown) => {
  const { ms, input } = slowestMs(run);
  expect(ms, `${ms.toFixed(1)} ms on ${input.length} characters starting ${JSON.stringify(input.slice(0, 12))}`).toBeLessThan(BUDGET_MS);
};

const VALIDATORS: Record<string, z.ZodType> = {
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

const OBJECTS: Record<string, z.ZodObject> = {
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
  ...Object.fromEntries(Object.entries(MASTERDATA_SCHEMAS).map(([kind, schema]) => [`masterdata ${kind}`, schema])),
};

const PATTERNS: Record<string, RegExp> = {
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

describe(`every validator answers within ${BUDGET_MS} ms on hostile input of its maximum length and ten times that`, () => {
  it.each(Object.entries(VALIDATORS))('%s', (_name, schema) => {
    expectFast((input) => schema.safeParse(input));
  });

  describe.each(Object.entries(OBJECTS))('every field of %s', (_name, schema) => {
    it.each(Object.keys(schema.shape))('%s', (key) => {
      const field = schema.shape[key] as z.ZodType;
      expectFast((input) => field.safeParse(input));
    });
  });

  // The web applies these while typing and on blur, to text of any length.
  it.each(Object.entries(PATTERNS))('the pattern %s', (_name, pattern) => {
    expectFast((input) => pattern.test(input));
  });

  it('the e-mail check of issue 9: "a@" + 120,000 dots + "@"', () => {
    const attack = 'a@' + '.'.repeat(120_000) + '@';
    const start = performance.now();
    expect(EMAIL_PATTERN.test(attack)).toBe(false);
    expect(emailField.safeParse(attack).success).toBe(false);
    expect(performance.now() - start).toBeLessThan(BUDGET_MS);
  });
});
