/**
 * JNTU-style roll numbers: `22VC1A0501` = year of joining (22), college code (VC), entry kind
 * (1 regular, 5 lateral), course letter (A = B.Tech), branch code (05 = CSE), serial (01).
 * Serials run 01–99 and then A0–Z9, as JNTU does past 99.
 */
const COLLEGE_ROLL_CODE = 'VC';

function rollSerial(n: number): string {
  if (n < 1 || n > 99 + 26 * 10) throw new RangeError(`serial ${n} out of range`);
  if (n <= 99) return String(n).padStart(2, '0');
  const k = n - 100;
  return String.fromCharCode(65 + Math.floor(k / 10)) + String(k % 10);
}

export function rollNumber(year: number, courseLetter: string, branchCode: string, serial: number, lateral = false): string {
  return `${String(year % 100).padStart(2, '0')}${COLLEGE_ROLL_CODE}${lateral ? '5' : '1'}${courseLetter}${branchCode}${rollSerial(serial)}`;
}
