import { distance } from 'fastest-levenshtein';

/**
 * The college codes that change the interface (spec 000 section 9). Any other code is a college's
 * own and gets the standard interface.
 */
const COLLEGE_VARIANTS = {
  MRDU: 'fee package for years I to IV in the admission form',
  MREM: 'the Accounts tile opens a separate page',
  RKCE: 'the OBE tile on the home page',
  KNRR: 'admission types from the seat-type list',
  BRILL: 'admission types from the seat-type list',
  BRIG: 'admission types from the seat-type list',
} as const;
export type CollegeVariant = keyof typeof COLLEGE_VARIANTS;
export const VARIANT_CODES = Object.keys(COLLEGE_VARIANTS) as CollegeVariant[];

export const isVariant = (code: string, ...variants: CollegeVariant[]) => (variants as string[]).includes(code);

/**
 * The variant a code was probably meant to be: one letter off (changed, missing or extra) or two
 * letters swapped. Such a code would quietly give the college the standard interface instead.
 */
export function variantMeant(code: string): CollegeVariant | undefined {
  if ((VARIANT_CODES as string[]).includes(code)) return undefined;
  const sorted = (s: string) => [...s].sort().join('');
  return VARIANT_CODES.find((v) => distance(v, code) === 1 || (v.length === code.length && sorted(v) === sorted(code)));
}
