import { mutationOptions } from '@tanstack/react-query';
import type { CryptQuery } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** `getDecryptedValue`: the sealed value of a plain text, or the plain text of a sealed value. */
export const runCrypt = ({ type, content }: CryptQuery) => api<string>('getDecryptedValue', { query: { type, content } });

export const runCryptMutationOptions = () => mutationOptions({ mutationFn: runCrypt });

export const useRunCrypt = (config?: MutationConfig<string, CryptQuery>) => useFeatureMutation(runCryptMutationOptions, config);
