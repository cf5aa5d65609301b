/** How money reaches the fee counter: notes and coins, a demand draft, a cheque, a bank transfer, the college's own UPI QR. */
export const COUNTER_MODES = ['CASH', 'DD', 'CHEQUE', 'TRANSFER', 'UPI_QR'] as const;
export type CounterMode = (typeof COUNTER_MODES)[number];
/** Whether a mode is the counter's (else the gateway's: paid online). */
export const isCounterMode = (mode: string): mode is CounterMode => (COUNTER_MODES as readonly string[]).includes(mode);

/** Every mode a collection may have: the gateway's two and the counter's five, in the order reports list them. */
export const COLLECTION_MODES = ['CARD', 'UPI', ...COUNTER_MODES] as const;
export type CollectionMode = (typeof COLLECTION_MODES)[number];

/** Each mode by its name, in English (the export's; the web names them in the reader's language). */
export const COLLECTION_MODE_NAMES: Record<CollectionMode, string> = {
  CARD: 'Card',
  UPI: 'UPI',
  CASH: 'Cash',
  DD: 'Demand draft',
  CHEQUE: 'Cheque',
  TRANSFER: 'Bank transfer',
  UPI_QR: 'UPI (college QR)',
};

/** The modes whose payment the bank may return: a returned one is reversed by a credit note, and no money goes back. */
export const RETURNABLE_MODES = ['CHEQUE', 'DD'] as const satisfies readonly CollectionMode[];
export type ReturnableMode = (typeof RETURNABLE_MODES)[number];

/** A returned cheque's or draft's credit note as the reports name it (ADR 0106), in English. */
export const RETURNED_NAMES: Record<ReturnableMode, string> = { CHEQUE: 'Cheque returned', DD: 'Draft returned' };
