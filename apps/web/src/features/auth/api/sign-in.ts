import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { SignInResponse } from '@campus/shared';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export interface SignIn {
  username: string;
  password: string;
  /** The module signed in to (Admin, Faculty, Student, …). */
  module: string;
}

/** After sign-in the client asks for the college code with its token; a failure leaves it null (spec 001 §7). */
async function collegeCodeWithToken(token: string): Promise<string | null> {
  try {
    const res = await fetch('/api/getCollegeName', { headers: { authorization: `Bearer ${token}` } });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/** Signs in, then reads the college code with the new token. */
export async function signIn({ username, password, module }: SignIn): Promise<SignInResponse> {
  const answer = await api<SignInResponse>('auth/signin', { body: { username, password, module }, query: { module } });
  return { ...answer, collegeName: await collegeCodeWithToken(answer.token) };
}

export const signInMutationOptions = () => mutationOptions({ mutationFn: signIn });

export const useSignIn = (config?: MutationConfig<SignInResponse, SignIn>) => useMutation({ ...config, ...signInMutationOptions() });
