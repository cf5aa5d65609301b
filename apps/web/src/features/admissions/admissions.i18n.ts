import register from './admissions-register.i18n';
import admissionForm from './full-admission.i18n';
import studentAdmission from './student-admission.i18n';

export default {
  en: { admissions: {}, studentAdmission: studentAdmission.en, admissionForm: admissionForm.en, admissionsRegister: register.en },
  de: { admissions: {}, studentAdmission: studentAdmission.de, admissionForm: admissionForm.de, admissionsRegister: register.de },
};
