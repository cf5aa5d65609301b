import type { MarkValue } from '@campus/shared';

/** The sum of the numbers (AB counts 0); null until every component has a mark or AB. */
export function totalOf(values: readonly MarkValue[]): number | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  return Math.round(values.reduce<number>((n, v) => n + (typeof v === 'number' ? v : 0), 0) * 10) / 10;
}
