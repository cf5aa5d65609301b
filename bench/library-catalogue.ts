/**
 * A catalogue of 100,000 titles and 150,000 copies, made of the demo's wider catalogue
 * (`catalogueTitle`): seeded straight into the tables, for the library's benchmarks
 * (`library-opac.ts`), with the searches readers type on it.
 */
import type { DbOrTx } from '../apps/server/src/db/client.js';
import { pick, seededRandom, SURNAMES } from '../apps/server/src/demo/names.js';
import { catalogueTitle, shelfOfTitle, SUBJECTS } from '../apps/server/src/demo/seed-library.js';
import { libraryCopies, libraryTitles } from '../apps/server/src/features/library/library.table.js';

export const BENCH_TITLES = Number(process.env.BENCH_TITLES ?? 100_000);
/** Copies of the catalogue: one and a half a title on average. */
export const BENCH_COPIES = Math.round(BENCH_TITLES * 1.5);

interface Seeded {
  isbns: string[];
  accessionNumbers: string[];
  seconds: number;
}

/** Seeds the catalogue in batches; answers numbers a reader may type, to search by. */
export async function seedBenchCatalogue(db: DbOrTx): Promise<Seeded> {
  const started = Date.now();
  const rand = seededRandom(100_000);
  const isbns: string[] = [];
  const accessionNumbers: string[] = [];
  const batch = 5_000;
  let accession = 900_000;
  for (let from = 0; from < BENCH_TITLES; from += batch) {
    const titles = Array.from({ length: Math.min(batch, BENCH_TITLES - from) }, (_, k) => catalogueTitle(rand, from + k));
    const saved = await db.insert(libraryTitles).values(titles).returning({ id: libraryTitles.id, isbn: libraryTitles.isbn });
    isbns.push(...saved.filter((_, i) => i % 50 === 0).map((t) => t.isbn!));
    const copies = saved.flatMap((t, i) =>
      Array.from({ length: (from + i) % 2 === 0 ? 1 : 2 }, () => {
        const accessionNumber = `ACC-${++accession}`;
        if (accession % 100 === 0) accessionNumbers.push(accessionNumber);
        return {
          titleId: t.id,
          accessionNumber,
          barcode: accessionNumber,
          location: shelfOfTitle(from + i),
          source: 'donation' as const,
          status: rand() < 0.8 ? ('available' as const) : ('on_loan' as const),
        };
      }),
    );
    await db.insert(libraryCopies).values(copies);
  }
  return { isbns, accessionNumbers, seconds: (Date.now() - started) / 1000 };
}

/** A word typed wrong: one letter dropped from its middle, as a hurried thumb does. */
const typo = (word: string) => {
  const at = 1 + Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
};

/**
 * The searches readers type, mixed: a subject's words, a title word and an author, a surname, an
 * ISBN, an accession number, a class number; a fifth of them with a typo.
 */
export function readerSearches(seeded: Seeded, count = 2_000): string[] {
  const rand = seededRandom(7);
  const words = SUBJECTS.flatMap(([s]) => s.split(' ').filter((w) => w.length >= 6));
  return Array.from({ length: count }, (_, i) => {
    if (i % 5 === 0) return `${typo(pick(rand, words).toLowerCase())} ${pick(rand, words).toLowerCase()}`;
    switch (i % 5) {
      case 1:
        return pick(rand, SUBJECTS)[0].toLowerCase();
      case 2:
        return `${pick(rand, SURNAMES)} ${pick(rand, words)}`;
      case 3:
        return rand() < 0.5 ? pick(rand, seeded.isbns) : pick(rand, seeded.accessionNumbers);
      default:
        return rand() < 0.5 ? pick(rand, SURNAMES) : pick(rand, SUBJECTS)[1];
    }
  });
}
