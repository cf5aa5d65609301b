import { MESSAGES } from './messages.js';

/** The catalogue's texts about a value of a request or a form, whatever its feature (`input.required`). */
export const INPUT_TEXTS = {
  tooLong: '{{field}} must have at most {{max}} characters',
  notText: '{{field}} must be text',
  required: '{{field}} is required',
  nul: '{{field}} must not contain NUL characters',
  control: '{{field}} must not contain control characters',
  oneLine: '{{field}} must be a single line',
  partNameNul: 'The part name {{field}} must not contain NUL characters',
  fileNameNul: 'The file name of {{field}} must not contain NUL characters',
  multipart: 'The multipart body cannot be read: {{reason}}',
  id: '{{field}} must be a whole number from 1 to {{max}}',
  dateRange: '{{field}} must be a date from {{from}} to {{to}}',
  validMobile: MESSAGES.validMobile,
  httpAddress: '{{field}} must be an http or https address, such as https://erp.college.edu.in',
  schemaIssue: '{{field}}: {{problem}}',
  dateWritten: '{{field}} must be a date written YYYY-MM-DD',
  oneOf: '{{field}} must be one of {{options}}',
  eitherOr: '{{field}} must be {{first}} or {{second}}',
  trueOrFalse: '{{field}} must be true or false',
  uuid: '{{field}} must be a UUID',
  wholePaise: '{{field}} must be a whole number of paise',
  oneWhenGiven: "{{field}} must be '1' when given",
  noSpaces: '{{field}} must not contain spaces',
  lettersDigitsDashes: '{{field}}: letters, digits and dashes only',
} as const;
