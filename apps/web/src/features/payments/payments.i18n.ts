import accounts from './accounts.i18n';
import gatewayKeys from './gateway-keys.i18n';

/** The payments feature's texts, loaded with its pages. */
export default {
  en: { gatewayKeys: gatewayKeys.en, accounts: accounts.en },
  de: { gatewayKeys: gatewayKeys.de, accounts: accounts.de },
};
