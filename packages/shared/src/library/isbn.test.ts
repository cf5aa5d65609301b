import { describe, expect, it } from 'vitest';
import { isbn13CheckDigit, readIsbn } from './isbn.js';

describe('readIsbn', () => {
  it('reads an ISBN-10 as its ISBN-13, with or without hyphens, spaces or a small x', () => {
    expect(readIsbn('0-306-40615-2')).toEqual({ isbn13: '9780306406157' });
    expect(readIsbn('81-7409-173-4')).toEqual({ isbn13: '9788174091734' });
    expect(readIsbn('817409173 4')).toEqual({ isbn13: '9788174091734' });
    expect(readIsbn('0-8044-2957-x')).toEqual({ isbn13: '9780804429573' });
  });

  it('keeps an ISBN-13 as it is, without its hyphens', () => {
    expect(readIsbn('978-0-306-40615-7')).toEqual({ isbn13: '9780306406157' });
    expect(readIsbn('9789353160470')).toEqual({ isbn13: '9789353160470' });
  });

  it('finds a wrong check digit of either kind', () => {
    expect(readIsbn('0-306-40615-3')).toEqual({ problem: 'checkDigit' });
    expect(readIsbn('978-0-306-40615-8')).toEqual({ problem: 'checkDigit' });
  });

  it('refuses what is no ISBN: too short, letters, an X not last, a 13-digit number not starting 978 or 979', () => {
    for (const text of ['12345', 'ISBN 0306406152', '03064X6152', '1234567890123', '978-0-306-40615-77'])
      expect(readIsbn(text), text).toEqual({ problem: 'written' });
  });
});

describe('isbn13CheckDigit', () => {
  it('weights the twelve digits 1 and 3 in turn', () => {
    expect(isbn13CheckDigit('978030640615')).toBe('7');
    expect(isbn13CheckDigit('978935316047')).toBe('0');
  });
});
