/** The longest range of days the collections report and its export cover at once. */
export const COLLECTIONS_RANGE_MAX_DAYS = 366;

/** Texts of the accounts view's calls. */
export const ACCOUNTS_TEXTS = {
  rangeReversed: 'The from date must not be after the to date',
  rangeTooLong: 'Choose a range of at most 366 days',
  noStudent: 'No student with roll number {{rollNumber}}',
  modeUnknown: 'mode must be one of CARD, UPI, CASH, DD, CHEQUE, TRANSFER, UPI_QR',
} as const;
