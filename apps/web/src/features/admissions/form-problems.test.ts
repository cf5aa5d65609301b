import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMISSION_MESSAGES, ADMISSION_TEXTS, MESSAGES } from '@campus/shared';
import i18n, { addTranslations, switchLanguage } from '../../i18n';
import texts from './admissions.i18n';
import { attentionToast, fieldMessage, problemsOf } from './form-problems';

describe("the admission forms' field messages", () => {
  beforeAll(() => addTranslations(texts));
  afterEach(() => i18n.changeLanguage('en'));

  it('have a German text for every admission text of the server, with the same values', () => {
    const values = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).join();
    const german = texts.de.errors.admissions as Record<string, string>;
    for (const [key, english] of Object.entries(ADMISSION_TEXTS)) {
      expect(german[key], key).toBeTruthy();
      expect(german[key], key).not.toBe(english);
      expect(values(german[key]), key).toBe(values(english));
    }
    expect(Object.keys(german).sort()).toEqual(Object.keys(ADMISSION_TEXTS).sort());
  });

  it('are the spec texts in English and German by their key', async () => {
    expect(fieldMessage(MESSAGES.fillRequired)).toBe('Please fill all required fields');
    expect(fieldMessage(MESSAGES.simpleForm[6])).toBe('Please enter Aadhaar number');
    await switchLanguage('de');
    expect(fieldMessage(MESSAGES.fillRequired)).toBe('Bitte füllen Sie alle Pflichtfelder aus');
    expect(fieldMessage(MESSAGES.simpleForm[2])).toBe('Bitte wählen Sie die Aufnahmeart');
    expect(fieldMessage(ADMISSION_MESSAGES.birthDateFuture)).toBe('Das Geburtsdatum darf nicht in der Zukunft liegen');
    expect(fieldMessage(MESSAGES.aadhaarExists)).toBe('Diese Aadhaar-Nummer ist bereits vorhanden');
    expect(fieldMessage('name must have at most 100 characters')).toBe('Höchstens 100 Zeichen');
    expect(fieldMessage("Unknown course 'XYZ'")).toBe("Unbekannter Studiengang 'XYZ'");
    expect(fieldMessage('No hall ticket for 22X')).toBe('No hall ticket for 22X');
    expect(fieldMessage(undefined)).toBe('');
  });

  it('are listed in the order of the form, nested fields by their path, each naming its field', async () => {
    const errors = {
      branch: { type: 'x', message: MESSAGES.fillRequired },
      ssc: { yearOfPass: { type: 'x', message: ADMISSION_MESSAGES.yearOfPassFuture } },
      name: { type: 'x', message: MESSAGES.fillRequired },
    };
    const fields = [
      { name: 'name', label: 'Full name' },
      { name: 'gender', label: 'Gender' },
      { name: 'ssc.yearOfPass', label: 'SSC year of pass' },
      { name: 'branch', label: 'Branch' },
    ];
    const problems = problemsOf(errors, fields);
    expect(problems.map((p) => p.name)).toEqual(['name', 'ssc.yearOfPass', 'branch']);
    expect(attentionToast(problems)).toBe('3 fields need attention. First: Full name: Please fill all required fields');
    expect(attentionToast(problems.slice(1, 2))).toBe('1 field needs attention: SSC year of pass: Year of pass cannot be after this year');
    await switchLanguage('de');
    const german = problemsOf(
      errors,
      fields.map((f) => ({ ...f, label: f.name === 'name' ? 'Vollständiger Name' : f.label })),
    );
    expect(attentionToast(german)).toBe(
      '3 Felder müssen korrigiert werden. Zuerst: Vollständiger Name: Bitte füllen Sie alle Pflichtfelder aus',
    );
  });
});
