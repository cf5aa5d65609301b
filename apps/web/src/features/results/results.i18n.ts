export default {
  en: { results: {} },
  de: { results: {} },
};
