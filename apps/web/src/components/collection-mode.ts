import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMeansText, type CollectionMode, type PaymentMeans, type PaymentMeansWords, type ReturnableMode } from '@campus/shared';
import { addTranslations } from '../i18n';
import texts from './collection-mode.i18n';

addTranslations(texts);

/**
 * How money was paid, by name in the reader's language (`Demand draft`, `Bankscheck`), and a
 * returned cheque or draft (`Cheque returned`): never called a refund, since no money went back.
 */
export function useModeNames() {
  const { t } = useTranslation();
  const mode = useCallback((m: CollectionMode) => t(`collectionModes.${m}`), [t]);
  const returned = useCallback((m: ReturnableMode) => t(`collectionModes.returned.${m}`), [t]);
  return { mode, returned };
}

/**
 * How a payment was paid, as one line in the reader's language (`UPI ravi@okaxis`, `Scheck 004512,
 * Canara Bank, vom 20-11-2026`): the answer's `means`, written with the mode names above.
 */
export function usePaymentMeansText(): (means: PaymentMeans | null) => string | null {
  const { t } = useTranslation();
  return useMemo(() => {
    const words: PaymentMeansWords = {
      upi: t('collectionModes.UPI'),
      card: t('collectionModes.CARD'),
      cardEnding: (card, last4) => t('collectionModes.means.cardEnding', { card, last4 }),
      cash: t('collectionModes.CASH'),
      cheque: t('collectionModes.CHEQUE'),
      demandDraft: t('collectionModes.DD'),
      dated: (date) => t('collectionModes.means.dated', { date }),
      transfer: (utr) => t('collectionModes.means.transfer', { utr }).trim(),
      upiQr: (utr) => t('collectionModes.means.upiQr', { utr }).trim(),
    };
    return (means) => (means ? paymentMeansText(means, words) : null);
  }, [t]);
}
