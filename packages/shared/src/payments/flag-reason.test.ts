import { describe, expect, it } from 'vitest';
import { formatRupees } from '../money.js';
import { flagCauseOf, flagReasonText } from './flag-reason.js';

const GATEWAY = "Gateway says PAID but amount 100 paise, the order's 4500000; paid 100 paise, the order's 4500000";

describe('a flag reason by its keys', () => {
  it('reads a reason the orders keep back into keys and values, and writes it again as it was', () => {
    const cause = flagCauseOf(GATEWAY)!;
    expect(cause.key).toBe('gatewayPaid');
    expect(cause.problems).toEqual([
      { key: 'amount', values: { amount: '100', orderAmount: '4500000' } },
      { key: 'paid', values: { paid: '100', orderAmount: '4500000' } },
    ]);
    expect(flagReasonText(cause, formatRupees)).toBe(GATEWAY);
    const demo = 'The gateway reported ₹11,250.50 paid for an order of ₹22,501.00';
    expect(flagCauseOf(demo)).toEqual({ key: 'partPaid', values: { paid: { paise: 1_125_050 }, amount: { paise: 2_250_100 } } });
    expect(flagReasonText(flagCauseOf(demo)!, formatRupees)).toBe(demo);
  });

  it('is written in another language from its texts, money in that language', () => {
    const de = { partPaid: 'Das Gateway meldete {{paid}} bezahlt für einen Auftrag über {{amount}}' };
    const cause = flagCauseOf('The gateway reported ₹100.00 paid for an order of ₹200.00')!;
    expect(flagReasonText(cause, (p) => formatRupees(p, 'de'), de)).toMatch(
      /^Das Gateway meldete 100,00\s₹ bezahlt für einen Auftrag über 200,00\s₹$/,
    );
  });

  it('keeps a reason written otherwise as it is', () => {
    expect(flagCauseOf('Checked by hand')).toEqual({ key: 'other', values: { text: 'Checked by hand' } });
    expect(flagReasonText(flagCauseOf('Checked by hand')!, formatRupees, {})).toBe('Checked by hand');
    expect(flagCauseOf(null)).toBeNull();
    expect(flagReasonText(flagCauseOf('Gateway says PAID but something new')!, formatRupees)).toBe('Gateway says PAID but something new');
  });
});
