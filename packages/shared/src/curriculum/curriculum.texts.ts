/**
 * Texts of the curriculum the server answers with, and its schemas' messages. Kept apart from the
 * schemas so that the message tables load without them.
 */
export const CURRICULUM_TEXTS = {
  regulationCode: 'Regulation code must be 2 to 12 letters and digits, such as R22',
  regulationYear: 'First batch year must be a year from 2000 to 2100',
  regulationExists: 'A regulation is coded {{code}} already',
  regulationNotFound: 'No such regulation',
  regulationHasSubjects: 'Regulation {{code}} has {{count}} subjects: remove them first',
  subjectCode: 'Subject code must be 2 to 20 letters, digits and hyphens, such as 22CS501',
  credits: 'Credits must be a number from 0 to 30 in steps of 0.5',
  marksMax: '{{field}} must be a whole number from 0 to 200',
  noMarks: 'A subject is marked out of something: internal and external maxima cannot both be 0',
  electiveGroupNeeded: 'An elective names its group, such as PE-I',
  electiveGroupOnly: 'Only an elective has a group',
  subjectExists: '{{code}} is in the curriculum of {{regulation}} for {{place}} already',
  subjectNotFound: 'No such subject',
  subjectInUse: 'This subject is taught or chosen as an elective in a section: remove its allocations and choices first',
  internalMarksEntered: 'Internal marks of {{code}} are entered out of {{max}}: its internal maximum cannot change now',
  programmeNotFound: 'No such programme: {{code}}',
  branchNotFound: 'No such branch of {{programme}}: {{code}}',
  semesterRange: 'Semester must be from 1 to {{max}} for {{programme}}',
  unknownRegulation: 'No regulation is coded {{code}}: add it first',
  twiceInFile: '{{code}} is in the file twice for {{place}} (rows {{rows}})',
  imported: 'The curriculum was imported',
  unknownSubjects: 'Subject codes the curriculum does not know (kept as the file names them): {{codes}}',
} as const;
