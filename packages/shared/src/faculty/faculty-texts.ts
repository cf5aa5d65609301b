/**
 * Texts of faculty achievements and the faculty profile (001 §5, §8; spelling corrected, DESIGN.md
 * 5.7), and ours beside them. Kept apart from the schemas so the message tables load without them.
 */
export const FACULTY_TEXTS = {
  selectBoth: 'Please select both department and faculty.',
  fillAll: 'Please fill in all fields',
  deleted: 'Achievement deleted',
  edited: 'Achievement Edited',
  saved: 'Achievement saved',
  notFound: 'No such achievement',
  unknownDepartment: 'There is no department {{department}}',
  unknownFaculty: 'There is no faculty member {{faculty}} in {{department}}',
  ownOnly: 'A faculty member can see and change only their own achievements',
  ownDepartment: 'A head of department can see only their own department',
  futureDate: 'The date of an achievement cannot be after today',
  noProfile: 'There is no faculty profile for this user',
  departmentRequired: 'Please choose a department',
  userNameRequired: 'userName is required',
} as const;
