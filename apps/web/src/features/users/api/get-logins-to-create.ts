import type { LoginsToCreate } from '@campus/shared';
import { api } from '../../../lib/api';
import type { CreateLogins } from './create-logins';

/** How many logins Create Logins would make now: asked right before the confirmation, never kept. */
export const getLoginsToCreate = ({ kind, considerMailOrEmpcode }: CreateLogins) =>
  api<LoginsToCreate>('users/logins-to-create', { query: { kind, considerMailOrEmpcode } });
