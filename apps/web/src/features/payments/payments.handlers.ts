import { http, HttpResponse } from 'msw';
import {
  type DueDatesAnswer,
  type DueDatesInput,
  type ReminderSchedule,
  paymentMeansFields,
  type CollectionsReport,
  type CounterCloseBody,
  type CounterDay,
  type CounterDaysAnswer,
  type CounterReceiptAnswer,
  type CounterReceiptBody,
  type CreateOrderAnswer,
  type DuesAnswer,
  type FeeProgramme,
  type FeeStructureInput,
  type FeeStructureRow,
  type FeeType,
  type FeeTypeBody,
  type GatewayKeyChangeAnswer,
  type GatewayKeysAnswer,
  type ReceiptEntry,
  type ResolveDecisionAnswer,
  type ResolvePage,
  type ResolveRefundAnswer,
  type ResolveRefunded,
} from '@campus/shared';

// Fee payments as a college with two fee types, two programmes and a quiet counter answers them.

export const FEE_TYPES: FeeType[] = [
  { id: 1, code: 'TUITION', name: 'Tuition Fee', category: 'fee', fixedAmountPaise: null },
  { id: 2, code: 'LAB', name: 'Laboratory Fee', category: 'fee', fixedAmountPaise: null },
];
export const PROGRAMMES: FeeProgramme[] = [
  {
    id: 3,
    code: 'B.Tech',
    semesters: 8,
    batches: [
      { id: 7, name: '2024-2028' },
      { id: 8, name: '2025-2029' },
    ],
  },
  { id: 4, code: 'MBA', semesters: 4, batches: [{ id: 9, name: '2025-2027' }] },
];
const STRUCTURE: FeeStructureRow[] = [];
/** Tuition of semesters 1 and 2 and the laboratory fee of semester 1; tuition semester 1 is due on 15-12-2026. */
const DUE_DATES: DueDatesAnswer = {
  rows: [
    { feeTypeId: 2, feeTypeCode: 'LAB', feeTypeName: 'Laboratory Fee', semester: 1, dueOn: null },
    { feeTypeId: 1, feeTypeCode: 'TUITION', feeTypeName: 'Tuition Fee', semester: 1, dueOn: '2026-12-15' },
    { feeTypeId: 1, feeTypeCode: 'TUITION', feeTypeName: 'Tuition Fee', semester: 2, dueOn: null },
  ],
  offsets: [-7, 0, 7],
};
const RECEIPTS: ReceiptEntry[] = [];
const DUES: DuesAnswer = {
  student: { rollNumber: '22A91A0501', fullName: 'Ravi Kumar', course: 'B.Tech', batch: '2022-2026', branch: 'CSE', semester: 8 },
  dues: [{ feeTypeId: 1, feeTypeCode: 'TUITION', feeTypeName: 'Tuition Fee', category: 'fee', semester: 8, duePaise: 45_000_00 }],
  onRequest: [],
};
const ORDER: CreateOrderAnswer = { orderId: 'ORD-2026-000123-AB12', paymentLink: 'https://secure.lyra.com/pay/ORD-2026-000123-AB12' };
const GATEWAY_KEYS: GatewayKeysAnswer = { status: 'true', list: [], feeTypes: FEE_TYPES.map(({ code, name }) => ({ code, name })) };
const keyChange = (message: string): GatewayKeyChangeAnswer => ({ status: 'true', message });

const TODAY = '2026-11-27';
const COUNTER_DAY: CounterDay = {
  id: 7,
  date: TODAY,
  clerk: 'Fee Clerk',
  clerkUserName: 'feepayments',
  status: 'open',
  receipts: [],
  totals: [],
  totalPaise: 0,
  closing: null,
  changes: [],
};
const COUNTER_DAYS: CounterDaysAnswer = { date: TODAY, days: [] };
const COLLECTIONS: CollectionsReport = {
  from: TODAY,
  to: TODAY,
  mode: null,
  totalPaise: 0,
  count: 0,
  refundedPaise: 0,
  returned: [],
  returnedPaise: 0,
  netPaise: 0,
  byDay: [],
  byFeeType: [],
  byMode: [],
};
const TO_RESOLVE: ResolvePage = { total: 0, page: 1, pageSize: 10, rows: [] };

/** A fee structure row as the server answers a save: the names of the ids sent. */
function structureRow(id: number, input: FeeStructureInput): FeeStructureRow {
  const feeType = FEE_TYPES.find((f) => f.id === input.feeTypeId);
  const programme = PROGRAMMES.find((p) => p.id === input.courseId);
  return {
    id,
    ...input,
    feeTypeCode: feeType?.code ?? '',
    feeTypeName: feeType?.name ?? '',
    course: programme?.code ?? '',
    batch: programme?.batches.find((b) => b.id === input.batchId)?.name ?? '',
  };
}

/** A fee type as the server keeps it: the code in capitals, a fixed amount only for a miscellaneous fee. */
const feeType = (id: number, body: FeeTypeBody): FeeType => ({
  id,
  code: body.code.trim().toUpperCase(),
  name: body.name,
  category: body.category,
  fixedAmountPaise: body.category === 'miscellaneous' ? Number(body.fixedAmountPaise) : null,
});

