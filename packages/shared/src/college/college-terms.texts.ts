/** Texts of the college calendar's terms the server answers with, and its schemas' messages. */
export const COLLEGE_TERM_TEXTS = {
  termDates: 'The term must end on or after the day it starts',
  termLength: 'A term lasts at most a year',
  termOverlaps: 'The term overlaps {{other}}: terms of the college do not overlap',
  termNameExists: 'A term is already named {{name}}',
  termNotFound: 'No such term',
  termInUse: 'Fees were laid for {{name}}: it is kept',
} as const;
