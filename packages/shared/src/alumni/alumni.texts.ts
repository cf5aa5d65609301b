/**
 * Texts of alumni registration and alumni history (001 §5, §8); kept apart from the schemas so that
 * the message tables load without them. The registration's success text is spelled correctly
 * (DESIGN.md §5.7); its call keeps the spec's name.
 */
export const ALUMNI_TEXTS = {
  required: 'Required*',
  emailInvalid: 'Email is invalid.',
  registered: 'Alumni Registration Was Successfully Completed',
  registrationExists: 'An alumni registration for roll number {{rollNumber}} already exists',
  registrationNotFound: 'No alumni registration of yours with this id',
  onlyOwnRoll: 'You can register only your own roll number ({{rollNumber}})',
  oneRegistration: 'You have registered roll number {{rollNumber}} already; please correct that registration',
  registerRollNumber: "Roll number {{rollNumber}} belongs to a student of the college: only that student's own account can register it",
  workingChoice: 'working must be yes, no or NA',
  formMissing: 'The {{part}} part is missing',
  formNotJson: '{{part}} is not valid JSON',
  notMultipart: 'Please send the form as multipart/form-data',
  fileType: 'The file must be a PDF, JPG, PNG or GIF file',
  photoType: 'The passport photo must be a JPG, PNG or GIF image',
  fileTooLarge: 'The file must be {{mb}} MB or smaller',
  fileEmpty: 'The file is empty',
  fileNotFound: 'No such file',
  // Alumni history: the toasts in the spec's order, then the status-specific ones.
  selectStatus: 'Please select a status.',
  phoneDigits: 'Student phone number must be 10 digits.',
  rollNumberExists: 'Record with this roll number already exists!',
  rollNumberRequired: 'Roll number is required.',
  nameRequired: 'Student name is required.',
  fatherNameRequired: "Father's name is required.",
  courseRequired: 'Course is required.',
  batchRequired: 'Batch is required.',
  branchRequired: 'Branch is required.',
  emailRequired: 'Student email is required.',
  phoneRequired: 'Student phone number is required.',
  companyRequired: 'Company name is required for working status.',
  designationRequired: 'Designation is required for working status.',
  experienceRequired: 'Experience is required for working status.',
  workLocationRequired: 'Location is required for working status.',
  offerLetterRequired: 'Offer letter is required for working status.',
  instituteRequired: 'Institute name is required for studying status.',
  studyLocationRequired: 'Location is required for studying status.',
  admitCardRequired: 'University Admit Card is required for studying status.',
  selectCourseBatchBranch: 'Please select Course, Batch, and Branch before saving.',
  historySaved: 'Alumni history saved successfully!',
  historyFailed: 'Failed to save alumni history.',
  statusChoice: 'status must be working or studying',
  historyUpdated: 'Alumni history entry of {{rollNumber}} saved.',
  historyDeleted: 'Alumni history entry of {{rollNumber}} deleted.',
  historyNotFound: 'No alumni history entry with this id',
  notInRegister: 'No student with roll number {{rollNumber}} in the register',
} as const;

/** The registration's error dialogs (001 §8): the title over a server's answer, and the texts without one. */
export const ALUMNI_DIALOG_TEXTS = {
  oops: 'Oops...',
  noResponse: 'No response received from the server. Please try again.',
  setupFailure: 'Error in setting up request: {{message}}',
  unexpected: 'Unexpected error: {{message}}',
} as const;

/** The upload types the spec names (001 §9), and the largest file the server keeps. */
export const ALUMNI_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif'] as const;
export const ALUMNI_FILE_MAX_MB = 5;
export const ALUMNI_FILE_MAX_BYTES = ALUMNI_FILE_MAX_MB * 1024 * 1024;

/** The multipart parts of the two saves (001 §7). */
export const ALUMNI_PARTS = {
  registration: 'alumniStudentRegistration',
  file: 'file',
  history: 'alumniData',
  photo: 'photo',
  certificate: 'certificate',
} as const;
