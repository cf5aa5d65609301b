import { serverText, type CollegeTerm, type CollegeTermInput } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createCollegeTermsRepository } from './college-terms.repository.js';

export interface CollegeTermsDeps {
  db: Db;
  audit: AuditService;
}

/** The college's terms (semesters): the periods hostel fees are laid for. They never overlap (the database refuses it). */
export function createCollegeTermsService({ db, audit }: CollegeTermsDeps) {
  const repo = createCollegeTermsRepository(db);

  const list = async (): Promise<{ terms: CollegeTerm[] }> => ({ terms: await repo.list() });

  async function add(input: CollegeTermInput, actor: Actor): Promise<CollegeTerm> {
    try {
      return await db.transaction(async (tx) => {
        const term = await createCollegeTermsRepository(tx).insert(input);
        await audit.record(tx, {
          actor,
          action: 'college.termAdded',
          entity: 'college_term',
          entityId: String(term.id),
          details: { ...input },
        });
        return term;
      });
    } catch (err) {
      const v = violationOf(err);
      if (v?.kind === 'unique') throw conflict(serverText('collegeTerms.termNameExists', { name: input.name }), 'name');
      if (v?.kind === 'exclusion') {
        const other = await repo.overlapping(input.startsOn, input.endsOn);
        throw conflict(serverText('collegeTerms.termOverlaps', { other: other?.name ?? '' }), 'startsOn');
      }
      throw err;
    }
  }

  async function remove(id: number, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const r = createCollegeTermsRepository(tx);
      const term = await r.byId(id);
      if (!term) throw notFound(serverText('collegeTerms.termNotFound'));
      if (await r.inUse(id)) throw conflict(serverText('collegeTerms.termInUse', { name: term.name }));
      await r.remove(id);
      await audit.record(tx, { actor, action: 'college.termRemoved', entity: 'college_term', entityId: String(id), details: { ...term } });
    });
  }

  return { list, add, remove, holding: (day: string) => repo.holding(day), byId: (id: number) => repo.byId(id) };
}

export type CollegeTermsService = ReturnType<typeof createCollegeTermsService>;