export const paymentsHandlers = [
  http.get('/api/payments/fee-types', () => HttpResponse.json(FEE_TYPES)),
  http.post('/api/payments/fee-types', async ({ request }) =>
    HttpResponse.json(feeType(9, (await request.json()) as FeeTypeBody), { status: 201 }),
  ),
  http.put('/api/payments/fee-types/:id', async ({ params, request }) =>
    HttpResponse.json(feeType(Number(params.id), (await request.json()) as FeeTypeBody)),
  ),
  http.get('/api/payments/fee-structure', () => HttpResponse.json(STRUCTURE)),
  http.get('/api/payments/fee-structure/programmes', () => HttpResponse.json(PROGRAMMES)),
  http.post('/api/payments/fee-structure', async ({ request }) =>
    HttpResponse.json(structureRow(20, (await request.json()) as FeeStructureInput), { status: 201 }),
  ),
  http.put('/api/payments/fee-structure/:id', async ({ params, request }) =>
    HttpResponse.json(structureRow(Number(params.id), (await request.json()) as FeeStructureInput)),
  ),
  http.get('/api/payments/due-dates', () => HttpResponse.json(DUE_DATES)),
  http.put('/api/payments/due-dates', async ({ request }) => {
    const { dueDates } = (await request.json()) as DueDatesInput;
    const dueOf = new Map(dueDates.map((d) => [`${d.feeTypeId}/${d.semester}`, d.dueOn]));
    return HttpResponse.json({
      ...DUE_DATES,
      rows: DUE_DATES.rows.map((r) => {
        const key = `${r.feeTypeId}/${r.semester}`;
        return { ...r, dueOn: dueOf.has(key) ? (dueOf.get(key) ?? null) : r.dueOn };
      }),
    });
  }),
  http.put('/api/payments/reminder-schedule', async ({ request }) =>
    HttpResponse.json({ ...DUE_DATES, offsets: ((await request.json()) as ReminderSchedule).offsets }),
  ),
  http.get('/api/payments/dues', () => HttpResponse.json(DUES)),
  http.get('/api/payments/receipts', () => HttpResponse.json(RECEIPTS)),
  http.post('/api/payments/orders', () => HttpResponse.json(ORDER)),
  http.get('/api/getPaymentGatewayKeyMaintenance', () => HttpResponse.json(GATEWAY_KEYS)),
  http.post('/api/savePaymentGatewayKeyMaintenance', () => HttpResponse.json(keyChange('Record saved successfully'))),
  http.put('/api/updatePaymentGatewayKeyMaintenance', () => HttpResponse.json(keyChange('Record modified successfully'))),
  http.get('/api/payments/accounts/collections', ({ request }) => {
    const mode = new URL(request.url).searchParams.get('mode');
    return HttpResponse.json({ ...COLLECTIONS, mode: (mode as CollectionsReport['mode']) ?? null });
  }),
  http.get('/api/payments/resolve', () => HttpResponse.json(TO_RESOLVE)),
  // A refund recorded by accounts is a claim until the gateway lists it (ADR 0087).
  http.post('/api/payments/resolve/:orderId/refunded', async ({ request }) => {
    const { amountPaise } = (await request.json()) as ResolveRefunded;
    const refund: ResolveRefundAnswer = { creditNoteNo: 'CN/2026-27/000007', amountPaise: amountPaise ?? 15_000, status: 'claimed' };
    return HttpResponse.json(refund);
  }),
  http.post('/api/payments/resolve/:orderId/:decision', () => {
    const decided: ResolveDecisionAnswer = { receiptNo: 'RCT/2026-27/000042', refundDuePaise: 15_000 };
    return HttpResponse.json(decided);
  }),
  http.get('/api/payments/counter/day', () => HttpResponse.json(COUNTER_DAY)),
  http.get('/api/payments/counter/days', () => HttpResponse.json(COUNTER_DAYS)),
  http.put('/api/payments/counter/days/:id', () => HttpResponse.json(COUNTER_DAY)),
  http.post('/api/payments/counter/day/close', async ({ request }) => {
    const { date } = (await request.json()) as CounterCloseBody;
    return HttpResponse.json({ ...COUNTER_DAY, date, status: 'closed' } satisfies CounterDay);
  }),
  // A receipt for what was received, numbered on the one receipt series.
  http.post('/api/payments/counter/receipts', async ({ request }) => {
    const body = (await request.json()) as CounterReceiptBody;
    const recorded: CounterReceiptAnswer = {
      receipt: {
        receiptNo: 'RCT/2026-27/000042',
        rollNumber: body.rollNo,
        studentName: DUES.student.fullName,
        items: 'Tuition Fee (Semester 8)',
        amountPaise: body.items.reduce((sum, item) => sum + (item.amountPaise ?? 0), 0),
        mode: body.mode,
        ...paymentMeansFields({ mode: body.mode }),
        instrumentStatus: null,
        receivedAt: `${TODAY}T05:00:00.000Z`,
        businessDate: TODAY,
        clerk: COUNTER_DAY.clerk,
        creditNoteNo: null,
      },
      repeated: false,
      openOnline: [],
    };
    return HttpResponse.json(recorded);
  }),
];
