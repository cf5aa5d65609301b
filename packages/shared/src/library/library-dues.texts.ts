/** Texts of the library's charges, waivers and no-dues clearance that the server answers with. */
export const LIBRARY_DUES_TEXTS = {
  chargeNotFound: 'No library charge has the number {{id}}',
  nothingToWaive: 'Nothing of this charge is unpaid: there is nothing to waive',
  waiveAtMost: 'Only ₹{{unpaid}} of this charge is unpaid: waive that or less',
  waiverReasonRequired: 'Please write why the charge is waived (at least 5 characters)',
  waiverAmount: 'Amount must be more than ₹0.00',
  onLoan: '{{name}} has {{count}} books on loan',
  owes: '{{name}} owes the library ₹{{owed}}',
  notCleared: '{{name}} is not cleared by the library: {{reason}}',
  reasonOverdue: 'Overdue fine: {{title}} ({{accessionNumber}})',
  reasonLost: 'Library copy lost: {{title}} ({{accessionNumber}})',
  reasonDamaged: 'Library copy damaged: {{title}} ({{accessionNumber}})',
} as const;
