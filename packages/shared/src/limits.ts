import { z } from 'zod';
import { INPUT_TEXTS } from './input-texts.js';
import { issueText, type IssueMessage } from './schema-issue.js';

/**
 * The longest value each kind of field accepts, in characters. Every string the API reads is
 * bounded by one of these, so no request makes a pattern, the database or a PDF work on unbounded text.
 */
/** A person's, place's or institution's name. */
export const NAME_MAX = 100;
export const ADDRESS_MAX = 500;
/** Free text: remarks, "other details". */
export const TEXT_MAX = 2_000;
/** The college's About Us page. */
export const LONG_TEXT_MAX = 5_000;
/** The longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX = 254;
/** Codes: course, branch, hall ticket and admin numbers, door numbers, a sign-in module. */
export const CODE_MAX = 30;
/** Numbers and short codes typed as text: phone, Aadhaar, pincode, marks, amounts, dates, roll numbers. */
export const SHORT_CODE_MAX = 20;
export const COLLEGE_CODE_MAX = 12;
export const COLLEGE_NAME_MAX = 200;
/** A master-data entry's name or label. */
export const LABEL_MAX = 120;
/** A value picked from master data: a code, a name, or a seat type's 'CODE,Label'. */
export const CHOICE_MAX = 200;
/** An exam title, a course's name in results. */
export const TITLE_MAX = 150;
/** A roll number as a university's results file writes it. */
export const ROLL_NO_MAX = 40;
export const PASSWORD_MAX = 200;
export const FILE_NAME_MAX = 200;
export const FILE_TYPE_MAX = 100;
export const FILE_PATH_MAX = 500;
/** A web address (a server's, an external site's): browsers and proxies handle 2,000 reliably. */
export const URL_MAX = 2_000;
/** Phone numbers of the college's contact page, and its contact persons. */
export const PHONE_NUMBERS_MAX = 10;
export const CONTACT_PERSONS_MAX = 20;
/** The largest value of a PostgreSQL `integer` column, so of every id. */
export const ID_MAX = 2_147_483_647;

type Path = readonly PropertyKey[];
/** The field an issue belongs to, as the API names it (`ssc.board`), from the issue's path. */
export const issueField = (path: Path | undefined, whole = 'The value') => (path && path.length > 0 ? path.map(String).join('.') : whole);

/** `{field} must have at most {max} characters`; later checks (patterns) do not run on a longer value. */
export const tooLong = (max: number, label?: string) => ({
  error: (issue: { path?: Path }) => issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: label ?? issueField(issue.path), max }),
  abort: true,
});

/** `{field} must be text` for a value of another type (an array, an object); other issues keep their messages. */
export const textOnly = (issue: { code?: string; path?: Path }) =>
  issue.code === 'invalid_type' ? issueText('input.notText', INPUT_TEXTS.notText, { field: issueField(issue.path) }) : undefined;

/**
 * Characters no text keeps: the C0 and C1 controls but tab, line feed and carriage return (terminal
 * escapes, a bell, a backspace) and the bidirectional overrides and isolates, which can make a
 * printed name read backwards. NUL is refused earlier, for every value of a request.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** What a one-line text (a name, a code) does not hold besides: tabs and line breaks. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

const refusing = (what: 'control' | 'oneLine', label?: string) => ({
  error: (issue: { path?: Path }) => issueText(`input.${what}`, INPUT_TEXTS[what], { field: label ?? issueField(issue.path) }),
  abort: true,
});

/** Refuses control characters (line breaks are kept): addresses, descriptions. */
export const withoutControls = (text: z.ZodString, label?: string) => text.refine((v) => !CONTROL.test(v), refusing('control', label));

/** Refuses control characters, tabs and line breaks: names, codes, titles. */
export const oneLine = (text: z.ZodString, label?: string) =>
  withoutControls(text, label).refine((v) => !LINE_BREAK.test(v), refusing('oneLine', label));

/** A string, trimmed, of at most `max` characters: a longer one is refused before any pattern runs; no control characters. */
export const boundedText = (max: number, label?: string) =>
  withoutControls(z.string({ error: textOnly }).trim().max(max, tooLong(max, label)), label);

/** A one-line text (a name, a code, a title) of at most `max` characters. */
export const oneLineText = (max: number, label?: string) =>
  oneLine(z.string({ error: textOnly }).trim().max(max, tooLong(max, label)), label);

/** A one-line name a form must have: `{label} is required` when missing or empty. */
export const requiredLine = (label: string, max: number) =>
  oneLine(
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? issueText('input.required', INPUT_TEXTS.required, { field: label }) : textOnly(issue),
      })
      .trim()
      .max(max, tooLong(max, label)),
    label,
  ).min(1, issueText('input.required', INPUT_TEXTS.required, { field: label }));

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;
/** A decimal number typed as text is read as a number; any other value (an array) is left to be refused. */
const numberFromText = (v: unknown) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v.trim()) : v);

type Message = IssueMessage | ((issue: { path?: Path }) => IssueMessage);

/** A whole number from `min` to `max`, sent as a number or as digits (query strings, path parameters, forms). */
export const wholeNumber = (min: number, max: number, error: Message) =>
  z.preprocess(numberFromText, z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));

/**
 * A row id: a positive whole number that fits the database's integer column, so an id out of range
 * is a 400 naming the field rather than a database error.
 */
export const idSchema = (message?: IssueMessage) =>
  wholeNumber(1, ID_MAX, message ?? ((issue) => issueText('input.id', INPUT_TEXTS.id, { field: issueField(issue.path), max: ID_MAX })));

/** `{field} must be a whole number from 1 to {max}`: a page, a page size, a semester. */
export const fromOneTo = (field: string, max: number) => issueText('input.id', INPUT_TEXTS.id, { field, max });

/** `{field} must be one of {options}`: a value of a fixed list. */
export const oneOfIssue = (field: string, options: readonly string[]) =>
  issueText('input.oneOf', INPUT_TEXTS.oneOf, { field, options: options.join(', ') });

/** `{field} is required`. */
export const requiredIssue = (field: string) => issueText('input.required', INPUT_TEXTS.required, { field });
