import { TIME_ZONE_MESSAGE } from '../dates.js';

/** The college settings' messages: the `settings` group of the server's catalogue. */
export const SETTINGS_TEXTS = {
  codeShort: 'College code must have at least 2 characters',
  codeLong: 'College code must have at most {{max}} characters',
  codeLetters: 'College code must be upper-case letters and digits',
  codeVariant: 'College code {{code}} is not a known variant: did you mean {{meant}}?',
  nameRequired: 'College name is required',
  phone: '{{field}}: enter an Indian landline or mobile number, such as 040 2416 7788 or 98480 12345',
  mailId: 'Mail ID: enter an e-mail address, such as principal@college.edu.in',
  supportEmail: 'Support e-mail: enter an e-mail address, such as support@college.edu.in',
  tooManyPhones: 'At most {{max}} phone numbers',
  tooManyContacts: 'At most {{max}} contact persons',
  timeZone: TIME_ZONE_MESSAGE,
} as const;
