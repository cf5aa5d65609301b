/**
 * Verhoeff check digit, as used by Aadhaar: the twelfth digit checks the first eleven and catches
 * every single-digit error and every swap of two adjacent digits.
 */
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function checksum(digits: string, offset: number): number {
  let c = 0;
  const reversed = digits.split('').reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c][P[(i + offset) % 8][Number(reversed[i])]];
  return c;
}

/** True when the digit string ends with a correct Verhoeff check digit. */
export function verhoeffValidate(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  return checksum(digits, 0) === 0;
}

/** The check digit to append to `digits`. */
export function verhoeffGenerate(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error('Only digits have a Verhoeff check digit');
  return String(INV[checksum(digits, 1)]);
}

/** Appends the check digit: `withVerhoeff('23412341234')` is a valid 12-digit number. */
export function withVerhoeff(digits: string): string {
  return digits + verhoeffGenerate(digits);
}

/** A 12-digit Aadhaar-shaped number (first digit 2–9, as UIDAI issues) with a correct check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && verhoeffValidate(value);
}
