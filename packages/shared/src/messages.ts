/**
 * User-facing texts fixed by the spec. Obvious misspellings are corrected (DESIGN.md 5.7): the spec's
 * 'Adhar' and 'Aadhar' are spelt 'Aadhaar' wherever a user reads them.
 */
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
  aadhaarDigits: '12-digit  for Aadhaar number',
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
    'Please enter Aadhaar number',
    'Aadhaar number must be 12 digit number',
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

/** Texts of the results feature beyond the spec's catalogue (MESSAGES). */
export const RESULT_MESSAGES = {
  noResult: 'No result found for this roll number',
  rateLimited: 'Too many result requests from your network. Please wait a minute and try again.',
  titlePublished: 'This exam title is published. Unpublish it before uploading results again.',
  titleNotFound: 'No such exam title',
  invalidVerification: 'This verification code is not valid, or the result has been withdrawn',
  cacheUnavailable: 'The results cache cannot be reached, so nothing was changed. Please try again in a minute.',
  rowsInvalid: 'Unable to Upload Excel File: fix the rows listed; nothing was imported',
} as const;

export const UPLOAD_MESSAGES = {
  unknownFileType: 'Unknown fileType: choose newAdmissionsForm, examResults, libraryAccessions or libraryMarc',
  noFile: 'Please choose an Excel file (.xlsx or .xls) in the field excelFileUpload',
  notExcel: 'The file is not an Excel workbook: please upload an .xlsx or .xls file',
  corrupt: 'The Excel file is damaged or cannot be read: please save it again as .xlsx and retry',
  emptySheet: 'The first sheet of the workbook has no data rows',
  missingColumns: 'The sheet is missing required columns',
  tooLarge: 'The file is too large',
} as const;
