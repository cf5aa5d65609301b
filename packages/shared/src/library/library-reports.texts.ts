/** The longest range of days a library report covers at once. */
export const LIBRARY_REPORT_RANGE_MAX_DAYS = 366;

/** Texts of the library's reports the server answers with. */
export const LIBRARY_REPORT_TEXTS = {
  rangeReversed: 'The from date must not be after the to date',
  rangeTooLong: 'Choose a range of at most 366 days',
} as const;
