import { ToWords } from 'to-words';

let toWords: ToWords | undefined;

/**
 * The amount in Indian English words: `1_00_000_00` → `One Lakh Rupees Only`,
 * `1_23_45_678_50` → `One Crore Twenty Three Lakh … Rupees And Fifty Paise Only`.
 */
export function rupeesInWords(paise: number): string {
  toWords ??= new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true, ignoreZeroCurrency: false } });
  const abs = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  const words = toWords.convert(rupees + rest / 100);
  return paise < 0 ? `Minus ${words}` : words;
}
