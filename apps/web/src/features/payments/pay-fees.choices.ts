import { FEE_CATEGORIES, payableIn, paymentKindOf, type CreateOrderInput, type DuesAnswer } from '@campus/shared';
import { rupeesToPaise } from '@campus/shared/money';

export type Due = DuesAnswer['dues'][number];
type GroupKind = ReturnType<typeof paymentKindOf>;

/** A due's identity on the page: its fee type and semester. */
export const keyOf = (d: Due) => `${d.feeTypeId}/${d.semester ?? '-'}`;

/** The order's kind: the payment the chosen dues go in (the server's rule, from `@campus/shared`). */
export function kindOf(chosen: Due[]): CreateOrderInput['kind'] {
  return chosen.length === 0 ? 'fee' : paymentKindOf(chosen[0].category);
}

/** Whether a due may join the chosen ones in one payment. */
export const joins = (due: Due, chosen: Due[]) => chosen.length === 0 || payableIn(kindOf(chosen), due.category);

/** The dues grouped into the payments they can be paid in, in the order of the fee categories. */
export function paymentGroups(dues: Due[]): { kind: GroupKind; dues: Due[] }[] {
  const kinds = [...new Set(FEE_CATEGORIES.map(paymentKindOf))];
  return kinds.map((kind) => ({ kind, dues: dues.filter((d) => paymentKindOf(d.category) === kind) })).filter((g) => g.dues.length > 0);
}

/** Whether a self payment's part (typed in rupees, in the reader's language) is ₹1 or more and at most the due. */
export function selfAmountFits(text: string, duePaise: number, language = 'en'): boolean {
  const paise = rupeesToPaise(text, language);
  return paise !== undefined && paise >= 100 && paise <= duePaise;
}
