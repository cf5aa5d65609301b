/** What is wrong with a written ISBN, or its ISBN-13 when nothing is. */
type IsbnReading = { isbn13: string } | { problem: 'written' | 'checkDigit' };

const ISBN_10 = /^\d{9}[\dX]$/;
const ISBN_13 = /^97[89]\d{10}$/;

/** The ISBN-13 check digit of its first twelve digits: weights 1 and 3 in turn, modulo 10. */
export function isbn13CheckDigit(first12: string): string {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** Whether an ISBN-10's digits, weighted 10 down to 1 (X is ten), sum to a multiple of 11. */
function isbn10Valid(isbn: string): boolean {
  const sum = [...isbn].reduce((s, d, i) => s + (d === 'X' ? 10 : Number(d)) * (10 - i), 0);
  return sum % 11 === 0;
}

/**
 * An ISBN as a cataloguer types it (`81-203-4023-9`, `978 93 5260 123 4`, `812034023x`), read as
 * its ISBN-13: the catalogue keeps one form, so a book is found by either number it carries.
 */
export function readIsbn(written: string): IsbnReading {
  const isbn = written.replace(/[\s-]/g, '').toUpperCase();
  if (ISBN_10.test(isbn)) {
    if (!isbn10Valid(isbn)) return { problem: 'checkDigit' };
    const first12 = `978${isbn.slice(0, 9)}`;
    return { isbn13: first12 + isbn13CheckDigit(first12) };
  }
  if (!ISBN_13.test(isbn)) return { problem: 'written' };
  if (isbn13CheckDigit(isbn.slice(0, 12)) !== isbn[12]) return { problem: 'checkDigit' };
  return { isbn13: isbn };
}
