import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const EncryptDecryptPage = lazyPage(
  () => import('./encrypt-decrypt.page'),
  'EncryptDecryptPage',
  () => import('./utilities.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Utilities/Encrypt Decrypt', element: <EncryptDecryptPage /> }];
