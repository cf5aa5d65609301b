import studentAdmission from './student-admission.i18n';

export default {
  en: { admissions: {}, studentAdmission: studentAdmission.en },
  de: { admissions: {}, studentAdmission: studentAdmission.de },
};
