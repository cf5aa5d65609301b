import { COLLECTION_MODE_NAMES, RETURNED_NAMES, type CollectionMode, type ReturnableMode } from '@campus/shared';

/** How money was paid, and a returned cheque or draft, by name: they load with the first screen that shows one. */
export default {
  en: { collectionModes: { ...COLLECTION_MODE_NAMES, returned: RETURNED_NAMES } },
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
    },
  } satisfies { collectionModes: Record<CollectionMode, string> & { returned: Record<ReturnableMode, string> } },
};
