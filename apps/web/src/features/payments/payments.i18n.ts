import payFees from './pay-fees.i18n';

/** The payments feature's texts: each screen's file, merged by language. */
export default {
  en: { ...payFees.en },
  de: { ...payFees.de },
};
