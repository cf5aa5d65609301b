import { ADMISSION_TEXTS } from '@campus/shared';
import { admissionErrorsDe } from './admission-errors.i18n';
import register from './admissions-register.i18n';
import admissionForm from './full-admission.i18n';
import studentAdmission from './student-admission.i18n';

/** What both admission forms say about the fields that need attention after a save. */
const checks = {
  en: {
    attention_one: '{{count}} field needs attention: {{first}}',
    attention_other: '{{count}} fields need attention. First: {{first}}',
    summary_one: '{{count}} field needs attention',
    summary_other: '{{count}} fields need attention',
    tooLong: 'At most {{max}} characters',
  },
  de: {
    attention_one: '{{count}} Feld muss korrigiert werden: {{first}}',
    attention_other: '{{count}} Felder müssen korrigiert werden. Zuerst: {{first}}',
    summary_one: '{{count}} Feld muss korrigiert werden',
    summary_other: '{{count}} Felder müssen korrigiert werden',
    tooLong: 'Höchstens {{max}} Zeichen',
  },
};

export default {
  en: {
    errors: { admissions: ADMISSION_TEXTS },
    admissions: checks.en,
    studentAdmission: studentAdmission.en,
    admissionForm: admissionForm.en,
    admissionsRegister: register.en,
  },
  // The forms' checks and the server's answers to a save: English is also in SERVER_TEXTS (loaded with the app), German only here.
  de: {
    errors: { admissions: admissionErrorsDe },
    admissions: checks.de,
    studentAdmission: studentAdmission.de,
    admissionForm: admissionForm.de,
    admissionsRegister: register.de,
  },
};
