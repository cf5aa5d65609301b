import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChargeKind, ItemKind, LoanOutcome, MemberKind } from '@campus/shared';
import { students } from '../admissions/students.table.js';
import { users } from '../auth/auth.table.js';
import { faculty } from '../users/faculty-members.table.js';
import { libraryCopies } from './library.table.js';

/** How a kind of member borrows a kind of item: how many at once, for how long, and what lateness costs. */
export const libraryBorrowingRules = pgTable(
  'library_borrowing_rules',
  {
    id: serial('id').primaryKey(),
    memberKind: text('member_kind').$type<MemberKind>().notNull(),
    itemKind: text('item_kind').$type<ItemKind>().notNull(),
    maxLoans: integer('max_loans').notNull(),
    loanDays: integer('loan_days').notNull(),
    renewals: integer('renewals').notNull(),
    finePerDayPaise: integer('fine_per_day_paise').notNull(),
    graceDays: integer('grace_days').notNull(),
    maxFinePaise: integer('max_fine_paise').notNull(),
    /** What a lost or damaged copy costs beyond its price. */
    processingFeePaise: integer('processing_fee_paise').notNull(),
    /** Unpaid charges above this stop further issues to the member. */
    fineLimitPaise: integer('fine_limit_paise').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_borrowing_rules_kinds_uq').on(t.memberKind, t.itemKind),
    check('library_borrowing_rules_member_kind_ck', sql`${t.memberKind} in ('student', 'faculty')`),
    check('library_borrowing_rules_item_kind_ck', sql`${t.itemKind} in ('book', 'reference')`),
    check(
      'library_borrowing_rules_numbers_ck',
      sql`${t.maxLoans} >= 0 and ${t.loanDays} >= 1 and ${t.renewals} >= 0 and ${t.finePerDayPaise} >= 0 and ${t.graceDays} >= 0 and ${t.maxFinePaise} >= 0 and ${t.processingFeePaise} >= 0 and ${t.fineLimitPaise} >= 0`,
    ),
  ],
);

/** A copy lent to a member: a student or a faculty member, never both. Open while `closed_at` is empty. */
export const libraryLoans = pgTable(
  'library_loans',
  {
    id: serial('id').primaryKey(),
    copyId: integer('copy_id')
      .notNull()
      .references(() => libraryCopies.id),
    memberKind: text('member_kind').$type<MemberKind>().notNull(),
    studentId: integer('student_id').references(() => students.id),
    facultyId: integer('faculty_id').references(() => faculty.id),
    /** The college's business date of the issue. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    renewals: integer('renewals').notNull().default(0),
    /** The business date it came back, or was declared lost. */
    closedOn: date('closed_on', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome').$type<LoanOutcome>(),
    /** The overdue fine charged when it came back. */
    finePaise: integer('fine_paise').notNull().default(0),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A copy is on one open loan at most: two desks issuing it at once cannot both succeed.
    uniqueIndex('library_loans_open_copy_uq')
      .on(t.copyId)
      .where(sql`${t.closedAt} is null`),
    index('library_loans_copy_idx').on(t.copyId, t.id),
    // The library's landing page counts by these days: issued, returned, and due of the open loans.
    index('library_loans_issued_on_idx').on(t.issuedOn),
    index('library_loans_closed_on_idx').on(t.closedOn),
    index('library_loans_open_due_idx')
      .on(t.dueOn)
      .where(sql`${t.closedAt} is null`),
    index('library_loans_student_idx').on(t.studentId),
    index('library_loans_faculty_idx').on(t.facultyId),
    check(
      'library_loans_member_ck',
      sql`(${t.memberKind} = 'student' and ${t.studentId} is not null and ${t.facultyId} is null) or (${t.memberKind} = 'faculty' and ${t.facultyId} is not null and ${t.studentId} is null)`,
    ),
    check(
      'library_loans_outcome_ck',
      sql`(${t.closedAt} is null) = (${t.outcome} is null) and ${t.outcome} in ('returned', 'lost', 'damaged')`,
    ),
    check('library_loans_numbers_ck', sql`${t.renewals} >= 0 and ${t.finePaise} >= 0 and ${t.dueOn} >= ${t.issuedOn}`),
  ],
);

/** What a member owes the library: an overdue fine, or a lost or damaged copy's price and processing fee. */
export const libraryCharges = pgTable(
  'library_charges',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => libraryLoans.id),
    kind: text('kind').$type<ChargeKind>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Paid to the library directly (a faculty member's charge); a student's is paid through Pay Fees. */
    paidPaise: integer('paid_paise').notNull().default(0),
    /** What the librarian waived, why, by whom and when (the audit log has each waiver too). */
    waivedPaise: integer('waived_paise').notNull().default(0),
    waiverReason: text('waiver_reason'),
    waivedBy: integer('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One charge of a kind per loan: a second scan of a return charges nothing more.
    uniqueIndex('library_charges_loan_kind_uq').on(t.loanId, t.kind),
    check('library_charges_kind_ck', sql`${t.kind} in ('overdue', 'lost', 'damaged')`),
    check(
      'library_charges_amount_ck',
      sql`${t.amountPaise} > 0 and ${t.paidPaise} >= 0 and ${t.waivedPaise} >= 0 and ${t.paidPaise} + ${t.waivedPaise} <= ${t.amountPaise}`,
    ),
  ],
);
