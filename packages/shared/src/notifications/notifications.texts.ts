/** The notifications' messages: the `notifications` group of the server's catalogue. */
export const NOTIFICATION_TEXTS = {
  smsMarks: 'The SMS text may hold DLT variables only as {#var#}',
  smsVariables: 'The SMS text of this message needs {{count}} {#var#} marks ({{values}}), as registered on DLT',
  dltId: '{{field}} must be the digits of the DLT template ID',
  testAddress: 'Please enter an e-mail address for a test mail, or an Indian mobile number for a test SMS',
  smsOff: 'No SMS provider is set up: SMS_PROVIDER is off',
  mailOff: 'No mail server is set up: SMTP_URL is not set',
  webhookSecret: 'The delivery report address is not known',
  unknownKind: 'Unknown message kind',
} as const;
