import { describe, expect, it } from 'vitest';
import { formatRupees } from '../money.js';
import { flagReasonText, type FlagCause } from './flag-reason.js';

const GATEWAY: FlagCause = {
  key: 'gatewayPaid',
  values: {},
  problems: [
    { key: 'amount', values: { amount: 100, orderAmount: 4500000 } },
    { key: 'paid', values: { paid: 100, orderAmount: 4500000 } },
  ],
};

describe('a flag reason by its keys', () => {
  it('is written in English as the orders keep it', () => {
    expect(flagReasonText(GATEWAY, String)).toBe(
      "Gateway says PAID but amount 100 paise, the order's 4500000; paid 100 paise, the order's 4500000",
    );
    const demo: FlagCause = { key: 'partPaid', values: { paid: { paise: 1_125_050 }, amount: { paise: 2_250_100 } } };
    expect(flagReasonText(demo, formatRupees)).toBe('The gateway reported ₹11,250.50 paid for an order of ₹22,501.00');
  });

  it('is written in another language from its texts, money in that language', () => {
    const de = { partPaid: 'Das Gateway meldete {{paid}} bezahlt für einen Auftrag über {{amount}}' };
    const cause: FlagCause = { key: 'partPaid', values: { paid: { paise: 10_000 }, amount: { paise: 20_000 } } };
    expect(flagReasonText(cause, (p) => formatRupees(p, 'de'), de)).toMatch(
      /^Das Gateway meldete 100,00\s₹ bezahlt für einen Auftrag über 200,00\s₹$/,
    );
  });

  it('keeps a reason written otherwise as it is', () => {
    const other: FlagCause = { key: 'other', values: { text: 'Checked by hand' } };
    expect(flagReasonText(other, formatRupees, {})).toBe('Checked by hand');
  });
});
