import { z } from 'zod';
import { INPUT_TEXTS } from '../input-texts.js';
import { ID_MAX } from '../limits.js';
import { issuesOf, issueText } from '../schema-issue.js';
import { COPY_STATUSES } from './library.schema.js';
import { LIBRARY_TEXTS } from './library.texts.js';

const libraryIssue = issuesOf('library', LIBRARY_TEXTS);

/** Networks a college lists as its campus: more would be a list of the internet. */
const CAMPUS_NETWORKS_MAX = 20;

/** One copy as a reader sees it: where it stands and whether it is there. */
const opacCopySchema = z.object({
  accessionNumber: z.string(),
  location: z.string().nullable(),
  status: z.enum(COPY_STATUSES),
  /** When a copy on loan is due back (a college date), else null. */
  dueOn: z.string().nullable(),
});
export type OpacCopy = z.infer<typeof opacCopySchema>;

const opacTitleSchema = z.object({
  id: z.number().int().min(1).max(ID_MAX),
  title: z.string(),
  authors: z.array(z.string()),
  publisher: z.string().nullable(),
  year: z.number().int().nullable(),
  edition: z.string().nullable(),
  isbn: z.string().nullable(),
  subject: z.string().nullable(),
  callNumber: z.string().nullable(),
  copies: z.array(opacCopySchema),
});
export type OpacTitle = z.infer<typeof opacTitleSchema>;

/** `GET /api/library/opac`: the titles a reader's search finds, the closest first, each with its copies. */
export const opacPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** The words searched when some were taken for others the catalogue has (typos), else null. */
  searchedFor: z.string().nullable(),
  rows: z.array(opacTitleSchema),
});
export type OpacPage = z.infer<typeof opacPageSchema>;

/** A network of the campus, as CIDR: `10.20.0.0/16`, `2001:db8:1::/48`. */
const campusNetworkSchema = z
  .string({ error: libraryIssue('campusNetwork') })
  .trim()
  .pipe(z.union([z.cidrv4(), z.cidrv6()], { error: libraryIssue('campusNetwork') }));

/** How the library opens its catalogue: to the campus's networks without signing in, or to signed-in readers alone. */
export const opacSettingsSchema = z.object({
  opacOpenOnCampus: z.boolean({ error: libraryIssue('opacOpenOnCampus') }),
  campusNetworks: z.array(campusNetworkSchema, { error: libraryIssue('campusNetwork') }).max(CAMPUS_NETWORKS_MAX, {
    error: issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'Campus networks', max: CAMPUS_NETWORKS_MAX }),
  }),
});
export type OpacSettings = z.output<typeof opacSettingsSchema>;

/** Whether this visitor may search without signing in: on a campus network of a library that opened its catalogue there. */
export const opacOpenSchema = z.object({ open: z.boolean() });

/** The library's settings as their form holds them: open on campus as a choice, the networks one a line. */
export interface OpacSettingsForm {
  opacOpenOnCampus: 'yes' | 'no';
  campusNetworks: string;
}

export const opacSettingsFormSchema = z.object({
  opacOpenOnCampus: z.enum(['yes', 'no'], { error: libraryIssue('opacOpenOnCampus') }).transform((v) => v === 'yes'),
  // One field holds the list: a wrong line is said under it, not under an entry the form does not have.
  campusNetworks: z.string({ error: libraryIssue('campusNetwork') }).transform((text, ctx) => {
    const read = opacSettingsSchema.shape.campusNetworks.safeParse(text.split(/[\s,]+/).filter(Boolean));
    if (read.success) return read.data;
    ctx.addIssue({ code: 'custom', message: read.error.issues[0]!.message });
    return z.NEVER;
  }),
}) as unknown as z.ZodType<OpacSettings, OpacSettingsForm>;
