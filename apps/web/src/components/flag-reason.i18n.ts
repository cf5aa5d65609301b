import { FLAG_REASON_TEXTS } from '@campus/shared';

/** Why an order was flagged (the server sends the keys and values): they load with the first screen that shows one. */
export default {
  en: { flagReasons: FLAG_REASON_TEXTS },
  de: {
    flagReasons: {
      gatewayPaid: 'Das Gateway meldet PAID, aber {{problems}}',
      charge: 'die Zahlung {{charge}} ist nicht die des Auftrags ({{orderCharge}})',
      order: 'die Zahlung gehört zum Auftrag {{order}}',
      amount: 'Betrag {{amount}} Paise, der des Auftrags {{orderAmount}}',
      paid: 'bezahlt {{paid}} Paise, der Betrag des Auftrags {{orderAmount}}',
      currency: 'Währung {{currency}}, die des Auftrags {{orderCurrency}}',
      noPayment: 'keine erfolgreiche Zahlungstransaktion (PAYMENT)',
      partPaid: 'Das Gateway meldete {{paid}} bezahlt für einen Auftrag über {{amount}}',
    },
  } satisfies { flagReasons: Record<keyof typeof FLAG_REASON_TEXTS, string> },
};
