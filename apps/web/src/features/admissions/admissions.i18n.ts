export default {
  en: { admissions: {} },
  de: { admissions: {} },
};
