import { ERROR_TEXTS } from '@campus/shared';
import { admissionErrorsDe } from './admission-errors.i18n';

type ErrorTexts = { [C in keyof typeof ERROR_TEXTS]: Record<keyof (typeof ERROR_TEXTS)[C], string> };

/**
 * The API's fixed error texts by code (`errors.<code>.<where>`): English is the server's own text,
 * so an English answer reads exactly as the server wrote it; lib/api.ts picks them by code.
 */
const en: ErrorTexts = ERROR_TEXTS;

const de: ErrorTexts = {
  NO_FILE: { file: 'Bitte wählen Sie eine Excel-Datei (.xlsx oder .xls) im Feld excelFileUpload' },
  UNKNOWN_FILE_TYPE: { fileType: 'Unbekannter fileType: wählen Sie newAdmissionsForm oder examResults' },
  NOT_EXCEL: { file: 'Die Datei ist keine Excel-Arbeitsmappe: Bitte laden Sie eine .xlsx- oder .xls-Datei hoch' },
  CORRUPT_FILE: {
    file: 'Die Excel-Datei ist beschädigt oder nicht lesbar: Bitte speichern Sie sie erneut als .xlsx und versuchen Sie es noch einmal',
  },
  EMPTY_SHEET: { file: 'Das erste Blatt der Arbeitsmappe enthält keine Datenzeilen' },
  UPLOAD_INVALID: { file: 'Die Excel-Datei konnte nicht hochgeladen werden' },
  UPLOAD_CONFLICT: { file: 'Die Excel-Datei konnte nicht hochgeladen werden' },
  UNAUTHENTICATED: { session: 'Bitte melden Sie sich an, um fortzufahren' },
  INVALID_CREDENTIALS: { signIn: 'Benutzername oder Passwort ist falsch' },
  FORBIDDEN: { role: 'Sie haben keine Berechtigung für diese Ansicht' },
  BAD_ORIGIN: { origin: 'Anfrage von einer fremden Website abgelehnt' },
  PENDING: { signIn: 'Ihr Konto wartet noch auf die Freigabe durch die Administration' },
  DISABLED: { signIn: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an die Administration' },
  NOT_FOUND: { page: 'Hoppla, Seite nicht gefunden :(' },
  NO_RESULT: { lookup: 'Für diese Matrikelnummer wurde kein Ergebnis gefunden' },
  TOO_LARGE: { file: 'Die Datei ist zu groß' },
  RATE_LIMITED: {
    signIn: 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    results: 'Zu viele Ergebnisabfragen aus Ihrem Netzwerk. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  INTERNAL: { server: 'Interner Serverfehler' },
  CACHE_UNAVAILABLE: {
    results: 'Der Ergebnis-Cache ist nicht erreichbar, daher wurde nichts geändert. Bitte versuchen Sie es in einer Minute erneut.',
  },
  // The admission forms (admission-errors.i18n.ts).
  INVALID: { ...admissionErrorsDe.INVALID },
  CONFLICT: { ...admissionErrorsDe.CONFLICT },
};

export default { en: { errors: en }, de: { errors: de } };
