import { describe, expect, it } from 'vitest';
import { formatDay } from '../date-format.js';
import { formatRupees } from '../money.js';
import { formatNumber } from '../numbers.js';
import { fillText } from '../fill-text.js';
import { auditChangesOf, type AuditChange } from './audit-changes.js';
import {
  auditActionName,
  auditChangeText,
  auditFieldLabel,
  auditSentenceText,
  auditValueText,
  describeAuditEntry,
  type AuditWords,
  type DescribedEntry,
} from './audit-details.js';
import { AUDIT_ENTRY_TEXTS } from './audit-entry.texts.js';

/** The English words, as the audit export writes them. */
const english: AuditWords = {
  text(key, values = {}) {
    let node: unknown = AUDIT_ENTRY_TEXTS;
    for (const part of key.split('.')) node = typeof node === 'object' && node ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? fillText(node, values) : undefined;
  },
  money: (paise) => formatRupees(paise),
  day: (day) => formatDay(day),
  number: (n) => formatNumber(n, 'en'),
  role: (role) => role,
};

/** An entry as the audit log reads it: its sentence, its changes and its other details, each a line. */
function read(e: DescribedEntry & { changes?: AuditChange[] }) {
  const { sentence, details } = describeAuditEntry(e);
  return {
    sentence: auditSentenceText(sentence, english),
    changes: (e.changes ?? auditChangesOf(e.details)).map((c) => auditChangeText(c, english)),
    details: details.map(
      (d) => `${auditFieldLabel(d.field, english)}: ${auditValueText(d.value, english, { money: d.money, field: d.field })}`,
    ),
  };
}

describe("the fee counter's audit entries in plain words", () => {
  it('says what the counter received, by which mode, with the cheque or UTR as details', () => {
    const cheque = read({
      action: 'counter.received',
      entity: 'payment_order',
      entityId: 'CTR-2026-004512-AB12',
      details: { receiptNo: 'RCT/2026-27/000123', amountPaise: 4_500_000, mode: 'CHEQUE', instrumentNo: '004512', bank: 'Canara Bank' },
    });
    expect(cheque).toEqual({
      sentence: 'Received ₹45,000.00 at the fee counter by cheque: receipt RCT/2026-27/000123 of order CTR-2026-004512-AB12',
      changes: [],
      details: ['Cheque or draft number: 004512', 'Bank: Canara Bank'],
    });
    const qr = read({
      action: 'counter.received',
      entity: 'payment_order',
      entityId: 'CTR-2026-000001-00FF',
      details: { receiptNo: 'RCT/2026-27/000124', amountPaise: 150_000, mode: 'UPI_QR', utr: '633112345678' },
    });
    expect(qr.sentence).toBe(
      "Received ₹1,500.00 at the fee counter by UPI to the college's QR: receipt RCT/2026-27/000124 of order CTR-2026-000001-00FF",
    );
    expect(qr.details).toEqual(['UTR: 633112345678']);
    expect(
      read({ action: 'counter.received', entity: 'payment_order', entityId: 'x', details: { mode: 'CASH', amountPaise: 100 } }).sentence,
    ).toBe('Received ₹1.00 at the fee counter by cash: receipt — of order x');
  });

  it('says a cheque or draft was cleared, or returned with its credit note, the bounce charge as money', () => {
    expect(
      read({
        action: 'counter.cleared',
        entity: 'payment_order',
        entityId: 'CTR-1',
        details: { receiptNo: 'RCT/2026-27/000125', instrumentNo: '765432', date: '2026-11-20' },
      }),
    ).toEqual({
      sentence: 'Marked the cheque or draft of receipt RCT/2026-27/000125 cleared by the bank',
      changes: [],
      details: ['Cheque or draft number: 765432', 'Date: 20-11-2026'],
    });
    expect(
      read({
        action: 'counter.bounced',
        entity: 'payment_order',
        entityId: 'CTR-2',
        details: {
          receiptNo: 'RCT/2026-27/000123',
          creditNoteNo: 'CN/2026-27/000007',
          amountPaise: 4_500_000,
          instrumentNo: '004512',
          reason: 'Funds insufficient',
          chargePaise: 50_000,
        },
      }),
    ).toEqual({
      sentence:
        'Marked the cheque or draft of receipt RCT/2026-27/000123 returned by the bank: ₹45,000.00 reversed by credit note CN/2026-27/000007',
      changes: [],
      details: ['Cheque or draft number: 004512', 'Reason: Funds insufficient', 'Bounce charge: ₹500.00'],
    });
  });

  it("says a clerk's day was closed with its cash, and changed or reopened by the accounts officer with the reason", () => {
    expect(
      read({
        action: 'counter.dayClosed',
        entity: 'counter_day',
        entityId: '12',
        details: {
          date: '2026-11-27',
          receipts: 14,
          expectedCashPaise: 1_250_000,
          countedCashPaise: 1_200_000,
          differencePaise: -50_000,
          differenceNote: 'Short by one note: found torn',
          depositSlipNo: 'DS-0042',
        },
      }),
    ).toEqual({
      sentence: 'Closed the counter day of 27-11-2026 with 14 receipts',
      changes: [],
      details: [
        'Cash received: ₹12,500.00',
        'Cash counted: ₹12,000.00',
        'Difference: -₹500.00',
        'Why it differs: Short by one note: found torn',
        'Deposit slip number: DS-0042',
      ],
    });
    expect(
      read({ action: 'counter.dayClosed', entity: 'counter_day', entityId: '13', details: { date: '2026-11-28', receipts: 1 } }).sentence,
    ).toBe('Closed the counter day of 28-11-2026 with 1 receipt');
    const changed = read({
      action: 'counter.dayChanged',
      entity: 'counter_day',
      entityId: '12',
      details: {
        date: '2026-11-27',
        reason: 'Torn note accepted by the bank',
        what: 'countedCashPaise',
        changes: [{ field: 'countedCashPaise', before: 1_200_000, after: 1_250_000 }],
      },
    });
    expect(changed).toEqual({
      sentence: 'Changed the closed counter day of 27-11-2026',
      changes: ['Cash counted: ₹12,000.00 → ₹12,500.00'],
      details: ['Reason: Torn note accepted by the bank'],
    });
    const reopened = read({
      action: 'counter.dayChanged',
      entity: 'counter_day',
      entityId: '12',
      details: {
        date: '2026-11-27',
        reason: 'A late receipt to record',
        what: 'status',
        changes: [{ field: 'status', before: 'closed', after: 'open' }],
      },
    });
    expect([reopened.sentence, ...reopened.changes]).toEqual(['Reopened the counter day of 27-11-2026', 'Status: closed → open']);
  });

  it('names each counter action as the filter lists it', () => {
    expect(
      ['counter.received', 'counter.cleared', 'counter.bounced', 'counter.dayClosed', 'counter.dayChanged'].map((a) =>
        auditActionName(a, english),
      ),
    ).toEqual([
      'Received money at the fee counter',
      'Marked a cheque or draft cleared',
      'Marked a cheque or draft returned',
      'Closed a counter day',
      'Changed a closed counter day',
    ]);
  });
});

