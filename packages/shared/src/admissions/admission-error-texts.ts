import { ADMISSION_MESSAGES, STUDENT_ADMISSION_MESSAGES } from './admission-messages.js';

/** A course, batch, branch or semester that master data no longer has (the full form's save). */
const ADMISSION_CHOICE_MESSAGES = {
  courseAppliedFor: 'Please select a valid course',
  batch: 'Please select a valid batch',
  branch: 'Please select a valid branch',
  semester: 'Please select a valid semester',
} as const;

const ROLL_NUMBER_TAKEN = 'Roll number already exists';
const ADMISSION_SAVED_AT_ONCE = 'This admission was saved at the same moment by someone else; please try again';

/**
 * Every fixed text the two admission forms can show: their field checks (which the web runs before a
 * save) and the server's answers to a save. They are the `admissions` group of SERVER_TEXTS, so the
 * web translates a field's message and a server answer by the same key (`errors.admissions.<key>`).
 * 'Please enter a valid mobile number' and 'Please enter Roll Number' are in SERVER_TEXTS already.
 */
export const ADMISSION_TEXTS = {
  required: ADMISSION_MESSAGES.required,
  text: ADMISSION_MESSAGES.text,
  number: ADMISSION_MESSAGES.number,
  mobileDigits: ADMISSION_MESSAGES.mobile,
  aadhaarDigits: ADMISSION_MESSAGES.aadhaar,
  invalidAadhaar: ADMISSION_MESSAGES.aadhaarCheck,
  email: ADMISSION_MESSAGES.email,
  doorNo: ADMISSION_MESSAGES.doorNo,
  pincode: ADMISSION_MESSAGES.pincode,
  landline: ADMISSION_MESSAGES.landline,
  date: ADMISSION_MESSAGES.date,
  percentage: ADMISSION_MESSAGES.percentage,
  rollNumber: 'Please enter a valid roll number',
  hallTicketNo: 'Please enter a valid hall ticket number',
  bloodGroup: 'Please select a valid blood group',
  yesNo: 'Please choose Yes or No',
  knowingAbout: 'Please choose how the student came to know about us',
  ifscCode: 'Please enter a valid IFSC code',
  enterDateOfAdmission: STUDENT_ADMISSION_MESSAGES.dateOfAdmission,
  enterFullName: STUDENT_ADMISSION_MESSAGES.name,
  selectAdmissionType: STUDENT_ADMISSION_MESSAGES.admissionType,
  selectCourse: STUDENT_ADMISSION_MESSAGES.courseAppliedFor,
  selectBranch: STUDENT_ADMISSION_MESSAGES.branch,
  selectGender: STUDENT_ADMISSION_MESSAGES.gender,
  enterAadhaar: STUDENT_ADMISSION_MESSAGES.aadharRequired,
  aadhaarTwelveDigits: STUDENT_ADMISSION_MESSAGES.aadharDigits,
  photoType: STUDENT_ADMISSION_MESSAGES.photoType,
  photoSize: STUDENT_ADMISSION_MESSAGES.photoSize,
  birthDateFuture: ADMISSION_MESSAGES.birthDateFuture,
  admissionDateFuture: ADMISSION_MESSAGES.admissionDateFuture,
  tooYoung: ADMISSION_MESSAGES.tooYoung,
  year: ADMISSION_MESSAGES.year,
  yearOfPassFuture: ADMISSION_MESSAGES.yearOfPassFuture,
  marksAboveTotal: ADMISSION_MESSAGES.marksAboveTotal,
  percentageAbove100: ADMISSION_MESSAGES.percentageAbove100,
  validCourse: ADMISSION_CHOICE_MESSAGES.courseAppliedFor,
  validBatch: ADMISSION_CHOICE_MESSAGES.batch,
  validBranch: ADMISSION_CHOICE_MESSAGES.branch,
  validSemester: ADMISSION_CHOICE_MESSAGES.semester,
  aadhaarExists: ADMISSION_MESSAGES.aadhaarExists,
  rollNumberTaken: ROLL_NUMBER_TAKEN,
  savedAtOnce: ADMISSION_SAVED_AT_ONCE,
  recordSaved: 'Record saved successfully',
} as const;
