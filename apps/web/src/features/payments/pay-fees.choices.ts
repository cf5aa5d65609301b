import type { CreateOrderInput, DuesAnswer } from '@campus/shared';
import { rupeesToPaise } from '@campus/shared/money';

export type Due = DuesAnswer['dues'][number];

/** A due's identity on the page: its fee type and semester. */
export const keyOf = (d: Due) => `${d.feeTypeId}/${d.semester ?? '-'}`;

/** The order's kind: the category of what was chosen when it is one (exam, admission, miscellaneous), else a fee order. */
export function kindOf(chosen: Due[]): CreateOrderInput['kind'] {
  const categories = new Set(chosen.map((d) => d.category));
  if (categories.size !== 1) return 'fee';
  return [...categories][0];
}

/** Whether a self payment's part (typed in rupees, in the reader's language) is ₹1 or more and at most the due. */
export function selfAmountFits(text: string, duePaise: number, language = 'en'): boolean {
  const paise = rupeesToPaise(text, language);
  return paise !== undefined && paise >= 100 && paise <= duePaise;
}
