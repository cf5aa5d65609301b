import { describe, expect, it } from 'vitest';
import { changedFee } from './bus-pass.schema.js';

describe('the fee of a pass whose stop changes', () => {
  // A pass given on 3 August 2026 running to 31 May 2027: ten months.
  const change = (today: string, newFare: number) => changedFee(1_200_000, newFare, today, '2027-05-31', '2026-08-03');

  it('charges the new fare for the months that start after the change', () => {
    expect(change('2026-08-20', 1_600_000)).toBe(1_560_000);
    expect(change('2027-01-15', 1_600_000)).toBe(1_360_000);
  });

  it('lowers the fee for a nearer stop, never below nothing', () => {
    expect(change('2026-08-20', 800_000)).toBe(840_000);
  });

  it('leaves the fee as it was in the pass’s last month, and charges the new fare whole before the first', () => {
    expect(change('2027-05-02', 1_600_000)).toBe(1_200_000);
    expect(change('2026-07-31', 1_600_000)).toBe(1_600_000);
  });

  it('rounds to the rupee', () => {
    expect(changedFee(1_000_000, 1_000_001 + 2_999, '2026-08-20', '2027-05-31', '2026-08-03') % 100).toBe(0);
  });
});
