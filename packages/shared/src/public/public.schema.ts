import { z } from 'zod';

export const candidateDetailSchema = z.object({
  designation: z.string(),
  name: z.string(),
  mailId: z.string(),
});

/** Contact data (spec 000 section 3). `getContactData` answers a list; the last item is used. */
export const contactDataSchema = z.object({
  officialCommunication: z.string(),
  campus: z.string(),
  phoneNumber: z.array(z.string()),
  faxNumber: z.string(),
  candidateDetails: z.array(candidateDetailSchema),
  aboutUs: z.string(),
});
export type ContactData = z.infer<typeof contactDataSchema>;

export const logoDataSchema = z.object({ Logo: z.string().nullable(), Banner: z.string().nullable() });
export type LogoData = z.infer<typeof logoDataSchema>;

export const collegeCodeSchema = z
  .string()
  .trim()
  .min(2, 'College code must have at least 2 characters')
  .max(12, 'College code must have at most 12 characters')
  .regex(/^[A-Z0-9]+$/, 'College code must be upper-case letters and digits');

export const collegeSettingsSchema = z.object({
  code: collegeCodeSchema,
  name: z.string().trim().min(1, 'College name is required').max(200),
  aboutUs: z.string().max(5000),
  contact: contactDataSchema.omit({ aboutUs: true }),
});
export type CollegeSettings = z.infer<typeof collegeSettingsSchema>;
