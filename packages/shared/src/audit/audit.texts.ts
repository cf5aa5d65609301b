/** The most entries one export holds: the newest of those matching; narrower filters reach older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** Texts of the audit log's calls; kept apart from the schemas so the message tables load without them. */
export const AUDIT_TEXTS = {
  rangeReversed: 'Choose a from date on or before the to date',
} as const;
