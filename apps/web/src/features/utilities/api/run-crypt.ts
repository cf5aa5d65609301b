import { mutationOptions } from '@tanstack/react-query';
import type { CryptDirection } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

interface CryptInput {
  type: CryptDirection;
  content: string;
}

/** `getDecryptedValue`: the sealed value of a plain text, or the plain text of a sealed value. */
export const runCrypt = ({ type, content }: CryptInput) => api<string>('getDecryptedValue', { query: { type, content } });

export const runCryptMutationOptions = () => mutationOptions({ mutationFn: runCrypt });

export const useRunCrypt = (config?: MutationConfig<string, CryptInput>) => useFeatureMutation(runCryptMutationOptions, config);
