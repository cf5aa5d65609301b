import { ADMISSION_MESSAGES } from '@campus/shared';
import { ApiRequestError } from '../../lib/api';

/**
 * Which message a failed save shows (spec 000 section 8): the server's own message; else, when the
 * server answered without one (a proxy's 502 page, a bare 500), 'Failed to save data'; else, when no
 * answer came at all (network down, request aborted), 'An error occurred while saving data'.
 */
export function saveFailureMessage(err: unknown): string {
  if (!(err instanceof ApiRequestError) || err.status === 0) return ADMISSION_MESSAGES.saveError;
  const message = err.body?.message;
  return typeof message === 'string' && message.trim() ? err.message : ADMISSION_MESSAGES.saveFailed;
}
