import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_TEXTS, MESSAGES, RESULT_MESSAGES } from '@campus/shared';
import i18n from '../i18n';
import { errorMessage } from './api';

describe('error messages by code', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('show the fixed texts in English exactly as the server wrote them', () => {
    for (const [code, texts] of Object.entries(ERROR_TEXTS)) {
      for (const message of Object.values(texts)) expect(errorMessage({ code: code as never, message })).toBe(message);
    }
  });

  it('translate the fixed texts by code in German', async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage({ code: 'FORBIDDEN', message: MESSAGES.forbidden })).toBe('Sie haben keine Berechtigung für diese Ansicht');
    expect(errorMessage({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired })).toBe('Bitte melden Sie sich an, um fortzufahren');
    expect(errorMessage({ code: 'INTERNAL', message: 'Internal server error' })).toBe('Interner Serverfehler');
    expect(errorMessage({ code: 'TOO_LARGE', message: 'The file is too large' })).toBe('Die Datei ist zu groß');
    expect(errorMessage({ code: 'NOT_FOUND', message: MESSAGES.notFound })).toBe('Hoppla, Seite nicht gefunden :(');
    // One code, two places: the sign-in limit and the results limit keep their own texts.
    expect(errorMessage({ code: 'RATE_LIMITED', message: MESSAGES.tooManyLoginAttempts })).toMatch(/^Zu viele Anmeldeversuche/);
    expect(errorMessage({ code: 'RATE_LIMITED', message: RESULT_MESSAGES.rateLimited })).toMatch(/^Zu viele Ergebnisabfragen/);
  });

  it("translate the admission forms' answers to a save in German", async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage({ code: 'INVALID', message: MESSAGES.fillRequired, field: 'name' })).toBe(
      'Bitte füllen Sie alle Pflichtfelder aus',
    );
    expect(errorMessage({ code: 'INVALID', message: MESSAGES.simpleForm[1], field: 'name' })).toBe(
      'Bitte geben Sie den vollständigen Namen ein',
    );
    expect(errorMessage({ code: 'INVALID', message: MESSAGES.invalidAadhaar, field: 'aadharNo' })).toBe('Ungültige Aadhaar-Nummer');
    expect(errorMessage({ code: 'CONFLICT', message: MESSAGES.aadhaarExists, field: 'aadharNo' })).toBe(
      'Diese Aadhaar-Nummer ist bereits vorhanden',
    );
    await i18n.changeLanguage('en');
    expect(errorMessage({ code: 'CONFLICT', message: MESSAGES.aadhaarExists, field: 'aadharNo' })).toBe(MESSAGES.aadhaarExists);
  });

  it('show a message with details as the server wrote it, in any language', async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage({ code: 'NOT_FOUND', message: 'No student with roll number 22X' })).toBe('No student with roll number 22X');
    expect(errorMessage({ code: 'INVALID', message: "Unknown course 'XYZ'", field: 'courseAppliedFor' })).toBe("Unknown course 'XYZ'");
    expect(errorMessage({ message: 'No code' })).toBe('No code');
    expect(errorMessage(null)).toBeUndefined();
  });
});
