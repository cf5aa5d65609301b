import { z } from 'zod';
import { fromOneTo, idSchema, oneOfIssue, wholeNumber } from '../limits.js';
import { holdSchema, issueSchema, OPEN_HOLD_STATUSES } from './circulation.schema.js';
import { CATALOGUE_PAGE_MAX, CATALOGUE_PAGE_SIZE_DEFAULT, CATALOGUE_PAGE_SIZES } from './library.schema.js';

/** A reader's own hold, placed from the OPAC: the title alone. */
export const placeHoldSchema = z.object({ titleId: idSchema() });

/** A hold placed at the desk for a member: their card's barcode and the title. */
export const deskHoldSchema = z.object({ memberBarcode: issueSchema.shape.memberBarcode, titleId: idSchema() });
export type DeskHold = z.output<typeof deskHoldSchema>;

export const holdIdSchema = z.object({ id: idSchema() });

/** `GET /api/library/holds`: the open holds, of one status or both, a page at a time. */
export const holdsQuerySchema = z.object({
  status: z.enum(OPEN_HOLD_STATUSES, { error: oneOfIssue('status', OPEN_HOLD_STATUSES) }).optional(),
  page: wholeNumber(1, CATALOGUE_PAGE_MAX, fromOneTo('page', CATALOGUE_PAGE_MAX)).default(1),
  size: wholeNumber(1, CATALOGUE_PAGE_SIZES.at(-1)!, fromOneTo('size', CATALOGUE_PAGE_SIZES.at(-1)!)).default(CATALOGUE_PAGE_SIZE_DEFAULT),
});
export type HoldsQuery = z.output<typeof holdsQuerySchema>;

export const holdsSchema = z.object({ holds: z.array(holdSchema) });
export type Holds = z.infer<typeof holdsSchema>;

export const holdsPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(holdSchema),
});
export type HoldsPage = z.infer<typeof holdsPageSchema>;
