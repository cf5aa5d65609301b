import { COLLECTION_MODE_NAMES, RETURNED_NAMES, type CollectionMode, type ReturnableMode } from '@campus/shared';

/** How money was paid, and a returned cheque or draft, by name: they load with the first screen that shows one. */
export default {
  en: {
    collectionModes: {
      ...COLLECTION_MODE_NAMES,
      returned: RETURNED_NAMES,
      // The words of a payment's line (paymentMeansText): `Card VISA ending 4242`, `Cheque 004512, …, dated 20-11-2026`.
      means: {
        cardEnding: '{{card}} ending {{last4}}',
        dated: 'dated {{date}}',
        transfer: 'Bank transfer, UTR {{utr}}',
        upiQr: "UPI to the college's QR, UTR {{utr}}",
      },
    },
  },
  de: {
    collectionModes: {
      CARD: 'Karte',
      UPI: 'UPI',
      CASH: 'Bar',
      DD: 'Bankscheck',
      CHEQUE: 'Scheck',
      TRANSFER: 'Überweisung',
      UPI_QR: 'UPI (QR-Code der Hochschule)',
      returned: { CHEQUE: 'Scheck zurückgegeben', DD: 'Bankscheck zurückgegeben' },
      means: {
        cardEnding: '{{card}} mit Endziffern {{last4}}',
        dated: 'vom {{date}}',
        transfer: 'Überweisung, UTR {{utr}}',
        upiQr: 'UPI an den QR-Code der Hochschule, UTR {{utr}}',
      },
    },
  } satisfies {
    collectionModes: Record<CollectionMode, string> & { returned: Record<ReturnableMode, string>; means: Record<string, string> };
  },
};