describe('the due dates’ audit entries in plain words', () => {
  it('says which semester fee’s due date was set, changed or cleared, and that the reminder schedule changed', () => {
    const set = read({
      action: 'create',
      entity: 'payments.feeDueDate',
      entityId: '1/3',
      details: { label: 'Tuition Fee, semester 3' },
      changes: [{ field: 'dueOn', before: null, after: '2026-12-07' }],
    });
    expect(set.sentence).toBe('Due date set: Tuition Fee, semester 3');
    expect(set.details).toEqual([]);
    expect(
      read({ action: 'update', entity: 'payments.feeDueDate', entityId: '1/3', details: { label: 'Tuition Fee, semester 3' } }).sentence,
    ).toBe('Due date changed: Tuition Fee, semester 3');
    expect(
      read({ action: 'delete', entity: 'payments.feeDueDate', entityId: '1/3', details: { label: 'Tuition Fee, semester 3' } }).sentence,
    ).toBe('Due date cleared: Tuition Fee, semester 3');
    expect(
      read({ action: 'update', entity: 'payments.reminderSchedule', entityId: '1', details: { label: 'Due reminder schedule' } }).sentence,
    ).toBe('Changed the due reminder schedule');
  });
});

describe("the circulation desk's and the college calendar's audit entries in plain words", () => {
  it('names the copy of a renewal or a loss, and the day of a holiday', () => {
    const lost = read({
      action: 'library.copyLost',
      entity: 'library_loan',
      entityId: '7',
      details: { title: 'Electrical Machinery', accessionNumber: 'ACC-000007', chargedPaise: 70_000 },
    });
    expect(lost.sentence).toBe('Charged copy ACC-000007 of Electrical Machinery as lost');
    expect(lost.details).toEqual(['Charged: ₹700.00']);
    expect(
      read({
        action: 'library.loanRenewed',
        entity: 'library_loan',
        entityId: '7',
        details: { title: 'Surveying', accessionNumber: 'ACC-1' },
      }).sentence,
    ).toBe('Renewed the loan of copy ACC-1 of Surveying');
    expect(
      read({
        action: 'college.holidayAdded',
        entity: 'college_holiday',
        entityId: '2026-01-26',
        details: { day: '2026-01-26', name: 'Republic Day' },
      }).sentence,
    ).toBe('Added the holiday Republic Day on 2026-01-26');
  });
});

describe("the transport office's fares in plain words", () => {
  it('says how many slabs were set and how far the last reaches, the slabs no detail of their own', () => {
    const saved = read({
      action: 'transport.faresSaved',
      entity: 'transport_fare_slabs',
      entityId: null,
      details: {
        slabs: [
          { upToKm: 10, feePaise: 1_200_000 },
          { upToKm: 45, feePaise: 2_400_000 },
        ],
      },
    });
    expect(saved.sentence).toBe('Set the bus fares: 2 slabs, up to 45 km');
    expect(saved.details).toEqual([]);
    const one = read({
      action: 'transport.faresSaved',
      entity: 'transport_fare_slabs',
      entityId: null,
      details: { slabs: [{ upToKm: 12.5, feePaise: 100 }] },
    });
    expect(one.sentence).toBe('Set the bus fares: 1 slab, up to 12.5 km');
  });
});
