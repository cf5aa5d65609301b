/**
 * The texts the fee screens and calls answer with (SERVER_TEXTS.fees), kept apart from the fee
 * schemas so that the server's message table, which every page loads, holds no schema.
 */
export const FEE_TEXTS = {
  amountRange: '{{field}} must be more than ₹0 and at most ₹1,00,00,000',
  amountTyped: 'Enter the amount in rupees, such as 45000 or 200.50',
  category: 'Category must be fee, exam, admission or miscellaneous',
  fixedAmountRequired: 'Fixed amount is required for a miscellaneous fee',
  semester: 'Semester must be 1 to 12',
  semesterOfCourse: 'Semester must be 1 to {{max}} for {{course}}',
  unknownFeeType: 'Please choose an existing fee type',
  unknownCourse: 'Please choose an existing course',
  batchOfCourse: 'Please choose a batch of {{course}}',
  miscellaneousStructure: 'A miscellaneous fee has a fixed amount and no per-semester structure',
  structureExists: '{{feeType}} for {{course}} {{batch}} semester {{semester}} already exists',
  feeTypeInUse: 'Fee type {{code}} has payments and cannot be deleted',
  noSuchFeeType: 'No such fee type',
  noSuchStructure: 'No such fee structure entry',
  noStudent: 'No student is registered with roll number {{rollNo}}',
  noOrder: 'No order {{orderId}}',
  orderRequired: 'orderId is required',
  notVerified: 'The payment of order {{orderId}} has not been verified by the gateway yet; nothing was recorded',
  noReceipt: 'No receipt {{receiptNo}}',
  codeCharacters: 'Code may hold letters, digits, dash and underscore only',
  batchRequired: 'Please choose a batch',
  dueDatesMany: 'At most 500 due dates can be saved at once',
  dueDateTwice: 'Each fee type and semester may have one due date',
  reminderOffset: 'A reminder day must be from 60 days before to 60 days after the due date',
  reminderCount: 'The schedule must have 1 to 6 reminder days',
  reminderTwice: 'Each reminder day may be named once',
} as const;
