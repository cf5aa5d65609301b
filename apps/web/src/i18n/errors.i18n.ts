import { SERVER_TEXTS } from '@campus/shared';
import { admissionErrorsDe } from './admission-errors.i18n';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type ServerTexts = Shape<typeof SERVER_TEXTS>;

/**
 * The server's messages by key (`errors.<key>`, ADR 0041): English is the server's own text, so an
 * English answer reads exactly as the server wrote it; lib/api.ts picks them by the key it sends.
 */
const en: ServerTexts = SERVER_TEXTS;

const de: ServerTexts = {
  signIn: {
    invalidCredentials: 'Benutzername oder Passwort ist falsch',
    pending: 'Ihr Konto wartet noch auf die Freigabe durch die Administration',
    disabled: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an die Administration',
    tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    required: 'Bitte melden Sie sich an, um fortzufahren',
    userNameRequired: 'Der Benutzername fehlt',
    passwordRequired: 'Das Passwort fehlt',
  },
  access: {
    forbidden: 'Sie haben keine Berechtigung für diese Ansicht',
    badOrigin: 'Anfrage von einer fremden Website abgelehnt',
    noRule: 'Für diese Adresse ist keine Zugriffsregel festgelegt',
  },
  page: {
    notFound: 'Hoppla, Seite nicht gefunden :(',
    collegeNotSetUp: 'Das College ist noch nicht eingerichtet',
    internal: 'Interner Serverfehler',
    badAddress: 'Die Adresse ist ungültig: Ein Teil ihres Pfads ist zu lang oder falsch kodiert',
  },
  input: {
    tooLong: '{{field}} darf höchstens {{max}} Zeichen haben',
    notText: '{{field}} muss Text sein',
    required: '{{field}} fehlt',
    nul: '{{field}} darf keine NUL-Zeichen enthalten',
    partNameNul: 'Der Teilname {{field}} darf keine NUL-Zeichen enthalten',
    fileNameNul: 'Der Dateiname von {{field}} darf keine NUL-Zeichen enthalten',
    multipart: 'Der mehrteilige Inhalt ist nicht lesbar: {{reason}}',
    id: '{{field}} muss eine ganze Zahl von 1 bis {{max}} sein',
    dateRange: '{{field}} muss ein Datum von {{from}} bis {{to}} sein',
    validMobile: 'Bitte geben Sie eine gültige Mobilnummer ein',
  },
  results: {
    enterRollNumber: 'Bitte geben Sie die Matrikelnummer ein',
    noResult: 'Für diese Matrikelnummer wurde kein Ergebnis gefunden',
    rateLimited: 'Zu viele Ergebnisabfragen aus Ihrem Netzwerk. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    titleNotFound: 'Diesen Prüfungstitel gibt es nicht',
    titlePublished:
      'Dieser Prüfungstitel ist veröffentlicht. Nehmen Sie die Veröffentlichung zurück, bevor Sie erneut Ergebnisse hochladen. ({{title}})',
    invalidVerification: 'Dieser Prüfcode ist ungültig, oder das Ergebnis wurde zurückgezogen',
    cacheUnavailable:
      'Der Ergebnis-Cache ist nicht erreichbar, daher wurde nichts geändert. Bitte versuchen Sie es in einer Minute erneut.',
    rowsInvalid: 'Die Excel-Datei konnte nicht hochgeladen werden: Korrigieren Sie die aufgeführten Zeilen; nichts wurde importiert',
    rowsInvalidShowing:
      'Die Excel-Datei konnte nicht hochgeladen werden: Korrigieren Sie die aufgeführten Zeilen; nichts wurde importiert (die ersten {{shown}} von {{count}})',
    unknownColumn: "Unbekannte Spalte '{{column}}': Die Spalten sind {{columns}}",
    courseTwice: 'Kurs {{course}} steht zweimal bei Matrikelnummer {{rollNo}} (auch in Zeile {{row}})',
    notInRegister: 'Matrikelnummer {{rollNo}} in Zeile {{row}} steht nicht im Studierendenverzeichnis',
    nameNotRegistered:
      "Der Name '{{name}}' in Zeile {{row}} weicht von '{{registered}}' im Studierendenverzeichnis für Matrikelnummer {{rollNo}} ab: Korrigieren Sie ihn, oder wählen Sie, die Namen der Datei zu übergehen",
    marks: 'marks muss eine Zahl von 0 bis 100 sein, oder AB für abwesend',
    creditsPositive: 'credits muss eine positive Zahl sein',
    creditsMax: 'credits darf höchstens {{max}} sein',
  },
  upload: {
    failed: 'Die Excel-Datei konnte nicht hochgeladen werden',
    noFile: 'Bitte wählen Sie eine Excel-Datei (.xlsx oder .xls) im Feld excelFileUpload',
    unknownFileType: 'Unbekannter fileType: wählen Sie newAdmissionsForm oder examResults',
    notExcel: 'Die Datei ist keine Excel-Arbeitsmappe: Bitte laden Sie eine .xlsx- oder .xls-Datei hoch',
    corrupt: 'Die Excel-Datei ist beschädigt oder nicht lesbar: Bitte speichern Sie sie erneut als .xlsx und versuchen Sie es noch einmal',
    sizeLie: 'Die Excel-Datei ist beschädigt: Ein Teil entpackt zu mehr, als die Datei angibt',
    emptySheet: 'Das erste Blatt der Arbeitsmappe enthält keine Datenzeilen',
    tooLarge: 'Die Datei ist zu groß',
    missingColumns: 'Dem Blatt fehlen erforderliche Spalten: {{columns}}',
    missingColumn: 'Spalte {{column}} fehlt',
    cell: 'Zeile {{row}}, Spalte {{column}}: {{problem}}',
    cellAndMore: 'Zeile {{row}}, Spalte {{column}}: {{problem}} (und {{more}} weitere aufgeführte Zellen)',
    sameAsRow: '{{problem}} (wie Zeile {{row}})',
    tooManyRows: 'Das Blatt hat mehr als {{max}} Zeilen; höchstens {{max}} können auf einmal hochgeladen werden',
    tooManyTexts:
      'Die Arbeitsmappe enthält mehr als {{max}} verschiedene Texte, mehr als ein Upload enthalten darf: Teilen Sie sie in kleinere Dateien',
    tooMuchData:
      'Die Arbeitsmappe entpackt zu mehr als {{mb}} MB Blattdaten, mehr als ein Upload enthalten darf: Teilen Sie sie in kleinere Dateien',
    tooMuchMemory:
      'Die Arbeitsmappe braucht zum Lesen mehr als {{mb}} MB Speicher, mehr als ein Upload nutzen darf: Teilen Sie sie in kleinere Dateien',
    tooSlow: 'Das Lesen der Arbeitsmappe dauerte länger als {{seconds}} s: Teilen Sie sie in kleinere Dateien',
    noProgress: 'Zu dieser Kennung läuft kein Upload',
  },
  admissions: admissionErrorsDe,
  admissionRows: {
    unknownCourse: "Unbekannter Studiengang '{{course}}'",
    unknownBranch: "Unbekannte Fachrichtung '{{branch}}' für {{course}}",
    unknownBatch: "Unbekannter Jahrgang '{{batch}}' für {{course}}",
    noOpenBatch: 'Für {{course}} ist kein Jahrgang offen: Bitte legen Sie einen in den Stammdaten an',
    unknownCategory: "Unbekannte Kategorie '{{category}}'",
    categoryOfSubCaste: "Bitte wählen Sie die Kategorie der Unterkaste '{{subCaste}}'",
    unknownSubCaste: "Unbekannte Unterkaste '{{subCaste}}' für {{category}}",
    unknownAdmissionType: "Unbekannte Zulassungsart '{{admissionType}}': Wählen Sie eine von {{options}}",
  },
  settings: {
    codeShort: 'Der College-Code muss mindestens 2 Zeichen haben',
    codeLong: 'Der College-Code darf höchstens {{max}} Zeichen haben',
    codeLetters: 'Der College-Code besteht aus Großbuchstaben und Ziffern',
    nameRequired: 'Der Name des Colleges fehlt',
    phone: '{{field}}: Geben Sie eine indische Festnetz- oder Mobilnummer ein, etwa 040 2416 7788 oder 98480 12345',
    mailId: 'E-Mail: Geben Sie eine E-Mail-Adresse ein, etwa principal@college.edu.in',
    tooManyPhones: 'Höchstens {{max}} Telefonnummern',
    tooManyContacts: 'Höchstens {{max}} Ansprechpersonen',
    timeZone: 'Zeitzone: Wählen Sie eine IANA-Zeitzone, etwa Asia/Kolkata',
  },
  masterData: {
    codeCharacters: '{{field}} darf nur Buchstaben, Ziffern, Punkt, Bindestrich und Schrägstrich enthalten',
    choose: 'Bitte wählen Sie: {{thing}}',
    startYear: 'Das Startjahr muss eine Jahreszahl sein',
    duration: 'Die Dauer muss 1 bis 6 Jahre betragen',
    rollCode: 'Der Matrikel-Code besteht aus zwei Ziffern oder Großbuchstaben',
    semesterNumber: 'Die Nummer muss zwischen 1 und 12 liegen',
    listKey: 'Die Liste muss entrancetype, Nationality oder Religion sein',
    sortOrder: 'Die Reihenfolge muss zwischen 0 und 9999 liegen',
    exists: "{{field}} '{{value}}' gibt es bereits",
    existsWithin: "{{field}} '{{value}}' gibt es bereits in {{within}}",
    existsAnyCase: "{{field}} '{{value}}' gibt es bereits (Groß- und Kleinschreibung zählen gleich)",
    existsWithinAnyCase: "{{field}} '{{value}}' gibt es bereits in {{within}} (Groß- und Kleinschreibung zählen gleich)",
    existingParent: 'Bitte wählen Sie einen vorhandenen übergeordneten Eintrag',
    existingEntry: 'Bitte wählen Sie einen vorhandenen Eintrag',
    entryExists: 'Diesen Eintrag gibt es bereits',
    nothingToChange: 'Nichts zu ändern',
    noSuchEntry: 'Diesen Eintrag gibt es nicht',
  },
};

