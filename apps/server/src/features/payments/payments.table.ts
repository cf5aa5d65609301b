import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { students } from '../admissions/students.table.js';
import { users } from '../auth/auth.table.js';
import { libraryCharges } from '../library/circulation.table.js';
import { transportPasses } from '../transport/transport.table.js';
import { attendanceCondonations } from '../attendance/attendance.table.js';
import { hostelApplications } from '../hostel/hostel.table.js';
import { collegeTerms } from '../college-calendar/college-terms.table.js';
import { batches, courses } from '../masterdata/masterdata.table.js';
import { HOSTEL_FEE_PARTS, INSTRUMENT_STATUSES, type FlagCause } from '@campus/shared';
import type { Charge, ChargeRequest } from './gateway/gateway.types.js';

/**
 * What a fee is for. The category decides the structure (per semester or a fixed amount), the
 * result page the gateway returns to and the spec call that answers the receipt.
 */
export const feeTypes = pgTable('fee_types', {
  id: serial('id').primaryKey(),
  /** e.g. TUITION, EXAM, ADMISSION, BONAFIDE; the feeType of the spec's calls. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  category: text('category', { enum: ['fee', 'exam', 'admission', 'miscellaneous'] }).notNull(),
  /** Miscellaneous fees only: the fixed amount, not tied to a programme or semester. */
  fixedAmountPaise: integer('fixed_amount_paise'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The amount of a per-semester fee for a programme and batch. */
export const feeStructure = pgTable(
  'fee_structure',
  {
    id: serial('id').primaryKey(),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    semester: smallint('semester').notNull(),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [
    unique('fee_structure_uq').on(t.feeTypeId, t.courseId, t.batchId, t.semester),
    check('fee_structure_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** The last day to pay a fee type's semester fee, set by the accounts office; reminders are reckoned from it. */
export const feeDueDates = pgTable(
  'fee_due_dates',
  {
    id: serial('id').primaryKey(),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id, { onDelete: 'cascade' }),
    semester: smallint('semester').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('fee_due_dates_uq').on(t.feeTypeId, t.semester), check('fee_due_dates_semester', sql`${t.semester} between 1 and 12`)],
);

/** The reminder schedule: days relative to the due day (−7 a week before). One row. */
export const dueReminderSchedule = pgTable(
  'due_reminder_schedule',
  {
    id: smallint('id').primaryKey().default(1),
    offsets: integer('offsets').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('due_reminder_schedule_one_row', sql`${t.id} = 1`)],
);

export const ORDER_STATUSES = ['PENDING', 'PAID', 'DROPPED', 'EXPIRED', 'FLAGGED'] as const;
export const ORDER_KINDS = ['fee', 'miscellaneous', 'exam', 'admission', 'self'] as const;

/**
 * An order the server opened with the gateway. Its amount comes from the dues, never from the
 * browser; its status only moves forward (PENDING → PAID | DROPPED | EXPIRED | FLAGGED; a late PAID
 * after DROPPED or EXPIRED is accepted; nothing leaves PAID).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** Ours, sent to the gateway as orderId, e.g. ORD-2026-000123-AB12. */
    orderId: text('order_id').notNull().unique(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    /** The gateway's charge uuid; one charge belongs to one order. */
    chargeUuid: text('charge_uuid').unique(),
    paymentLink: text('payment_link'),
    /** The items in a canonical order, so an open charge for the same items is reused. */
    itemsKey: text('items_key').notNull(),
    /** Why accounts must look at a FLAGGED order (amount or currency mismatch…). */
    flagReason: text('flag_reason'),
    /** The same reason by the keys of FLAG_REASON_TEXTS and its values, for a reader in any language. */
    flagCause: jsonb('flag_cause').$type<FlagCause>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_student_idx').on(t.studentId, t.createdAt),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** What an order pays for: one fee type (and semester, for per-semester fees) and the amount. */
export const paymentOrderItems = pgTable(
  'payment_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id),
    /** null for miscellaneous fees. */
    semester: smallint('semester'),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * `student:feeType:semester` while the order is PENDING, null once it is not (`dueClaim`, due-claim.ts): the
     * unique index lets one open order at a time hold a due, whatever its kind, on any server.
     */
    openDue: text('open_due'),
    /**
     * The part of the amount that settles the due, when less than the amount: the due was already
     * paid (or partly) by another order when this one's money arrived; the rest is refund due
     * (fee_collections.refund_due_paise). Null: all of it.
     */
    settledPaise: integer('settled_paise'),
  },
  (t) => [
    index('payment_order_items_order_idx').on(t.orderId),
    uniqueIndex('payment_order_items_open_due_uq').on(t.openDue),
    check('payment_order_items_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Money the gateway confirmed. One order and one charge give at most one collection (the unique
 * constraints), and its receipt number comes from a gapless series per financial year.
 */
export const feeCollections = pgTable(
  'fee_collections',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    /** The gateway's charge; null for money received at the counter. */
    chargeUuid: text('charge_uuid').unique(),
    /** The gateway transaction that paid the charge; null for money received at the counter. */
    transactionUuid: text('transaction_uuid'),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    amountPaise: integer('amount_paise').notNull(),
    /** CARD or UPI, as the gateway's transaction family says; at the counter CASH, DD, CHEQUE, TRANSFER or UPI_QR. */
    mode: text('mode').notNull(),
    /** online: through the gateway; counter: received by a clerk (receivedBy) on a counter day. */
    channel: text('channel', { enum: ['online', 'counter'] })
      .notNull()
      .default('online'),
    /** The clerk who received counter money. */
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    /** The clerk's day the counter money counts in (its business date and closing). */
    counterDayId: integer('counter_day_id').references(() => counterDays.id),
    /** Made by the counter's form when it opens: a second press finds the receipt of the first. */
    requestKey: text('request_key').unique(),
    /** A cheque's or demand draft's number, the bank it is drawn on, the issuing branch and its date. */
    instrumentNo: text('instrument_no'),
    instrumentBank: text('instrument_bank'),
    instrumentBranch: text('instrument_branch'),
    instrumentDate: date('instrument_date', { mode: 'string' }),
    /** A cheque or DD: received, then cleared or bounced (the bank's word); null for every other mode. */
    instrumentStatus: text('instrument_status', { enum: INSTRUMENT_STATUSES }),
    /** The day a cheque or DD was cleared or bounced, and the bank's reason for a bounce. */
    instrumentSettledOn: date('instrument_settled_on', { mode: 'string' }),
    bounceReason: text('bounce_reason'),
    receivedFrom: text('received_from'),
    remarks: text('remarks'),
    cardLast4: text('card_last4'),
    /** The card's scheme (VISA, RUPAY…), as the gateway names it. */
    cardBrand: text('card_brand'),
    /** The bank's reference of the payment (RRN; the UTR of a UPI payment): what a payer's bank statement shows. */
    rrn: text('rrn'),
    /** The payer's UPI address. */
    payerVpa: text('payer_vpa'),
    /**
     * Money received that pays no due (the due was already paid by another order when this payment
     * arrived): kept as received and owed back to the payer. 0 for an ordinary collection.
     */
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
    /** e.g. 2026-27 (April to March). */
    financialYear: text('financial_year').notNull(),
    receiptSeq: integer('receipt_seq').notNull(),
    /** e.g. RCT/2026-27/000123. */
    receiptNo: text('receipt_no').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fee_collections_receipt_seq_uq').on(t.financialYear, t.receiptSeq),
    index('fee_collections_paid_at_idx').on(t.paidAt),
    index('fee_collections_student_idx').on(t.studentId),
    index('fee_collections_rrn_idx').on(t.rrn),
    check('fee_collections_refund_due_range', sql`${t.refundDuePaise} >= 0 and ${t.refundDuePaise} <= ${t.amountPaise}`),
    check(
      'fee_collections_channel_shape',
      sql`(${t.channel} = 'online' and ${t.chargeUuid} is not null and ${t.transactionUuid} is not null)
        or (${t.channel} = 'counter' and ${t.counterDayId} is not null and ${t.requestKey} is not null)`,
    ),
    index('fee_collections_counter_day_idx').on(t.counterDayId),
    index('fee_collections_instrument_idx').on(t.instrumentStatus, t.paidAt),
  ],
);

/**
 * Money returned to a payer against a collection: read from the gateway's REFUND transactions, or
 * recorded by accounts with the gateway's reference. Each has a credit note number from its own
 * gapless series per financial year; one reference is recorded once per collection.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => feeCollections.id),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * gateway: a REFUND transaction of the charge; accounts: entered on the payments to resolve screen;
     * bounce: a cheque or draft the bank returned, its collection reversed (no money went back).
     */
    source: text('source', { enum: ['gateway', 'accounts', 'bounce'] }).notNull(),
    /** The refund transaction's uuid, or the reference accounts took from the gateway's back office. */
    reference: text('reference').notNull(),
    /**
     * confirmed: the gateway lists the refund (a REFUND transaction of the charge); claimed: accounts
     * recorded it and the gateway does not list it yet, so it is flagged and reopens no due.
     */
    status: text('status', { enum: ['claimed', 'confirmed'] })
      .notNull()
      .default('confirmed'),
    /** The gateway's REFUND transaction this refund is, once confirmed: one transaction is one refund. */
    transactionUuid: text('transaction_uuid'),
    /** Whether what this refund returns beyond the refund due has reopened the dues (at confirmation). */
    duesReopened: boolean('dues_reopened').notNull().default(false),
    /** The bank's reference of the refund, when the gateway gave one. */
    rrn: text('rrn'),
    reason: text('reason'),
    financialYear: text('financial_year').notNull(),
    creditNoteSeq: integer('credit_note_seq').notNull(),
    /** e.g. CN/2026-27/000012. */
    creditNoteNo: text('credit_note_no').notNull().unique(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_refunds_reference_uq').on(t.collectionId, t.reference),
    unique('payment_refunds_transaction_uq').on(t.collectionId, t.transactionUuid),
    unique('payment_refunds_credit_note_seq_uq').on(t.financialYear, t.creditNoteSeq),
    index('payment_refunds_refunded_at_idx').on(t.refundedAt),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A fee counter clerk's day (cash book): what they received counts in it by its business date; at
 * the end of the day they count the cash in denominations and name the deposit slip, and the day is
 * closed. Recording locks the day's row, so nothing is received into a day being closed or closed;
 * only the accounts officer changes or reopens a closed day, with a reason (audited).
 */
export const counterDays = pgTable(
  'counter_days',
  {
    id: serial('id').primaryKey(),
    clerkId: integer('clerk_id')
      .notNull()
      .references(() => users.id),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Notes and coins counted at the closing: rupee denomination → how many. */
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    countedCashPaise: integer('counted_cash_paise'),
    /** The cash the day's receipts add up to, as it was at the closing. */
    expectedCashPaise: integer('expected_cash_paise'),
    differenceNote: text('difference_note'),
    depositSlipNo: text('deposit_slip_no'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('counter_days_clerk_date_uq').on(t.clerkId, t.businessDate), index('counter_days_date_idx').on(t.businessDate)],
);

/**
 * A charge laid on one student beyond the fee structure: the college's bounce charge for a cheque or
 * draft the bank returned. It is due like a fee (no semester) until paid; one per returned instrument.
 */
export const studentCharges = pgTable(
  'student_charges',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** The returned cheque's or draft's collection, when the charge is a bounce charge. */
    collectionId: integer('collection_id')
      .unique()
      .references(() => feeCollections.id),
    /** The library's charge (a fine, a lost or damaged copy) this due collects, when it is one. */
    libraryChargeId: integer('library_charge_id')
      .unique()
      .references(() => libraryCharges.id),
    /** The bus pass whose fee this due collects, when it is one (ADR 0135). */
    transportPassId: integer('transport_pass_id')
      .unique()
      .references(() => transportPasses.id),
    /** The hostel stay (application) whose fee this due collects, when it is one (ADR 0138): its part and term. */
    hostelApplicationId: integer('hostel_application_id').references(() => hostelApplications.id),
    /** The attendance condonation whose fee this due collects, when it is one (ADR 0147). */
    condonationId: integer('condonation_id')
      .unique()
      .references(() => attendanceCondonations.id),
    hostelPart: text('hostel_part', { enum: HOSTEL_FEE_PARTS }),
    hostelTermId: integer('hostel_term_id').references(() => collegeTerms.id),
    /** The days the due is for (a hostel fee's part of its term). */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    /** What was waived of it (the library's waiver, a cancelled bus pass's unpaid rest, a hostel fee not asked after leaving): the student owes the amount less this. */
    waivedPaise: integer('waived_paise').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('student_charges_student_idx').on(t.studentId),
    check('student_charges_amount_positive', sql`${t.amountPaise} > 0`),
    check('student_charges_waived_ck', sql`${t.waivedPaise} >= 0 and ${t.waivedPaise} <= ${t.amountPaise}`),
    // A charge comes from one place: a returned instrument, the library, a bus pass, a hostel stay or a condonation.
    check(
      'student_charges_source_ck',
      sql`num_nonnulls(${t.collectionId}, ${t.libraryChargeId}, ${t.transportPassId}, ${t.hostelApplicationId}, ${t.condonationId}) = 1`,
    ),
    check('student_charges_hostel_ck', sql`(${t.hostelApplicationId} is null) = (${t.hostelPart} is null and ${t.hostelTermId} is null)`),
    // A stay's rent and mess once a term, its caution deposit once.
    uniqueIndex('student_charges_hostel_term_uq').on(t.hostelApplicationId, t.hostelTermId, t.hostelPart),
    uniqueIndex('student_charges_hostel_caution_uq').on(t.hostelApplicationId).where(sql`${t.hostelPart} = 'caution'`),
  ],
);

/** The last credit note number given in each financial year; locked and bumped in the refund's transaction. */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The last receipt number given in each financial year; locked and bumped in the collection's transaction. */
export const receiptSeries = pgTable('receipt_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Every notification and return the gateway sent, raw, for accounts and for disputes. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: ['webhook', 'return', 'reconcile'] }).notNull(),
    chargeUuid: text('charge_uuid'),
    orderId: text('order_id'),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_events_charge_idx').on(t.chargeUuid)],
);

/** The gateway's shop credentials per fee type; the password is sealed (AES-256-GCM) and never sent back. */
export const gatewayKeys = pgTable(
  'gateway_keys',
  {
    id: serial('id').primaryKey(),
    /** The spec's uniquekey. */
    uniqueKey: text('unique_key').notNull().unique(),
    feeType: text('fee_type').notNull(),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_keys_fee_type_uq').on(t.feeType)],
);

/** Where reconciliation's walk over its candidates stopped, so the next run goes on from there (any server). */
export const paymentJobCursors = pgTable('payment_job_cursors', {
  name: text('name').primaryKey(),
  /** The last payment_orders.id read; 0 starts again from the first. */
  lastOrderId: integer('last_order_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The demo's gateway simulator's charges, in the database so that every server behind a balancer answers for each. */
export const gatewaySimCharges = pgTable('gateway_sim_charges', {
  uuid: text('uuid').primaryKey(),
  /** The charge as the simulator answers it. */
  charge: jsonb('charge').$type<Charge>().notNull(),
  /** The charge request it was created from (return and webhook addresses, customer). */
  request: jsonb('request').$type<ChargeRequest>().notNull(),
  /** The charge as it was before its last change (a stale webhook's body). */
  previous: jsonb('previous').$type<Charge>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
