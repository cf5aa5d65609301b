import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { SignInBody, SignInResponse } from '@campus/shared';
import { api, ApiRequestError } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

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
export async function signIn({ username, password, module }: SignInBody): Promise<SignInResponse> {
  const answer = await api<SignInResponse>('auth/signin', { body: { username, password, module }, query: { module } });
  return { ...answer, collegeName: await collegeCodeWithToken(answer.token) };
}

/** Times a sign-in is sent again after the server said it is too busy to check passwords now. */
const BUSY_RETRIES = 3;

const busyFor = (err: unknown): number | undefined =>
  err instanceof ApiRequestError && err.status === 503 && err.body?.retryAfter ? err.body.retryAfter : undefined;

/**
 * Signs in; while the server has no turn for the password check (503 with Retry-After, ADR 0071) it is
 * sent again after the wait the server asked for, and `onWait` tells the page how long that is.
 */
export async function signInInTurn(input: SignInBody, onWait: (seconds: number | null) => void): Promise<SignInResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await signIn(input);
    } catch (err) {
      const seconds = busyFor(err);
      if (seconds === undefined || attempt >= BUSY_RETRIES) throw err;
      onWait(seconds);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    } finally {
      onWait(null);
    }
  }
}

export interface SignInInTurn extends SignInBody {
  onWait: (seconds: number | null) => void;
}

export const signInMutationOptions = () =>
  mutationOptions({ mutationFn: ({ onWait, ...input }: SignInInTurn) => signInInTurn(input, onWait) });

export const useSignIn = (config?: MutationConfig<SignInResponse, SignInInTurn>) => useMutation({ ...config, ...signInMutationOptions() });