/**
 * Names the server's messages carry as values (`{{field}}`, `{{within}}`), in German. A value not
 * listed here (a roll number, a column of the workbook) is shown as it is.
 */
const deWords: Record<string, string> = {
  'User name': 'Benutzername',
  Password: 'Passwort',
  'College name': 'Name des Colleges',
  'About us': 'Über uns',
  'Phone number': 'Telefonnummer',
  'Fax number': 'Faxnummer',
  'Phone numbers': 'Telefonnummern',
  'Time zone': 'Zeitzone',
  Code: 'Code',
  Name: 'Name',
  Label: 'Bezeichnung',
  Level: 'Stufe',
  Value: 'Wert',
  Phone: 'Telefon',
  'Roll code': 'Matrikel-Code',
  'Course code': 'Studiengangscode',
  Batch: 'Jahrgang',
  'Branch code': 'Fachrichtungscode',
  'Semester number': 'Semesternummer',
  'Category code': 'Kategoriecode',
  'Sub-caste': 'Unterkaste',
  'Seat type code': 'Platzartcode',
  Agent: 'Vermittler',
  'Admission type': 'Zulassungsart',
  course: 'Studiengang',
  category: 'Kategorie',
  'this course': 'diesem Studiengang',
  'this category': 'dieser Kategorie',
  'this list': 'dieser Liste',
  'The value': 'Der Wert',
  'The date': 'Das Datum',
};

export const ERROR_WORDS: Record<string, Record<string, string>> = { en: {}, de: deWords };

export default { en: { errors: en }, de: { errors: de } };
