import { z } from 'zod';
import { EMAIL_PATTERN } from '../admissions/admission.schema.js';
import { isTimeZone } from '../dates.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issueText, issuesOf } from '../schema-issue.js';
import { SETTINGS_TEXTS } from './settings.texts.js';
import {
  ADDRESS_MAX,
  boundedText,
  COLLEGE_CODE_MAX,
  COLLEGE_NAME_MAX,
  CONTACT_PERSONS_MAX,
  EMAIL_MAX,
  LONG_TEXT_MAX,
  NAME_MAX,
  oneLine,
  oneLineText,
  PHONE_NUMBERS_MAX,
  SHORT_CODE_MAX,
  tooLong,
  URL_MAX,
  withoutControls,
} from '../limits.js';
import { variantMeant } from './college-variants.js';
import { isHttpAddress } from './http-address.js';

/**
 * An Indian landline or mobile number: ten digits, the first not 0, after an optional +91, 91 or
 * trunk 0; spaces, hyphens and brackets are allowed between them ('+91 40 2416 7788', '98480 12345').
 */
const INDIAN_PHONE = /^(?:\+?91|0)?[1-9]\d{9}$/;
const isIndianPhone = (value: string) => INDIAN_PHONE.test(value.replace(/[\s()-]/g, ''));
const settingsIssue = issuesOf('settings', SETTINGS_TEXTS);
const phoneMessage = (label: string) => settingsIssue('phone', { field: label });
const phoneField = (label: string) => boundedText(SHORT_CODE_MAX).refine(isIndianPhone, phoneMessage(label));

/** One contact person as the settings form edits it. */
export const candidateDetailSchema = z.object({
  designation: oneLineText(NAME_MAX),
  name: oneLineText(NAME_MAX),
  mailId: boundedText(EMAIL_MAX).regex(EMAIL_PATTERN, settingsIssue('mailId')),
});

/**
 * Contact data (spec 000 section 3) as the API answers it: `getContactData` answers a list; the last
 * item is used. Answers are not bounded, so that a value saved before the limits still shows.
 */
export const contactDataSchema = z.object({
  officialCommunication: z.string(),
  campus: z.string(),
  phoneNumber: z.array(z.string()),
  faxNumber: z.string(),
  candidateDetails: z.array(z.object({ designation: z.string(), name: z.string(), mailId: z.string() })),
  /** The city whose courts the legal pages name (not in the spec's contact data). */
  jurisdictionCity: z.string().optional(),
  /** The mailbox the legal pages give for questions, cancellations and refunds (not in the spec's contact data). */
  supportEmail: z.string().optional(),
  aboutUs: z.string(),
  /** The college's time zone, in which the web shows every date (not in the spec's contact data). */
  timeZone: z.string(),
  /** The college's name, which the legal pages give (not in the spec's contact data). */
  collegeName: z.string().optional(),
  /** The external links of the IQAC page's cards (not in the spec's contact data). */
  iqacLinks: z.object({ facultyDashboard: z.string(), naac: z.string(), nirf: z.string(), obe: z.string() }).partial().optional(),
});
export type ContactData = z.infer<typeof contactDataSchema>;

export const logoDataSchema = z.object({ Logo: z.string().nullable(), Banner: z.string().nullable() });
export type LogoData = z.infer<typeof logoDataSchema>;

/** The logo and banner as image addresses whose name changes with the content (the page's way; the spec's base64 call stays). */
export const collegeImagesSchema = z.object({ logo: z.string().nullable(), banner: z.string().nullable() });
export type CollegeImages = z.infer<typeof collegeImagesSchema>;

export const collegeCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(2, settingsIssue('codeShort'))
  .max(COLLEGE_CODE_MAX, { error: settingsIssue('codeLong', { max: COLLEGE_CODE_MAX }), abort: true })
  .regex(/^[A-Z0-9]+$/, settingsIssue('codeLetters'))
  .superRefine((code, ctx) => {
    const meant = variantMeant(code);
    if (meant) ctx.addIssue({ code: 'custom', message: settingsIssue('codeVariant', { code, meant }) });
  });

