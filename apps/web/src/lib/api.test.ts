import { afterEach, describe, expect, it } from 'vitest';
import { collegeSettingsSchema, MESSAGES, RESULT_MESSAGES, serverText, serverTextEntries } from '@campus/shared';
import i18n, { switchLanguage } from '../i18n';
import german from '../i18n/errors-de.i18n';
import errors from '../i18n/errors.i18n';
import { ApiRequestError, errorMessage, keyedMessage, schemaMessage, serverMessage } from './api';

type Tree = { [name: string]: string | Tree };
const textAt = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages by key', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('have an English and a German text for every key, with the same values', () => {
    const missing: string[] = [];
    // The admission forms' German loads with their pages (i18n/i18n.test.ts walks them with every key).
    for (const [key, english] of serverTextEntries().filter(([k]) => !k.startsWith('admissions.'))) {
      const en = textAt(errors.en.errors as Tree, key);
      const de = textAt(german.texts as Tree, key);
      if (en !== english || typeof de !== 'string' || de.trim() === '' || de === english) missing.push(key);
      else if (placeholders(de).join() !== placeholders(english).join()) missing.push(`${key} (values)`);
    }
    expect(missing).toEqual([]);
  });

  it("of a shared schema carry the key the schema wrote them with, with their values; a screen's own text shows as it is", async () => {
    const settings = collegeSettingsSchema.safeParse({ code: 'VCET', name: 'x', aboutUs: '', contact: { campus: 'a'.repeat(501) } });
    const tooLong = settings.error!.issues.find((i) => i.path.join('.') === 'contact.campus')!.message;
    expect(schemaMessage(tooLong)).toBe('contact.campus must have at most 500 characters');
    await switchLanguage('de');
    expect(schemaMessage(tooLong)).toBe('contact.campus darf höchstens 500 Zeichen haben');
    expect(schemaMessage('Die Passwörter stimmen nicht überein')).toBe('Die Passwörter stimmen nicht überein');
  });

  it('show in English exactly as the server wrote them', () => {
    const thrown = [
      serverText('signIn.invalidCredentials'),
      serverText('results.noResult'),
      serverText('input.tooLong', { field: 'User name', max: 100 }),
    ];
    expect(thrown.map((text) => errorMessage({ code: 'INVALID', ...text }))).toEqual([
      MESSAGES.invalidCredentials,
      RESULT_MESSAGES.noResult,
      'User name must have at most 100 characters',
    ]);
  });

  it('show in German by the key the server sends, its values too', async () => {
    await switchLanguage('de');
    expect(errorMessage({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials, key: 'signIn.invalidCredentials' })).toBe(
      'Benutzername oder Passwort ist falsch',
    );
    expect(
      errorMessage({
        code: 'INVALID',
        message: 'College name must have at most 200 characters',
        key: 'input.tooLong',
        params: { field: 'College name', max: '200' },
      }),
    ).toBe('Name des Colleges darf höchstens 200 Zeichen haben');
    expect(errorMessage({ message: 'Missing column marks', key: 'upload.missingColumn', params: { column: 'marks' } })).toBe(
      'Spalte marks fehlt',
    );
    // A message inside a message (the first problem of an upload) is translated too, by its key.
    const cell = serverText('upload.cell', { row: 3, column: 'marks', problem: serverText('results.marks') });
    expect(cell.params?.problem).toEqual({ key: 'results.marks' });
    expect(errorMessage(cell)).toBe('Zeile 3, Spalte marks: marks muss eine Zahl von 0 bis 100 sein, oder AB für abwesend');
    expect(serverMessage(serverText('accounts.passwordUpdated'))).toBe('Ihr Passwort wurde erfolgreich geändert');
  });

  it("translate a shared check's text run in the browser (a settings field), and the web's own by key", async () => {
    await switchLanguage('de');
    const zone = collegeSettingsSchema.shape.timeZone.safeParse('Mars/Olympus');
    expect(schemaMessage(zone.error!.issues[0].message)).toBe('Zeitzone: Wählen Sie eine IANA-Zeitzone, etwa Asia/Kolkata');
    expect(keyedMessage('access.forbidden', MESSAGES.forbidden)).toBe('Sie haben keine Berechtigung für diese Ansicht');
  });

  it('find no key by the wording of a message the server sent without one', async () => {
    await switchLanguage('de');
    expect(errorMessage({ code: 'FORBIDDEN', message: MESSAGES.forbidden })).toBe(MESSAGES.forbidden);
  });

  it('show a message without a key as the server wrote it, in any language', async () => {
    await switchLanguage('de');
    expect(errorMessage({ code: 'NOT_FOUND', message: 'No hall ticket for 22X' })).toBe('No hall ticket for 22X');
    expect(errorMessage({ message: 'Please enter Full Name', key: 'no.such.key' })).toBe('Please enter Full Name');
    expect(errorMessage(null)).toBeUndefined();
  });

  it('keep an error in the language chosen when it is read', async () => {
    const err = new ApiRequestError('Unauthorized', 401, {
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
      key: 'signIn.invalidCredentials',
    });
    expect(err.message).toBe(MESSAGES.invalidCredentials);
    await switchLanguage('de');
    expect(err.message).toBe('Benutzername oder Passwort ist falsch');
  });
});
