import accounts from './accounts.i18n';
import counter from './counter/counter.i18n';
import gatewayKeys from './gateway-keys.i18n';
import payFees from './pay-fees.i18n';

/** The payments feature's texts: each screen's file, merged by language. */
export default {
  en: { ...payFees.en, ...counter.en, gatewayKeys: gatewayKeys.en, accounts: accounts.en },
  de: { ...payFees.de, ...counter.de, gatewayKeys: gatewayKeys.de, accounts: accounts.de },
};
