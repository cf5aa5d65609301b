/**
 * Texts of the library catalogue the server answers with, and its schemas' messages. Kept apart
 * from the schemas so that the message tables load without them.
 */
export const LIBRARY_TEXTS = {
  isbnWritten: 'The ISBN must be an ISBN-10 or ISBN-13: 10 or 13 digits (the last of an ISBN-10 may be X), hyphens allowed',
  isbnCheckDigit: 'The ISBN {{isbn}} has a wrong check digit',
  yearWritten: 'The year of publication must have four digits',
  yearFuture: 'The year of publication cannot be after {{year}}',
  callNumber: 'The call number must be a DDC class number with its book number, such as 621.3 SED',
  priceTyped: 'The price must be an amount in rupees, such as 450 or 450.50',
  billNumberRequired: 'A purchased copy needs its bill number',
  billDateRequired: 'A purchased copy needs its bill date',
  accessionExists: 'Accession number {{accessionNumber}} is already in the library',
  barcodeExists: 'Barcode {{barcode}} is already in the library',
  inCirculation: 'Copy {{accessionNumber}} is with circulation ({{status}}): its status changes when it comes back',
  titleNotFound: 'No such title in the catalogue',
  copyNotFound: 'No such copy in the catalogue',
  campusNetwork: 'A campus network must be written as a network and its size, such as 10.20.0.0/16',
  opacOpenOnCampus: 'Say whether the catalogue is open on campus without signing in: true or false',
  opacCampusOnly: "Sign in to search the library catalogue: without signing in it is open only on the college's own network",
  campusWithoutNetworks: 'Name at least one campus network before opening the catalogue on campus',
} as const;
