/** Texts of the landing pages' figures. Kept apart from the schemas so the message tables load without them. */
export const DASHBOARD_TEXTS = {
  unknownExamTitle: 'There is no exam title {{examTitle}}',
} as const;
