/** The payment texts the server answers with (SERVER_TEXTS `payments.*`); no schema here, so the message tables stay small. */
export const PAYMENT_MESSAGES = {
  alreadyPaid: '{{fee}} is already paid',
  paymentOpen: 'A payment for {{fee}} is already open: choose the same fees again to return to it, or wait until it closes',
  notDue: 'Nothing is due for {{fee}}',
  amountRange: 'Amount for {{fee}} must be from ₹1.00 to ₹{{max}}',
  amountOnlySelf: 'Only a self payment may choose its amount',
  wrongKind: '{{fee}} cannot be paid in this payment',
  chooseOnce: 'Each fee may be chosen once',
  chooseFee: 'Please choose at least one fee',
  notYours: 'You may pay and verify only your own fees',
  noStudent: 'Your account is not linked to a student',
  orderNotFound: 'No such payment order',
  notANotification: 'This is not a charge notification',
  tooManyNotifications: 'Too many notifications from this address. Please wait a minute.',
  tooManyOutcomeChecks: 'Too many checks of payments from this address. Please wait a minute and try again.',
  gatewayUnavailable: 'The payment gateway cannot be reached. Please try again in a few minutes.',
  nothingToRetry: 'This payment was not declined and has not expired: there is nothing to try again',
} as const;
