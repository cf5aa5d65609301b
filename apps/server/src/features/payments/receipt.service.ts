import { dayIn, paymentMeansText, type ReceiptEntry, serverText } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { PdfWorkers } from '../../lib/pdf-workers.js';
import type { StudentRegister } from '../admissions/student-register.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import type { CollegeService } from '../public/college.service.js';
import { createStudentResolver } from './dues.service.js';
import { receiptPdf } from './receipt-pdf.js';
import { createReceiptRepository, type CollectionRow, type OrderRow } from './receipt.repository.js';
import { createOrdersRepository } from './orders.repository.js';
import { createCounterRepository } from './counter.repository.js';

/** Printed under the total unless the college configures another line (ADR 0045). */
const DEFAULT_TAX_NOTE = 'Education services are exempt from GST';

type OrderKind = OrderRow['kind'];

/** Each kind of order: the receipt's title and the file name the spec's calls download it as. */
const RECEIPT_KINDS: Record<OrderKind, { title: string; file: string }> = {
  fee: { title: 'Fee Receipt', file: 'Fee_Collection' },
  self: { title: 'Fee Receipt (Self Payment)', file: 'Fee_Collection' },
  miscellaneous: { title: 'Miscellaneous Fee Receipt', file: 'Miscellaneous_Fee_Collection' },
  exam: { title: 'Examination Fee Receipt', file: 'Exam_Fee_Collection' },
  admission: { title: 'New Admission Fee Receipt', file: 'New_Admission_Fee_Collection' },
};

export interface ReceiptServiceDeps {
  db: Db;
  register: StudentRegister;
  masterData: MasterDataService;
  college: CollegeService;
  pdfs: PdfWorkers;
  /** The tax line of every receipt; the GST exemption of education services by default. */
  taxNote?: string;
}

export interface Receipt {
  pdf: Buffer;
  fileName: string;
  receiptNo: string;
}

/**
 * Receipts of recorded payments. Nothing here records money: a receipt exists only for an order the
 * gateway confirmed and the orders feature recorded as a collection.
 */
