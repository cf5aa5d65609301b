import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { SignUpBody, SignUpResponse } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getUsersQueryPrefix } from './get-users';

/** `POST /api/auth/signup` (001 §7): the password in clear over TLS, hashed on the server (DESIGN.md 5.1). */
export const signUp = (body: SignUpBody) => api<SignUpResponse>('auth/signup', { body });

export const signUpMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: signUp, onSuccess: () => void queryClient.invalidateQueries({ queryKey: getUsersQueryPrefix }) });

export const useSignUp = (config?: MutationConfig<SignUpResponse, SignUpBody>) => useFeatureMutation(signUpMutationOptions, config);
