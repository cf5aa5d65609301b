import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DEFAULT_TIME_ZONE, type ContactData } from '@campus/shared';
import { getContactDataQueryOptions } from '../lib/college';
import i18n from '../i18n';

/**
 * Renders a component as a page holds it: a query client whose college contact data is already
 * known (so nothing is fetched for the time zone), in the language asked for.
 */
export async function renderWithApp(ui: ReactElement, { language = 'en', ...options }: RenderOptions & { language?: 'en' | 'de' } = {}) {
  await i18n.changeLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(getContactDataQueryOptions().queryKey, { timeZone: DEFAULT_TIME_ZONE } as ContactData);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...render(ui, { wrapper, ...options }) };
}
