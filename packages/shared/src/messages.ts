/** User-facing texts fixed by the spec. Obvious misspellings are corrected (DESIGN.md 5.7). */
export const MESSAGES = {
  notFound: 'Oops, Page Not Found :(',
  goToDashboard: 'Go To Dashboard',
  invalidCredentials: 'Invalid user name or password',
  tooManyLoginAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  signInRequired: 'Please sign in to continue',
  forbidden: "You Don't have permission to View",
  // results (000 §8)
  noDataFound: 'No data found',
  failedToGetResults: 'Failed to get results',
  noDataToDownload: 'No data found to download',
  failedToDownload: 'Failed to download',
  enterRollNumber: 'Please enter Roll Number',
  // admissions (000 §5, §8)
  pleaseEnterText: 'Please Enter Text',
  validNumber: 'Please enter a valid number',
  mobileDigits: '10-digit  for mobile number',
  aadhaarDigits: '12-digit  for Adhar number',
  validEmail: 'Please enter a valid email address',
  fillRequired: 'Please fill all required fields',
  failedToSave: 'Failed to save data',
  errorSaving: 'An error occurred while saving data',
  aadhaarExists: 'Aadhaar number already exists',
  invalidAadhaar: 'Invalid Aadhaar Number',
  validMobile: 'Please enter a valid mobile number',
  simpleForm: [
    'Please enter date of Admission',
    'Please enter Full Name',
    'Please select  admissionType',
    'Please select  Course Applied for',
    'Please select branch',
    'Please select gender',
    'Please enter Aadhar number',
    'Aadhar number must be 12 digit number',
  ],
  // configured texts (001 §8)
  excelUploaded: 'Successfully Uploaded Excel File',
  excelUploadFailed: 'Unable to Upload Excel File',
  recordSaved: 'Record saved successfully',
  noRecordsFound: 'No Records Found',
  // encrypt/decrypt (000 §5, §8)
  enterEncrypted: 'Please enter an encrypted value',
  enterPlainText: 'Please enter a plain text',
  cryptError: 'Error decrypting the value!',
  cryptSuccess: 'Decryption successful!',
} as const;

/** Every error answer of the API has this shape. */
export interface ApiError {
  message: string;
  code: string;
  field?: string;
  errors?: { row?: number; column?: string; field?: string; message: string }[];
}
