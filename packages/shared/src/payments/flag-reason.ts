import { z } from 'zod';
import { fillText } from '../fill-text.js';

/**
 * Why an order was flagged, in English, as the order keeps it and the audit records it. The web shows
 * the reason in the reader's language from its key and values (`accounts.flagReasons.…`), with these
 * keys; `{{…}}` are the values.
 */
export const FLAG_REASON_TEXTS = {
  /** The gateway's answer contradicts the order: each problem after it, joined by `; `. */
  gatewayPaid: 'Gateway says PAID but {{problems}}',
  charge: "charge {{charge}} is not the order's {{orderCharge}}",
  order: 'charge is for order {{order}}',
  amount: "amount {{amount}} paise, the order's {{orderAmount}}",
  paid: "paid {{paid}} paise, the order's {{orderAmount}}",
  currency: "currency {{currency}}, the order's {{orderCurrency}}",
  noPayment: 'no successful PAYMENT transaction',
  /** Part of the amount paid (the demo college's flagged orders): both amounts are money. */
  partPaid: 'The gateway reported {{paid}} paid for an order of {{amount}}',
} as const;
export type FlagReasonKey = keyof typeof FLAG_REASON_TEXTS;

const valueSchema = z.union([z.string(), z.number(), z.object({ paise: z.number() })]);
const partSchema = z.object({ key: z.string(), values: z.record(z.string(), valueSchema) });

/**
 * A flag reason as keys of FLAG_REASON_TEXTS and their values (amounts in paise as `{ paise }`);
 * `gatewayPaid` lists its problems. A reason written otherwise is `other`, its text as it is.
 */
export const flagCauseSchema = partSchema.extend({ problems: z.array(partSchema).optional() });
export type FlagCause = z.infer<typeof flagCauseSchema>;
type FlagPart = z.infer<typeof partSchema>;
type FlagValue = z.infer<typeof valueSchema>;

/** The English text of a flag reason (what orders keep); money in `money`'s format. */
export function flagReasonText(
  cause: FlagCause,
  money: (paise: number) => string,
  texts: Record<string, string> = FLAG_REASON_TEXTS,
): string {
  const part = (p: FlagPart): string => {
    const text = texts[p.key];
    const values = Object.fromEntries(
      Object.entries(p.values).map(([name, v]: [string, FlagValue]) => [name, typeof v === 'object' ? money(v.paise) : String(v)]),
    );
    return text === undefined ? (values.text ?? p.key) : fillText(text, values);
  };
  if (cause.key === 'gatewayPaid')
    return fillText(texts.gatewayPaid ?? FLAG_REASON_TEXTS.gatewayPaid, { problems: (cause.problems ?? []).map(part).join('; ') });
  return part(cause);
}
