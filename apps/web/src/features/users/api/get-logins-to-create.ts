import type { LoginsToCreate, LoginsToCreateQuery } from '@campus/shared';
import { api } from '../../../lib/api';

/** How many logins Create Logins would make now: asked right before the confirmation, never kept. */
export const getLoginsToCreate = ({ kind, considerMailOrEmpcode, course, batch, branch }: LoginsToCreateQuery) =>
  api<LoginsToCreate>('users/logins-to-create', { query: { kind, considerMailOrEmpcode, course, batch, branch } });