export function createReceiptService({ db, register, masterData, college, pdfs, taxNote = DEFAULT_TAX_NOTE }: ReceiptServiceDeps) {
  const repo = createReceiptRepository(db);
  const students = createStudentResolver(register);

  async function render(order: OrderRow, collection: CollectionRow): Promise<Receipt> {
    const [items, student, nameOf, settings, logos, today, refunds, clerk] = await Promise.all([
      repo.itemsOf(order.id),
      register.studentRecord({ id: collection.studentId }),
      masterData.courseNamer(),
      college.settings(),
      college.logos(),
      college.today(),
      createOrdersRepository(db).refundsOf(collection.id),
      collection.receivedBy === null ? undefined : createCounterRepository(db).userName(collection.receivedBy),
    ]);
    const names = student ? nameOf(student) : { course: '', branch: '', batch: '' };
    const kind = RECEIPT_KINDS[order.kind];
    const pdf = await pdfs.render(receiptPdf, {
      college: { name: settings.name, logo: logos.Logo, address: settings.contact.campus },
      title: kind.title,
      receiptNo: collection.receiptNo,
      orderId: order.orderId,
      date: dayIn(settings.timeZone, collection.paidAt),
      student: {
        name: student?.fullName ?? '',
        rollNumber: student?.rollNumber ?? '',
        programme: [names.course, names.branch].filter(Boolean).join(' '),
        batch: names.batch,
      },
      items: items.map((i) => ({ head: i.feeTypeName, semester: i.semester, amountPaise: i.amountPaise })),
      totalPaise: collection.amountPaise,
      paidBy: paymentMeansText({ ...collection, bank: collection.instrumentBank, branch: collection.instrumentBranch }),
      rrn: collection.rrn,
      transactionId: collection.transactionUuid,
      counter:
        collection.channel === 'counter'
          ? { clerk: clerk?.fullName ?? '', receivedFrom: collection.receivedFrom, awaitsBank: collection.instrumentStatus === 'received' }
          : undefined,
      refundDuePaise: collection.refundDuePaise,
      // A refund accounts only claimed is not money the gateway gave back: the receipt waits for its confirmation.
      refunds: refunds
        .filter((r) => r.status === 'confirmed')
        .map((r) => ({
          creditNoteNo: r.creditNoteNo,
          amountPaise: r.amountPaise,
          date: dayIn(settings.timeZone, r.refundedAt),
          bounced: r.source === 'bounce',
          reason: r.reason,
        })),
      taxNote,
    });
    return { pdf, fileName: `${kind.file}_${today}.pdf`, receiptNo: collection.receiptNo };
  }

  /** `GET /api/payments/receipts/{receiptNo}`: the paying student, their parent, or fee staff. */
  async function byReceiptNo(receiptNo: string, user: AuthUser): Promise<Receipt> {
    const collection = await repo.collectionByReceiptNo(receiptNo);
    // Someone else's receipt is answered as missing: its number says nothing about whether it exists.
    if (!collection || !students.mayActFor(user, collection.studentId)) throw notFound(serverText('fees.noReceipt', { receiptNo }));
    const order = (await repo.orderById(collection.orderId))!;
    return render(order, collection);
  }

  /** A receipt's PDF for its mail (ADR 0117): the notification was written for the receipt's own student and parents. */
  async function forMail(receiptNo: string): Promise<Receipt | undefined> {
    const collection = await repo.collectionByReceiptNo(receiptNo);
    if (!collection) return undefined;
    const order = await repo.orderById(collection.orderId);
    return order ? render(order, collection) : undefined;
  }

  /** An order the user may see, by our order id; another student's is answered as missing. */
  async function visibleOrder(orderId: string, user: AuthUser): Promise<OrderRow> {
    const order = await repo.orderByOrderId(orderId);
    if (!order || !students.mayActFor(user, order.studentId)) throw notFound(serverText('fees.noOrder', { orderId }));
    return order;
  }

  /**
   * The spec's save calls: the receipt of an order already recorded, or 409 for one the gateway has
   * not confirmed. A call that names only the gateway's transaction finds the order by it.
   */
  async function receiptOfOrder(ref: { orderId?: string; transactionId?: string }, user: AuthUser): Promise<Receipt> {
    if (ref.orderId) {
      const order = await visibleOrder(ref.orderId, user);
      const collection = await repo.collectionOfOrder(order.id);
      if (!collection || order.status !== 'PAID')
        throw new AppError('CONFLICT', serverText('fees.notVerified', { orderId: order.orderId }), { field: 'orderId' });
      return render(order, collection);
    }
    if (ref.transactionId) {
      const collection = await repo.collectionByTransaction(ref.transactionId);
      if (!collection || !students.mayActFor(user, collection.studentId))
        throw new AppError('CONFLICT', serverText('fees.notVerified', { orderId: ref.transactionId }), { field: 'transactionId' });
      return render((await repo.orderById(collection.orderId))!, collection);
    }
    throw new AppError('INVALID', serverText('fees.orderRequired'), { field: 'orderId' });
  }

  /** `getStudentsFeePaymentDetails`: the items of an order (rollNo, feeType, semester). */
  async function paymentDetails(orderId: string, user: AuthUser, rollNo?: string) {
    const order = await visibleOrder(orderId, user);
    const [items, student] = await Promise.all([repo.itemsOf(order.id), register.studentRecord({ id: order.studentId })]);
    const roll = student?.rollNumber ?? '';
    if (rollNo && rollNo.trim().toUpperCase() !== roll.toUpperCase()) throw notFound(serverText('fees.noOrder', { orderId }));
    return items.map((i) => ({
      rollNo: roll,
      feeType: i.feeTypeCode,
      semester: i.semester,
      amountPaise: i.amountPaise,
      orderId: order.orderId,
      status: order.status,
    }));
  }

  /** `GET /api/payments/receipts`: the receipts of the user's student, their ward, or (fee staff) the roll number's. */
  async function receiptsOf(user: AuthUser, rollNo?: string): Promise<ReceiptEntry[]> {
    return receiptsOfStudent((await students.resolve(user, rollNo)).id);
  }

  /** The receipts of a student already resolved, newest first. */
  async function receiptsOfStudent(studentId: number): Promise<ReceiptEntry[]> {
    const [rows, zone] = await Promise.all([repo.collectionsOf(studentId), college.timeZone()]);
    return rows.map(({ collection: c, orderId }) => ({
      receiptNo: c.receiptNo,
      orderId,
      date: dayIn(zone, c.paidAt),
      amountPaise: c.amountPaise,
      mode: c.mode,
    }));
  }

  return { byReceiptNo, forMail, receiptOfOrder, paymentDetails, receiptsOf, receiptsOfStudent };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
