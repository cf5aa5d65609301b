import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import { idSchema, NAME_MAX, requiredLine } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { COLLEGE_TERM_TEXTS } from './college-terms.texts.js';

const termIssue = issuesOf('collegeTerms', COLLEGE_TERM_TEXTS);
const dayField = (field: string) => dateSchema(dateWrittenIssue(field), field);
const YEAR_DAYS = 366;

/** `POST /api/college/terms`: a term (semester) of the college's year, by name and its first and last day. */
export const collegeTermInputSchema = z
  .object({
    name: requiredLine('Name', NAME_MAX),
    startsOn: dayField('Starts on'),
    endsOn: dayField('Ends on'),
  })
  .superRefine(({ startsOn, endsOn }, ctx) => {
    if (endsOn < startsOn) ctx.addIssue({ code: 'custom', message: termIssue('termDates'), path: ['endsOn'] });
    else if (Date.parse(endsOn) - Date.parse(startsOn) > YEAR_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', message: termIssue('termLength'), path: ['endsOn'] });
  });
export type CollegeTermInput = z.output<typeof collegeTermInputSchema>;

export const collegeTermSchema = z.object({ id: z.number().int(), name: z.string(), startsOn: z.string(), endsOn: z.string() });
export type CollegeTerm = z.infer<typeof collegeTermSchema>;
/** `GET /api/college/terms`: the terms, the latest first. */
export const collegeTermsSchema = z.object({ terms: z.array(collegeTermSchema) });
export const collegeTermIdSchema = z.object({ id: idSchema() });

/** The term a day falls in, if any. */
export const termOf = <T extends { startsOn: string; endsOn: string }>(terms: readonly T[], day: string): T | undefined =>
  terms.find((t) => t.startsOn <= day && day <= t.endsOn);
