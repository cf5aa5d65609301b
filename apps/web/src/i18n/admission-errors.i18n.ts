import type { ADMISSION_ERROR_TEXTS } from '@campus/shared';

type AdmissionErrorTexts = { [C in keyof typeof ADMISSION_ERROR_TEXTS]: Record<keyof (typeof ADMISSION_ERROR_TEXTS)[C], string> };

/**
 * German for the admission forms' fixed texts (`errors.INVALID.*`, `errors.CONFLICT.*`): their field
 * checks and the server's answers to a save. English is the shared text itself (errors.i18n.ts).
 */
export const admissionErrorsDe: AdmissionErrorTexts = {
  INVALID: {
    required: 'Bitte füllen Sie alle Pflichtfelder aus',
    text: 'Bitte nur Buchstaben und Leerzeichen eingeben',
    number: 'Bitte geben Sie eine gültige Zahl ein',
    mobileDigits: '10 Ziffern für die Mobilnummer',
    aadhaarDigits: '12 Ziffern für die Aadhaar-Nummer',
    invalidAadhaar: 'Ungültige Aadhaar-Nummer',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    doorNo: 'Bitte geben Sie eine gültige Hausnummer ein',
    pincode: 'Bitte geben Sie eine gültige Postleitzahl ein',
    landline: 'Bitte geben Sie eine gültige Festnetznummer ein',
    date: 'Bitte geben Sie ein gültiges Datum ein',
    percentage: 'Bitte geben Sie einen gültigen Prozentwert ein',
    rollNumber: 'Bitte geben Sie eine gültige Matrikelnummer ein',
    hallTicketNo: 'Bitte geben Sie eine gültige Prüfungsnummer ein',
    bloodGroup: 'Bitte wählen Sie eine gültige Blutgruppe',
    yesNo: 'Bitte wählen Sie Ja oder Nein',
    knowingAbout: 'Bitte wählen Sie, wie die Person von uns erfahren hat',
    ifscCode: 'Bitte geben Sie einen gültigen IFSC-Code ein',
    validMobile: 'Bitte geben Sie eine gültige Mobilnummer ein',
    enterDateOfAdmission: 'Bitte geben Sie das Aufnahmedatum ein',
    enterFullName: 'Bitte geben Sie den vollständigen Namen ein',
    selectAdmissionType: 'Bitte wählen Sie die Aufnahmeart',
    selectCourse: 'Bitte wählen Sie den Studiengang',
    selectBranch: 'Bitte wählen Sie die Fachrichtung',
    selectGender: 'Bitte wählen Sie das Geschlecht',
    enterAadhaar: 'Bitte geben Sie die Aadhaar-Nummer ein',
    aadhaarTwelveDigits: 'Die Aadhaar-Nummer muss 12 Ziffern haben',
    photoType: 'Bitte laden Sie das Foto als .jpg- (oder .png-)Bild hoch',
    photoSize: 'Das Foto darf höchstens 2 MB groß sein',
    birthDateFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen',
    admissionDateFuture: 'Das Aufnahmedatum darf nicht in der Zukunft liegen',
    tooYoung: 'Am Aufnahmedatum muss die Person mindestens 14 Jahre alt sein',
    year: 'Bitte geben Sie ein gültiges Jahr ein',
    yearOfPassFuture: 'Das Abschlussjahr darf nicht nach dem laufenden Jahr liegen',
    marksAboveTotal: 'Die erreichten Punkte dürfen die Gesamtpunkte nicht übersteigen',
    percentageAbove100: 'Ein Prozentwert darf nicht größer als 100 sein',
    validCourse: 'Bitte wählen Sie einen gültigen Studiengang',
    validBatch: 'Bitte wählen Sie einen gültigen Jahrgang',
    validBranch: 'Bitte wählen Sie eine gültige Fachrichtung',
    validSemester: 'Bitte wählen Sie ein gültiges Semester',
    enterRollNumber: 'Bitte geben Sie die Matrikelnummer ein',
  },
  CONFLICT: {
    aadhaarExists: 'Diese Aadhaar-Nummer ist bereits vorhanden',
    rollNumberTaken: 'Diese Matrikelnummer ist bereits vergeben',
    savedAtOnce: 'Diese Aufnahme wurde im selben Moment von jemand anderem gespeichert; bitte versuchen Sie es erneut',
  },
};
