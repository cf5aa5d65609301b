/**
 * Texts of attendance the server answers with, and its schemas' messages. Kept apart from the
 * schemas so that the message tables load without them.
 */
export const ATTENDANCE_TEXTS = {
  clientKey: 'The register’s key must be the one the browser made for it',
  notYourClass: 'You do not teach this class: only its teacher, or the substitute of the day, marks it',
  notThatDay: 'This class is not on the timetable in period {{period}} of {{date}}',
  futureDay: 'A register is marked on its day, not before',
  closedDay: 'The college is closed on {{date}} ({{name}})',
  notInClass: '{{count}} of the students marked absent are not of this class',
  markedAlready: '{{faculty}} marked this register at {{time}}: open it again to see it and correct it',
  changedMeanwhile:
    'This register was corrected by {{faculty}} at {{time}} while you had it open: open it again and make your change once more',
  correctionWindow:
    'Registers of {{date}} can no longer be corrected by their teacher: the head of the department corrects them, giving a reason',
  reasonNeeded: 'A correction after the day names its reason',
  notYourDepartment: 'You head another department: the head of this class’s department corrects it',
  registerNotFound: 'No register was marked for this class in that period',
  allocationNotFound: 'No such class',
  noStudent: 'Your sign-in is not linked to a student: ask the office',
  notYourSection: 'You do not teach this section',
  thresholds: 'The condonable share must be below the required one',
  settingsSaved: 'The attendance rules were saved',
  fee: 'The condonation fee must be a whole number of rupees from 0 to 1,00,000',
  batchNotFound: 'No such batch',
  notCondonable: '{{roll}} has {{percent}} of the classes: a condonation is asked between {{condonable}} and {{required}}',
  condonationAsked: 'A condonation of {{roll}}’s shortage was asked on {{date}} already',
  condonationNotFound: 'No such condonation',
  condonationDecided: 'This condonation was {{state}} by {{by}} already',
  feeUnpaid: 'The condonation fee of {{roll}} is not paid yet ({{owed}} owed): it is approved once paid',
  notYourStudent: 'You head another department: the head of {{roll}}’s department decides',
  remarkNeeded: 'A refusal names its reason',
} as const;
