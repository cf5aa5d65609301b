/**
 * Texts of the hostel office the server answers with, and its schemas' messages. Kept apart from
 * the schemas so that the message tables load without them.
 */
export const HOSTEL_TEXTS = {
  codeWritten: '{{field}} must be letters, digits and hyphens, such as BH-1',
  roomNumberWritten: 'The room number must be letters, digits and hyphens, such as 101 or G-04',
  phoneWritten: 'The warden’s phone must be a mobile number of 10 digits starting with 6, 7, 8 or 9',
  amount: '{{field}} must be from ₹0 to ₹5,00,000',
  rentAmount: 'The rent must be from ₹0.01 to ₹5,00,000',
  amountTyped: '{{field}} must be an amount in rupees, such as 30000 or 30000.50',
  blockReason: 'Say in at least 5 characters why the bed is blocked',
  blockCodeExists: 'Block {{code}} already exists',
  roomTypeCodeExists: 'Room type {{code}} already exists',
  roomExists: 'Room {{number}} is already in block {{block}}',
  floorBeyond: 'Block {{block}} has floors 0 to {{top}}: floor {{floor}} is not one of them',
  floorsBelowRooms: 'Block {{block}} has rooms on floor {{floor}}: it needs at least {{floors}} floors',
  blockHasRooms: 'Block {{code}} has rooms: remove them before removing the block',
  roomTypeInUse: 'Room type {{code}} is given to rooms: give them another type before removing it',
  blockNotFound: 'No such block',
  roomTypeNotFound: 'No such room type',
  roomNotFound: 'No such room',
  bedNotFound: 'No such bed',
} as const;
