import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionMode, ReturnableMode } from '@campus/shared';
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
