import {
  HOSTEL_FEE_TYPES,
  refundableOf,
  serverText,
  termFees,
  termOf,
  type CollegeTerm,
  type HostelFeeRules,
  type HostelFees,
  type HostelLaidFees,
  type HostelSettlement,
  type HostelVacate,
} from '@campus/shared';
import { groupPaise } from '@campus/shared/money';

import type { Db, DbOrTx } from '../../db/client.js';
import { invalid, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { CollegeTermsService } from '../college-calendar/college-terms.service.js';
import type { HostelChargeInput, HostelDues, HostelFeeStanding } from '../payments/hostel-dues.service.js';
import { createHostelFeesRepository, type StayRow } from './hostel-fees.repository.js';

const rupees = (paise: number) => `₹${groupPaise(paise)}`;

export interface HostelFeesDeps {
  db: Db;
  audit: AuditService;
  terms: Pick<CollegeTermsService, 'byId'>;
  dues: (db: DbOrTx) => HostelDues;
}

/** A stay's rent and mess for a term, from the day it began when later than the term's first day. */
export function termCharges(stay: StayRow, term: CollegeTerm, createdBy: number | null): HostelChargeInput[] {
  const fees = termFees(stay, term, stay.fromDate);
  const base = { studentId: stay.studentId, hostelApplicationId: stay.applicationId, hostelTermId: term.id, createdBy, ...fees };
  return [
    { ...base, hostelPart: 'rent', amountPaise: fees.rentPaise, reason: `${HOSTEL_FEE_TYPES.rent.name}, ${stay.place}, ${term.name}` },
    { ...base, hostelPart: 'mess', amountPaise: fees.messPaise, reason: `${HOSTEL_FEE_TYPES.mess.name}, ${stay.place}, ${term.name}` },
  ];
}

export function cautionCharge(stay: StayRow, term: CollegeTerm, createdBy: number | null): HostelChargeInput {
  return {
    studentId: stay.studentId,
    hostelApplicationId: stay.applicationId,
    hostelTermId: term.id,
    hostelPart: 'caution',
    amountPaise: stay.cautionPaise,
    periodFrom: stay.fromDate,
    periodTo: term.endsOn,
    reason: `${HOSTEL_FEE_TYPES.caution.name}, ${stay.place}`,
    createdBy,
  };
}

type SettlementLine = HostelSettlement['lines'][number] & { chargeId: number };

/**
 * A stay's fees (ADR 0138): its caution deposit and its term's rent and mess laid when the bed is
 * given, the next terms' by the office; read by the student and the office; settled when the bed is
 * left, the money paid beyond what the college keeps handed to the refund flow.
 */
export function createHostelFees({ db, audit, terms, dues }: HostelFeesDeps) {
  const repo = createHostelFeesRepository(db);

  /** Inside the allotment's transaction: the caution deposit and the rent and mess of the term holding the day the stay began. */
  async function layOnAllotment(tx: DbOrTx, applicationIds: readonly number[], createdBy: number | null): Promise<void> {
    const r = createHostelFeesRepository(tx);
    const [stays, all] = await Promise.all([r.activeStays(applicationIds), r.terms()]);
    const charges = stays.flatMap((stay) => {
      const term = termOf(all, stay.fromDate);
      return term ? [cautionCharge(stay, term, createdBy), ...termCharges(stay, term, createdBy)] : [];
    });
    await dues(tx).lay(charges);
  }

  /** A term's rent and mess laid on every stay holding a bed (and the caution deposit where none was laid); those laid already are kept. */
  async function layTerm(actor: Actor, termId: number): Promise<HostelLaidFees> {
    const term = await terms.byId(termId);
    if (!term) throw invalid(serverText('collegeTerms.termNotFound'), 'termId');
    return db.transaction(async (tx) => {
      const stays = await createHostelFeesRepository(tx).activeStays();
      const laid = await dues(tx).lay(stays.flatMap((stay) => [cautionCharge(stay, term, actor.id), ...termCharges(stay, term, actor.id)]));
      await audit.record(tx, {
        actor,
        action: 'hostel.termFeesLaid',
        entity: 'college_term',
        entityId: String(term.id),
        details: { term: term.name, residents: stays.length, laid },
      });
      return { residents: stays.length, laid, term: term.name };
    });
  }

  async function feesOfStay(studentId: number, applicationId: number): Promise<HostelFees> {
    const [standings, settlement] = await Promise.all([dues(db).standings([studentId]), repo.settlement(applicationId)]);
    const lines = standings
      .filter((s) => s.applicationId === applicationId)
      .map((s) => ({
        part: s.part,
        term: s.term,
        periodFrom: s.periodFrom,
        periodTo: s.periodTo,
        amountPaise: s.amountPaise,
        waivedPaise: s.waivedPaise,
        paidPaise: s.paidPaise,
        owedPaise: s.owedPaise,
      }));
    return { lines, owedPaise: lines.reduce((sum, l) => sum + l.owedPaise, 0), settlement };
  }

  /** The fees of the student's latest stay; none before a bed was given. */
  async function ofStudent(studentId: number | undefined): Promise<HostelFees> {
    if (!studentId) throw notFound(serverText('payments.noStudent'));
    const stay = await repo.latestStayOf(studentId);
    return stay === undefined ? { lines: [], owedPaise: 0, settlement: null } : feesOfStay(studentId, stay);
  }

  /**
   * The account of the stay's fees when the bed is left on the day: of rent and mess, what the rules
   * give back of the months not begun (all of a term not begun); of the deposit, all but the
   * deduction, less (if asked) the hostel fees still owed. What was paid beyond what is kept is
   * refunded; what was not paid and is not kept is no longer asked.
   */
  function account(
    standings: HostelFeeStanding[],
    day: string,
    rules: HostelFeeRules,
    input: HostelVacate,
  ): Omit<HostelSettlement, 'vacatedOn'> & { lines: SettlementLine[] } {
    const deposit = standings.filter((s) => s.part === 'caution').reduce((sum, s) => sum + s.amountPaise - s.waivedPaise, 0);
    if (input.cautionDeductionPaise > deposit)
      throw invalid(
        serverText('hostel.deductionBeyondDeposit', { deduction: rupees(input.cautionDeductionPaise), deposit: rupees(deposit) }),
        'cautionDeductionPaise',
      );
    let deductionLeft = input.cautionDeductionPaise;
    const lines: SettlementLine[] = standings.map((s) => {
      const net = s.amountPaise - s.waivedPaise;
      const charge = { amountPaise: net, periodFrom: s.periodFrom, periodTo: s.periodTo };
      let kept: number;
      if (s.part === 'caution') {
        kept = Math.min(net, deductionLeft);
        deductionLeft -= kept;
      } else
        kept =
          net -
          refundableOf(
            charge,
            day,
            s.part === 'rent' ? rules.rentRefund : rules.messRefund,
            s.part === 'rent' ? rules.rentDeductionPercent : 0,
          );
      const refund = Math.max(0, s.paidPaise - kept);
      return {
        chargeId: s.id,
        part: s.part,
        term: s.term,
        amountPaise: net,
        paidPaise: s.paidPaise,
        keptPaise: kept,
        refundPaise: refund,
        waivedPaise: net - kept - refund,
        owedPaise: Math.max(0, kept - s.paidPaise),
      };
    });
    let adjusted = 0;
    if (input.adjustDues) {
      const cautionRefund = lines.filter((l) => l.part === 'caution').reduce((sum, l) => sum + l.refundPaise, 0);
      let left = Math.min(
        cautionRefund,
        lines.filter((l) => l.part !== 'caution').reduce((sum, l) => sum + l.owedPaise, 0),
      );
      adjusted = left;
      for (const l of lines) {
        const take = l.part === 'caution' ? 0 : Math.min(l.owedPaise, left);
        l.keptPaise -= take;
        l.owedPaise -= take;
        l.waivedPaise += take;
        left -= take;
      }
      let keep = adjusted;
      for (const l of lines.filter((x) => x.part === 'caution')) {
        const take = Math.min(l.refundPaise, keep);
        l.keptPaise += take;
        l.refundPaise -= take;
        keep -= take;
      }
    }
    const total = (key: 'refundPaise' | 'waivedPaise' | 'owedPaise') => lines.reduce((sum, l) => sum + l[key], 0);
    return {
      lines,
      cautionDeductionPaise: input.cautionDeductionPaise,
      deductionReason: input.deductionReason ?? null,
      adjustedPaise: adjusted,
      refundPaise: total('refundPaise'),
      waivedPaise: total('waivedPaise'),
      owedPaise: total('owedPaise'),
    };
  }

  const withoutIds = (lines: SettlementLine[]): HostelSettlement['lines'] => lines.map(({ chargeId: _, ...line }) => line);

  /** What leaving on the day would settle, read inside the caller's transaction (nothing written). */
  async function preview(tx: DbOrTx, stay: { applicationId: number; studentId: number }, input: HostelVacate): Promise<HostelSettlement> {
    const [standings, rules] = await Promise.all([dues(tx).standings([stay.studentId]), createHostelFeesRepository(tx).rules()]);
    const found = account(
      standings.filter((s) => s.applicationId === stay.applicationId),
      input.date,
      rules,
      input,
    );
    return { ...found, lines: withoutIds(found.lines), vacatedOn: input.date };
  }

  /**
   * Inside the vacating's transaction, the student's row locked against a payment recorded at once:
   * each fee charged at what is kept, the money paid beyond it handed to the refund flow, the account kept.
   */
  async function settle(
    tx: DbOrTx,
    stay: { applicationId: number; allotmentId: number; studentId: number; rollNumber: string },
    input: HostelVacate,
    actor: Actor,
  ): Promise<HostelSettlement> {
    const d = dues(tx);
    await d.lockStudent(stay.studentId);
    const standings = (await d.standings([stay.studentId])).filter((s) => s.applicationId === stay.applicationId);
    const found = account(standings, input.date, await createHostelFeesRepository(tx).rules(), input);
    for (const line of found.lines) {
      const charge = standings.find((s) => s.id === line.chargeId)!;
      await d.setWaived(charge.id, charge.amountPaise - line.keptPaise);
    }
    for (const part of ['rent', 'mess', 'caution'] as const) {
      const refund = found.lines.filter((l) => l.part === part).reduce((sum, l) => sum + l.refundPaise, 0);
      if (refund > 0) await d.returnToPayer(stay.studentId, part, refund);
    }
    const settlement = { ...found, lines: withoutIds(found.lines), vacatedOn: input.date };
    await createHostelFeesRepository(tx).insertSettlement({
      applicationId: stay.applicationId,
      allotmentId: stay.allotmentId,
      ...settlement,
      createdBy: actor.id,
    });
    if (found.lines.length > 0)
      await audit.record(tx, {
        actor,
        action: 'hostel.feesSettled',
        entity: 'hostel_application',
        entityId: String(stay.applicationId),
        details: {
          rollNumber: stay.rollNumber,
          refund: rupees(settlement.refundPaise),
          waived: rupees(settlement.waivedPaise),
          owed: rupees(settlement.owedPaise),
          deduction: rupees(settlement.cautionDeductionPaise),
          reason: settlement.deductionReason ?? '—',
          adjusted: rupees(settlement.adjustedPaise),
        },
      });
    return settlement;
  }

  async function saveRules(input: HostelFeeRules, actor: Actor): Promise<HostelFeeRules> {
    await db.transaction(async (tx) => {
      await createHostelFeesRepository(tx).saveRules(input);
      await audit.record(tx, {
        actor,
        action: 'hostel.feeRulesSaved',
        entity: 'hostel_fee_settings',
        entityId: '1',
        details: { ...input },
      });
    });
    return repo.rules();
  }

  async function ofApplication(applicationId: number): Promise<HostelFees> {
    const studentId = await repo.studentOfApplication(applicationId);
    if (studentId === undefined) throw notFound(serverText('hostel.applicationNotFound'));
    return feesOfStay(studentId, applicationId);
  }

  return { layOnAllotment, layTerm, ofStudent, ofApplication, preview, settle, rules: () => repo.rules(), saveRules };
}

export type HostelFeesService = ReturnType<typeof createHostelFees>;
