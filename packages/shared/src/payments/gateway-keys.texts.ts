/** Texts of the gateway key maintenance calls (001 §7, §8); kept apart from the schemas so the message tables load without them. */
export const GATEWAY_KEY_TEXTS = {
  saved: 'Record saved successfully',
  updated: 'Record modified successfully',
  deleted: 'Successfully Deleted a Record',
  exists: 'A gateway key for fee type {{feeType}} already exists',
  twice: 'Fee type {{feeType}} appears more than once in the list',
  unknownFeeType: 'There is no fee type {{feeType}}',
  notFound: 'No gateway key with this uniquekey',
  passwordNeeded: 'Enter the gateway password for fee type {{feeType}}',
  passwordUnreadable: 'The gateway password of fee type {{feeType}} cannot be opened with this secret key',
  notAList: 'The body must be a list of gateway keys',
  emptyList: 'The list of gateway keys is empty',
  tooMany: 'At most {{max}} gateway keys at once',
} as const;
