/**
 * Texts of internal marks the server answers with, and its schemas' messages. Kept apart from the
 * schemas so that the message tables load without them.
 */
export const INTERNAL_MARKS_TEXTS = {
  mark: 'A mark is a number in steps of 0.5, or AB for absent',
  overMax: '{{component}} of {{roll}} must be from 0 to {{max}}',
  componentsCount: 'Each row has a mark for each of the {{count}} components',
  notInClass: '{{count}} of the rows are of students not in this class',
  notYourClass: 'You do not teach this class: only its teacher enters its internal marks',
  locked: 'The internal marks of {{code}} for {{section}} were submitted and are locked: the head of the department unlocks them',
  changedMeanwhile: 'These marks were saved by {{by}} at {{time}} while you had them open: open them again and make your change once more',
  missing: '{{count}} students have marks still to be entered: enter a mark or AB for each before submitting',
  notSubmitted: 'These marks are not submitted',
  notYourDepartment: 'You head another department: the head of this class’s department unlocks it',
  reasonNeeded: 'An unlock names its reason',
  notReleasable: '{{codes}} are not submitted yet: only submitted marks are released',
  componentName: 'A component is named, such as Mid-term 1',
  componentsSum: 'The components add up to {{sum}}: they must add up to the subject’s internal maximum of {{max}}',
  componentTwice: '{{name}} is named twice',
  componentsInUse: 'Marks are entered for this subject already: its components can no longer change',
  noInternal: '{{code}} has no internal marks',
  classNotFound: 'No such class',
  noStudent: 'Your sign-in is not linked to a student: ask the office',
  saved: 'The marks were saved',
  submitted: 'The marks were submitted and are locked',
  unlocked: 'The marks were unlocked',
  released: '{{count}} classes’ marks were released to their students',
} as const;
