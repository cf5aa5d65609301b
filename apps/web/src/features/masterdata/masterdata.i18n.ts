export default {
  en: { masterdata: {} },
  de: { masterdata: {} },
};
