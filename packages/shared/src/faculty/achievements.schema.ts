import { z } from 'zod';
import { messageKeyFields } from '../errors.js';
import { DATE_PATTERN, isCalendarDate } from '../dates.js';
import { dateRangeIssue, dateWrittenIssue } from '../date-schemas.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issueText, issuesOf, type IssueMessage } from '../schema-issue.js';
import {
  boundedText,
  EMAIL_MAX,
  ID_MAX,
  idSchema,
  LABEL_MAX,
  NAME_MAX,
  SHORT_CODE_MAX,
  TEXT_MAX,
  textOnly,
  tooLong,
  withoutControls,
} from '../limits.js';
import { FACULTY_TEXTS } from './faculty-texts.js';
import { MASTER_DATA_TEXTS } from '../masterdata/masterdata.texts.js';

const facultyIssue = issuesOf('faculty', FACULTY_TEXTS);

/** The earliest day an achievement may carry: older records are typing slips (0205). */
const ACHIEVEMENT_EARLIEST_DAY = '1950-01-01';
const ACHIEVEMENT_LATEST_DAY = '2099-12-31';

/** A text the form must have: missing or blank answers `message`, naming the field. */
const needed = (max: number, field: string, message: IssueMessage) =>
  withoutControls(
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? message : issueText('input.notText', INPUT_TEXTS.notText, { field }),
      })
      .trim()
      .max(max, tooLong(max, field)),
    field,
  ).min(1, message);

/** `getFacultyNamesBasedOnDepartment?department`: the department's code (CSE). */
export const facultyNamesQuerySchema = z.object({
  department: needed(LABEL_MAX, 'department', facultyIssue('departmentRequired')),
});

/** `getfacultyAchievements?facultyName&facultyDept`: both are needed (001 §5). */
export const achievementsQuerySchema = z.object({
  facultyName: needed(NAME_MAX, 'facultyName', facultyIssue('selectBoth')),
  facultyDept: needed(LABEL_MAX, 'facultyDept', facultyIssue('selectBoth')),
});
export type AchievementsQuery = z.infer<typeof achievementsQuerySchema>;

/** The day of an achievement: a real calendar day written YYYY-MM-DD, in a plausible range. */
const achievementDay = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? facultyIssue('fillAll') : textOnly(issue)) })
  .trim()
  .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX, 'dates'))
  .min(1, facultyIssue('fillAll'))
  .regex(DATE_PATTERN, { error: dateWrittenIssue('dates'), abort: true })
  .refine(isCalendarDate, { error: dateWrittenIssue('dates'), abort: true })
  .refine((day) => day >= ACHIEVEMENT_EARLIEST_DAY && day <= ACHIEVEMENT_LATEST_DAY, {
    error: dateRangeIssue('dates', ACHIEVEMENT_EARLIEST_DAY, ACHIEVEMENT_LATEST_DAY),
  });

/**
 * `POST savefacultyAchievements` (001 §7): a new achievement, or with `id` an edit of a saved one
 * (its date and description; department and faculty stay as saved). All four fields are needed.
 */
export const saveAchievementSchema = z.object({
  id: idSchema().optional(),
  departmentName: needed(LABEL_MAX, 'departmentName', facultyIssue('fillAll')),
  facultyName: needed(NAME_MAX, 'facultyName', facultyIssue('fillAll')),
  facultyEmail: boundedText(EMAIL_MAX, 'facultyEmail').optional(),
  description: needed(TEXT_MAX, 'description', facultyIssue('fillAll')),
  dates: achievementDay,
});
export type SaveAchievementInput = z.infer<typeof saveAchievementSchema>;

/** The New Achievement dialog: the four fields of a save, checked as the server checks them. */
export const newAchievementFormSchema = saveAchievementSchema.pick({
  departmentName: true,
  facultyName: true,
  dates: true,
  description: true,
});
export type NewAchievementForm = z.infer<typeof newAchievementFormSchema>;

/** The Edit Achievement dialog: a saved achievement's date and description (department and faculty stay). */
export const editAchievementFormSchema = saveAchievementSchema.pick({ dates: true, description: true });
export type EditAchievementForm = z.infer<typeof editAchievementFormSchema>;

/** `DELETE deletefacultyAchiveMent`: the achievement as listed; its `id` names it. */
export const deleteAchievementSchema = z.object({
  id: idSchema(),
  departmentName: boundedText(LABEL_MAX, 'departmentName').optional(),
  facultyName: boundedText(NAME_MAX, 'facultyName').optional(),
  facultyEmail: boundedText(EMAIL_MAX, 'facultyEmail').optional(),
  description: boundedText(TEXT_MAX, 'description').optional(),
  dates: boundedText(SHORT_CODE_MAX, 'dates').optional(),
});

export const achievementSchema = z.object({
  id: z.number().int().min(1).max(ID_MAX),
  departmentName: z.string(),
  facultyName: z.string(),
  facultyEmail: z.string(),
  description: z.string(),
  dates: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementChangeAnswerSchema = z.object({
  message: z.string(),
  ...messageKeyFields,
  achievement: achievementSchema.optional(),
});
export type AchievementChangeAnswer = z.infer<typeof achievementChangeAnswerSchema>;

/** `getAllDepartmentDetails` (001 §3): the department record's key holds its name. */
export const departmentDetailsSchema = z.object({
  departmentCreationPrimaryKey: z.object({ departmentName: z.string() }),
  departmentFullName: z.string(),
});
export type DepartmentDetails = z.infer<typeof departmentDetailsSchema>;

/** `getdistinctbranchname/BranchesMaintenance?course`. */
export const branchNamesQuerySchema = z.object({
  course: needed(LABEL_MAX, 'course', issueText('masterData.choose', MASTER_DATA_TEXTS.choose, { thing: 'course' })),
});

/** `facultydb/getallprofiledata`: the spec's query; `userId` is the user name of a faculty member (own one for faculty). */
export const profileQuerySchema = z.object({
  collegeId: boundedText(LABEL_MAX, 'collegeId').optional(),
  financialYear: boundedText(LABEL_MAX, 'financialYear').optional(),
  typeofInstitution: boundedText(LABEL_MAX, 'typeofInstitution').optional(),
  userId: boundedText(NAME_MAX, 'userId').optional(),
});

/** The count calls of the faculty dashboard service: `?userName`. */
export const countQuerySchema = z.object({
  userName: needed(NAME_MAX, 'userName', facultyIssue('userNameRequired')),
});

export const facultyProfileSchema = z.object({
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  empCode: z.string(),
  designation: z.string(),
  department: z.string(),
  departmentName: z.string(),
  publications: z.number().int(),
  citations: z.number().int(),
  scopus: z.number().int(),
  mous: z.number().int(),
  awards: z.number().int(),
});
export type FacultyProfile = z.infer<typeof facultyProfileSchema>;

/** The HOD's landing page: their department only. */
export const hodDashboardSchema = z.object({
  department: z.object({ code: z.string(), name: z.string() }),
  students: z.number().int(),
  faculty: z.number().int(),
  achievements: z.number().int(),
  studentsByBranch: z.array(z.object({ course: z.string(), branch: z.string(), count: z.number().int() })),
  passPercentage: z
    .object({ examTitle: z.string(), appeared: z.number().int(), passed: z.number().int(), percentage: z.number() })
    .nullable(),
  recentAchievements: z.array(achievementSchema),
});
export type HodDashboard = z.infer<typeof hodDashboardSchema>;
