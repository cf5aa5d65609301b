import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CollectionsRange } from '@campus/shared';
import { apiBlob, downloadBlob } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export const getCollectionsWorkbook = (range: CollectionsRange) => apiBlob('payments/collections.xlsx', { query: { ...range } });

/** Fetches the collections of a range as .xlsx and hands it to the browser as a download. */
export const downloadCollectionsMutationOptions = () =>
  mutationOptions({
    mutationFn: async (range: CollectionsRange) =>
      downloadBlob(
        await getCollectionsWorkbook(range),
        `collections-${range.from}-to-${range.to}${range.mode ? `-${range.mode.toLowerCase()}` : ''}.xlsx`,
      ),
  });

export const useDownloadCollections = (config?: MutationConfig<void, CollectionsRange>) =>
  useMutation({ ...config, ...downloadCollectionsMutationOptions() });
