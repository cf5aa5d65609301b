import { z } from 'zod';

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
  error: (issue: { path?: Path }) => `${label ?? issueField(issue.path)} must have at most ${max} characters`,
  abort: true,
});

/** `{field} must be text` for a value of another type (an array, an object); other issues keep their messages. */
export const textOnly = (issue: { code?: string; path?: Path }) =>
  issue.code === 'invalid_type' ? `${issueField(issue.path)} must be text` : undefined;

/** A string, trimmed, of at most `max` characters: a longer one is refused before any pattern runs. */
export const boundedText = (max: number, label?: string) => z.string({ error: textOnly }).trim().max(max, tooLong(max, label));

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;
/** A decimal number typed as text is read as a number; any other value (an array) is left to be refused. */
const numberFromText = (v: unknown) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v.trim()) : v);

type Message = string | ((issue: { path?: Path }) => string);

/** A whole number from `min` to `max`, sent as a number or as digits (query strings, path parameters, forms). */
export const wholeNumber = (min: number, max: number, error: Message) =>
  z.preprocess(numberFromText, z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));

/**
 * A row id: a positive whole number that fits the database's integer column, so an id out of range
 * is a 400 naming the field rather than a database error.
 */
export const idSchema = (message?: string) =>
  wholeNumber(1, ID_MAX, message ?? ((issue) => `${issueField(issue.path)} must be a whole number from 1 to ${ID_MAX}`));
