import { describe, expect, it } from 'vitest';
import { STUDENT_ADMISSION_FIELDS } from '@campus/shared';
import admissionForm from './full-admission.i18n';

describe('the Excel template of new admissions', () => {
  it("heads each column with the admission forms' own English label", () => {
    const labels = admissionForm.en.fields as Record<string, string>;
    expect(STUDENT_ADMISSION_FIELDS.map((f) => [f.key, f.label])).toEqual(STUDENT_ADMISSION_FIELDS.map((f) => [f.key, labels[f.key]]));
  });
});
