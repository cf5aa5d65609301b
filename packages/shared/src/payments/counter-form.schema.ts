import { z } from 'zod';
import { groupPaise, rupeesToPaise } from '../money.js';
import { COUNTER_TEXTS } from './counter.texts.js';
import {
  counterCloseSchema,
  counterDayAmendSchema,
  counterReceiptSchema,
  DENOMINATIONS,
  type CounterCloseBody,
  type CounterDayAmendBody,
  type CounterReceiptBody,
} from './counter.schema.js';
import { issuesOf } from '../schema-issue.js';

const counterIssue = issuesOf('counter', COUNTER_TEXTS);

/** A field left empty is not sent: the route's optional fields are absent, never ''. */
const blankless = (form: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(form).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')));

/** A due as the receive form knows it: what may be paid of it at most. */
export interface CounterDueLimit {
  feeTypeId: number;
  semester: number | null;
  feeTypeName: string;
  duePaise: number;
}

/** The receive form's fields: amounts in rupees as typed, the rest as text. */
export interface CounterReceiptForm {
  rollNo: string;
  requestKey: string;
  items: { feeTypeId: number; semester: number | null; amountPaise: string }[];
  mode: string;
  instrumentNo: string;
  bank: string;
  branch: string;
  instrumentDate: string;
  utr: string;
  receivedFrom: string;
  remarks: string;
}

/**
 * The Receive money form: the route's body (`counterReceiptSchema`) with each amount typed in rupees
 * in the reader's language, the fields of the other modes and the empty ones left out, and no amount
 * above what is due (`dues`, the server's `moreThanDue`). What it makes of the form is the body the
 * route takes.
 */
export const counterReceiptFormSchema = (language = 'en', dues: readonly CounterDueLimit[] = []) =>
  z
    .preprocess((input) => {
      if (typeof input !== 'object' || input === null) return input;
      const form = input as Partial<CounterReceiptForm>;
      const instrument = form.mode === 'DD' || form.mode === 'CHEQUE';
      const utr = form.mode === 'TRANSFER' || form.mode === 'UPI_QR';
      return blankless({
        ...form,
        mode: form.mode || undefined,
        instrumentNo: instrument ? form.instrumentNo : undefined,
        bank: instrument ? form.bank : undefined,
        branch: form.mode === 'DD' ? form.branch : undefined,
        instrumentDate: instrument ? form.instrumentDate : undefined,
        utr: utr ? form.utr : undefined,
        items: (form.items ?? []).map((item) => ({
          ...item,
          amountPaise:
            typeof item.amountPaise === 'string' ? (rupeesToPaise(item.amountPaise, language) ?? item.amountPaise) : item.amountPaise,
        })),
      });
    }, counterReceiptSchema)
    .superRefine((body, ctx) => {
      body.items.forEach((item, index) => {
        const due = dues.find((d) => d.feeTypeId === item.feeTypeId && d.semester === item.semester);
        if (due && item.amountPaise > due.duePaise)
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'amountPaise'],
            message: counterIssue('moreThanDue', { max: groupPaise(due.duePaise), fee: due.feeTypeName }),
          });
      });
    }) as unknown as z.ZodType<CounterReceiptBody, CounterReceiptForm>;

/** Notes and coins as the closing form holds them: the count of each denomination as typed. */
export type DenominationCounts = Record<string, string>;

/** Every denomination is sent (the route's record is exhaustive): an empty count is none; a count typed is left to the route's check. */
const countsOf = (counts: DenominationCounts | undefined) =>
  Object.fromEntries(
    DENOMINATIONS.map((note) => {
      const typed = String(counts?.[String(note)] ?? '').trim();
      return [String(note), typed === '' ? 0 : typed];
    }),
  );

/** The cash the counts make, in paise; a count that is not a whole number counts as none. */
export function countedCashPaise(counts: DenominationCounts): number {
  return DENOMINATIONS.reduce((sum, note) => {
    const text = String(counts[String(note)] ?? '').trim();
    return /^\d{1,6}$/.test(text) ? sum + Number(text) * note * 100 : sum;
  }, 0);
}

export interface CounterCloseForm {
  date: string;
  denominations: DenominationCounts;
  depositSlipNo: string;
  differenceNote: string;
}

/** The difference's message: counted less expected, said as the server says it. */
const differenceMessage = (differencePaise: number) =>
  counterIssue('differenceNoteRequired', { difference: groupPaise(Math.abs(differencePaise)) });

/**
 * The Close day form: the route's body (`counterCloseSchema`) with empty counts and fields left out,
 * and the note the server asks for when the cash counted differs from `expectedCashPaise`.
 */
export const counterCloseFormSchema = (expectedCashPaise: number) =>
  z
    .preprocess((input) => {
      if (typeof input !== 'object' || input === null) return input;
      const form = input as Partial<CounterCloseForm>;
      return blankless({ ...form, denominations: countsOf(form.denominations) });
    }, counterCloseSchema)
    .superRefine((body, ctx) => {
      const counted = countedCashPaise(Object.fromEntries(Object.entries(body.denominations).map(([k, v]) => [k, String(v)])));
      if (counted !== expectedCashPaise && !body.differenceNote)
        ctx.addIssue({ code: 'custom', path: ['differenceNote'], message: differenceMessage(counted - expectedCashPaise) });
      if (counted > 0 && !body.depositSlipNo)
        ctx.addIssue({ code: 'custom', path: ['depositSlipNo'], message: counterIssue('depositSlipRequired') });
    }) as unknown as z.ZodType<CounterCloseBody, CounterCloseForm>;

export interface CounterDayAmendForm extends Omit<CounterCloseForm, 'date'> {
  reopen: boolean;
  reason: string;
}

/** The accounts officer's change of a closed day (its counts, note and slip) or its reopening: the route's body, empty fields left out. */
export const counterDayAmendFormSchema = () =>
  z.preprocess((input) => {
    if (typeof input !== 'object' || input === null) return input;
    const form = input as Partial<CounterDayAmendForm>;
    // The reason is kept even when empty: its own check says what it needs. A reopening changes nothing else.
    const { reason, reopen, ...closing } = form;
    if (reopen) return { reopen: true, reason };
    return { ...blankless({ ...closing, denominations: countsOf(closing.denominations) }), reason };
  }, counterDayAmendSchema) as unknown as z.ZodType<CounterDayAmendBody, CounterDayAmendForm>;
