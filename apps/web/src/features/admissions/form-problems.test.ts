import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMISSION_ISSUES, ADMISSION_TEXTS, INPUT_TEXTS, issueText } from '@campus/shared';
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

  it('are the spec texts in English and German by the key the checks wrote them with', async () => {
    const enterAadhaar = issueText('admissions.enterAadhaar', ADMISSION_TEXTS.enterAadhaar);
    const tooLong = issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'name', max: 100 });
    expect(fieldMessage(ADMISSION_ISSUES.required)).toBe('Please fill all required fields');
    expect(fieldMessage(enterAadhaar)).toBe('Please enter Aadhaar number');
    expect(fieldMessage(tooLong)).toBe('At most 100 characters');
    await switchLanguage('de');
    expect(fieldMessage(ADMISSION_ISSUES.required)).toBe('Bitte füllen Sie alle Pflichtfelder aus');
    expect(fieldMessage(issueText('admissions.selectAdmissionType', ADMISSION_TEXTS.selectAdmissionType))).toBe(
      'Bitte wählen Sie die Aufnahmeart',
    );
    expect(fieldMessage(ADMISSION_ISSUES.birthDateFuture)).toBe('Das Geburtsdatum darf nicht in der Zukunft liegen');
    expect(fieldMessage(tooLong)).toBe('Höchstens 100 Zeichen');
    // A server's answer arrives in the chosen language already; a text without a key shows as it is.
    expect(fieldMessage('Diese Aadhaar-Nummer ist bereits vorhanden')).toBe('Diese Aadhaar-Nummer ist bereits vorhanden');
    expect(fieldMessage(undefined)).toBe('');
  });

  it('are listed in the order of the form, nested fields by their path, each naming its field', async () => {
    const errors = {
      branch: { type: 'x', message: ADMISSION_ISSUES.required },
      ssc: { yearOfPass: { type: 'x', message: ADMISSION_ISSUES.yearOfPassFuture } },
      name: { type: 'x', message: ADMISSION_ISSUES.required },
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
