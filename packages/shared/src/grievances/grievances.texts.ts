/**
 * Texts of the grievance cell the server answers with, and its schemas' messages. Kept apart from
 * the schemas so that the message tables load without them.
 */
export const GRIEVANCE_TEXTS = {
  saySomething: '{{field}} must say in at least {{min}} characters',
  anonymousCategory: 'Only a grievance of ragging or of harassment or discrimination may be filed without a name',
  anonymousOff: 'The college does not take grievances without a name: sign in to file one',
  hearingDay: 'A hearing needs its day',
  grievanceNotFound: 'No such grievance',
  trackNotFound: 'No grievance has that acknowledgement number and code',
  notOnCommittee: 'Only the grievance committee and the principal see the grievances',
  notAssignedToYou:
    'Grievance {{number}} is assigned to {{member}}: only they or the chairperson record its hearings, replies and decision',
  notAssigned: 'Grievance {{number}} is not assigned to a member of the committee yet',
  alreadyDecided: 'Grievance {{number}} was decided on {{day}}',
  notDecided: 'Grievance {{number}} has no decision yet to appeal against',
  appealClosed: 'The appeal against the decision on grievance {{number}} was due by {{day}}',
  alreadyAppealed: 'Grievance {{number}} was appealed against on {{day}}',
  notAppealed: 'Grievance {{number}} has no appeal to decide',
  memberNotFound: 'No such member of the committee',
  memberLeft: '{{name}} left the committee on {{day}}',
  memberCannotHear: '{{name}} is the {{role}}: grievances are assigned to the chairperson or a member',
  memberNoLogin: '{{name}} has no login: give them one to have grievances assigned to them',
  roleTaken: 'The committee has a {{role}} already ({{name}}): end their term first',
  userOnCommittee: '{{name}} is on the committee already',
  noSuchLogin: 'No login is named {{username}}',
  untilBeforeFrom: 'The term cannot end before it began ({{day}})',
  attachmentsCount: 'Attach at most {{max}} files',
  noFiler: 'Only a student, a parent or a member of staff files a grievance',
  noWard: 'Your login is not linked to a student: the college office links it',
  tooMany: 'Too many grievances without a name from your network: please wait an hour and try again',
  tooManyTracks: 'Too many tries from your network: please wait a minute and try again',
  yearWritten: 'The year must be an academic year such as 2026-2027',
} as const;
