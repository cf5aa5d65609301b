/**
 * Texts of the timetable the server answers with, and its schemas' messages. Kept apart from the
 * schemas so that the message tables load without them.
 */
export const TIMETABLE_TEXTS = {
  time: '{{field}} must be a time of day such as 09:30',
  periodOrder: 'Period {{period}} must end after it starts',
  periodsOverlap: 'Period {{period}} starts before period {{previous}} ends',
  periodInUse: 'Period {{period}} is on {{count}} timetables: take those classes off first',
  periodNotFound: 'The college day has no period {{period}}',
  weekday: 'Day must be a day from Monday (1) to Saturday (6)',
  facultyBusy: '{{faculty}} teaches {{section}} {{code}} at that time already',
  roomBusy: 'Room {{room}} has {{section}} {{code}} at that time already',
  sectionBusy: '{{section}} has {{code}} at that time already',
  allocationNotOfSection: 'That class is not taught to this section',
  slotNotFound: 'No such class on the timetable',
  notTheDay: 'The class is not on the weekday of {{date}}',
  holiday: 'The college is closed on {{date}} ({{name}})',
  pastDay: 'A substitute is arranged for today or a day to come',
  substituteSelf: '{{faculty}} teaches this class: choose someone else',
  substituteBusy: '{{faculty}} teaches another class at that time on {{date}}',
  substituted: 'A substitute is arranged for this class on {{date}} already',
  substitutionNotFound: 'No such substitution',
  facultyNotFound: 'No such faculty member',
  notFaculty: 'Your sign-in is not linked to a faculty member: ask the office',
} as const;
