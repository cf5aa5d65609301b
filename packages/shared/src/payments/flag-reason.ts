import { z } from 'zod';

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

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

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
    return text === undefined ? (values.text ?? p.key) : fill(text, values);
  };
  if (cause.key === 'gatewayPaid')
    return fill(texts.gatewayPaid ?? FLAG_REASON_TEXTS.gatewayPaid, { problems: (cause.problems ?? []).map(part).join('; ') });
  return part(cause);
}

/** `{{name}}` as a pattern that takes what stands there: a problem's English text read back. */
const patternOf = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{(\w+)\}\}/g, '(?<$1>.+?)')}$`);

const PROBLEMS = (['charge', 'order', 'amount', 'paid', 'currency', 'noPayment'] as const).map((key) => ({
  key,
  pattern: patternOf(FLAG_REASON_TEXTS[key]),
}));
const GATEWAY_PAID = /^Gateway says PAID but (.+)$/s;
const PART_PAID = patternOf(FLAG_REASON_TEXTS.partPaid);
/** An amount as the demo's reasons write it: `₹22,500.00`. */
const rupeesPaise = (text: string) => (/^₹[\d,]+\.\d\d$/.test(text) ? Number(text.replace(/\D/g, '')) : undefined);

function problemOf(text: string): FlagPart {
  for (const { key, pattern } of PROBLEMS) {
    const found = pattern.exec(text);
    if (found) return { key, values: { ...found.groups } };
  }
  return { key: 'other', values: { text } };
}

/** An order's flag reason (English, as kept) by its keys and values; null when it has none. */
export function flagCauseOf(reason: string | null): FlagCause | null {
  if (!reason) return null;
  const gateway = GATEWAY_PAID.exec(reason);
  if (gateway) return { key: 'gatewayPaid', values: {}, problems: gateway[1].split('; ').map(problemOf) };
  const part = PART_PAID.exec(reason);
  const [paid, amount] = [rupeesPaise(part?.groups?.paid ?? ''), rupeesPaise(part?.groups?.amount ?? '')];
  if (paid !== undefined && amount !== undefined) return { key: 'partPaid', values: { paid: { paise: paid }, amount: { paise: amount } } };
  return { key: 'other', values: { text: reason } };
}