/** `{field} must be an http or https address, …` (a server text, so it reads in German too). */
const httpAddressMessage = (label: string) => issueText('input.httpAddress', INPUT_TEXTS.httpAddress, { field: label });

/** An absolute http(s) address of at most URL_MAX characters; the messages name the field. */
const httpAddressSchema = (label: string) =>
  boundedText(URL_MAX, label)
    .min(1, issueText('input.required', INPUT_TEXTS.required, { field: label }))
    .refine(isHttpAddress, httpAddressMessage(label));

/** The address of the Campus ERP server the web app calls (Developer Options, DESIGN.md 5.8). */
export const serverAddressSchema = httpAddressSchema('Server Address');

/** A link of the IQAC page to an external site; left empty, the card opens its sign-in here. */
const iqacLinkSchema = (label: string) =>
  boundedText(URL_MAX, label)
    .refine((v) => v === '' || isHttpAddress(v), httpAddressMessage(label))
    .optional();

/** The external links of the IQAC page's cards (spec 001 §2: NIRF's is configured; the others may be). */
export const iqacLinksSchema = z.object({
  facultyDashboard: iqacLinkSchema('Faculty Dashboard link'),
  naac: iqacLinkSchema('NAAC link'),
  nirf: iqacLinkSchema('NIRF link'),
  obe: iqacLinkSchema('OBE link'),
});

/** The contact data as the settings screen saves it: every text bounded. */
export const contactInputSchema = z.object({
  officialCommunication: boundedText(ADDRESS_MAX),
  campus: boundedText(ADDRESS_MAX),
  phoneNumber: z.array(phoneField('Phone number')).max(PHONE_NUMBERS_MAX, settingsIssue('tooManyPhones', { max: PHONE_NUMBERS_MAX })),
  faxNumber: boundedText(SHORT_CODE_MAX).refine((v) => v === '' || isIndianPhone(v), phoneMessage('Fax number')),
  candidateDetails: z.array(candidateDetailSchema).max(CONTACT_PERSONS_MAX, settingsIssue('tooManyContacts', { max: CONTACT_PERSONS_MAX })),
  jurisdictionCity: boundedText(NAME_MAX, 'City of jurisdiction').optional(),
  supportEmail: boundedText(EMAIL_MAX, 'Support e-mail')
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), settingsIssue('supportEmail'))
    .optional(),
  iqacLinks: iqacLinksSchema.optional(),
});

/** The college's time zone: an IANA name the runtime knows (`Intl.supportedValuesOf('timeZone')`). */
export const timeZoneSchema = boundedText(NAME_MAX, 'Time zone').refine(isTimeZone, settingsIssue('timeZone'));

export const collegeSettingsSchema = z.object({
  code: collegeCodeSchema,
  name: oneLine(z.string().trim().max(COLLEGE_NAME_MAX, tooLong(COLLEGE_NAME_MAX, 'College name')), 'College name').min(
    1,
    settingsIssue('nameRequired'),
  ),
  aboutUs: withoutControls(z.string().max(LONG_TEXT_MAX, tooLong(LONG_TEXT_MAX, 'About us')), 'About us'),
  contact: contactInputSchema,
  /** Left out, the stored zone stays. */
  timeZone: timeZoneSchema.optional(),
});
export type CollegeSettings = z.infer<typeof collegeSettingsSchema>;

/** The settings as the API answers them (unbounded, like every answer). */
export const collegeSettingsAnswerSchema = z.object({
  code: z.string(),
  name: z.string(),
  aboutUs: z.string(),
  contact: contactDataSchema.omit({ aboutUs: true, timeZone: true, collegeName: true }),
  timeZone: z.string(),
  codeOverridden: z.boolean(),
});
export type CollegeSettingsAnswer = z.infer<typeof collegeSettingsAnswerSchema>;
