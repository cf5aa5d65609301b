import { MESSAGES } from '../messages.js';

/**
 * The texts of the admission forms' checks, apart from the schemas that use them (admission.schema.ts,
 * student-admission.schema.ts) so that what only needs a text (the server-text keys, the web's first
 * page) does not load zod with them.
 */

export const ADMISSION_MESSAGES = {
  text: MESSAGES.pleaseEnterText,
  number: MESSAGES.validNumber,
  mobile: MESSAGES.mobileDigits,
  aadhaar: MESSAGES.aadhaarDigits,
  aadhaarCheck: MESSAGES.invalidAadhaar,
  email: MESSAGES.validEmail,
  required: MESSAGES.fillRequired,
  doorNo: 'Please enter a valid door number',
  pincode: 'Please enter a valid pincode',
  landline: 'Please enter a valid landline number',
  date: 'Please enter a valid date',
  percentage: 'Please enter a valid percentage',
  amount: 'Please enter a valid amount',
  aadhaarExists: MESSAGES.aadhaarExists,
  saveFailed: MESSAGES.failedToSave,
  saveError: MESSAGES.errorSaving,
  // Values that cannot be true (checked in the college's time zone).
  birthDateFuture: 'Date of birth cannot be in the future',
  admissionDateFuture: 'Date of admission cannot be in the future',
  tooYoung: 'The student must be at least 14 years old on the date of admission',
  year: 'Please enter a valid year',
  yearOfPassFuture: 'Year of pass cannot be after this year',
  marksAboveTotal: 'Marks secured cannot be more than total marks',
  percentageAbove100: 'A percentage cannot be more than 100',
} as const;

const [ALERT_DATE, ALERT_NAME, ALERT_TYPE, ALERT_COURSE, ALERT_BRANCH, ALERT_GENDER, ALERT_AADHAAR, ALERT_AADHAAR_12] = MESSAGES.simpleForm;

/** The simple form's submit alerts in their order, and its other texts. */
export const STUDENT_ADMISSION_MESSAGES = {
  dateOfAdmission: ALERT_DATE,
  name: ALERT_NAME,
  admissionType: ALERT_TYPE,
  courseAppliedFor: ALERT_COURSE,
  branch: ALERT_BRANCH,
  gender: ALERT_GENDER,
  aadharRequired: ALERT_AADHAAR,
  aadharDigits: ALERT_AADHAAR_12,
  invalidAadhaar: MESSAGES.invalidAadhaar,
  validMobile: MESSAGES.validMobile,
  photoType: 'Please upload the photo as a .jpg (or .png) image',
  photoSize: 'The photo must be at most 2 MB',
  success: 'Student admission saved',
} as const;
