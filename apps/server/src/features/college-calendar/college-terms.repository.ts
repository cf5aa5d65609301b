import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { CollegeTerm, CollegeTermInput } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { collegeTerms } from './college-terms.table.js';

const fields = { id: collegeTerms.id, name: collegeTerms.name, startsOn: collegeTerms.startsOn, endsOn: collegeTerms.endsOn };

/** All database access of the college's terms. Inside a transaction, build it on the transaction. */
export function createCollegeTermsRepository(db: DbOrTx) {
  const list = (): Promise<CollegeTerm[]> => db.select(fields).from(collegeTerms).orderBy(desc(collegeTerms.startsOn));

  const byId = async (id: number): Promise<CollegeTerm | undefined> =>
    (await db.select(fields).from(collegeTerms).where(eq(collegeTerms.id, id)))[0];

  /** The term holding the day, if any. */
  const holding = async (day: string): Promise<CollegeTerm | undefined> =>
    (
      await db
        .select(fields)
        .from(collegeTerms)
        .where(and(lte(collegeTerms.startsOn, day), gte(collegeTerms.endsOn, day)))
    )[0];

  /** The first term overlapping the days, the earliest first. */
  const overlapping = async (startsOn: string, endsOn: string): Promise<CollegeTerm | undefined> =>
    (
      await db
        .select(fields)
        .from(collegeTerms)
        .where(and(lte(collegeTerms.startsOn, endsOn), gte(collegeTerms.endsOn, startsOn)))
        .orderBy(asc(collegeTerms.startsOn))
    )[0];

  const insert = async (term: CollegeTermInput): Promise<CollegeTerm> => (await db.insert(collegeTerms).values(term).returning(fields))[0]!;

  const remove = async (id: number): Promise<CollegeTerm | undefined> =>
    (await db.delete(collegeTerms).where(eq(collegeTerms.id, id)).returning(fields))[0];

  /** Whether a fee names the term (hostel rent and mess are laid a term at a time). */
  const inUse = async (id: number): Promise<boolean> =>
    rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from student_charges where hostel_term_id = ${id}`))[0]!.n > 0;

  return { list, byId, holding, overlapping, insert, remove, inUse };
}
