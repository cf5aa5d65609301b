import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import dashboardTexts from '../dashboards.i18n';
import { AdminFigures } from './admin-figures';

const ADMIN: AdminDashboard = { users: 42, usersByRole: [], pendingSignUps: 0, recentAudit: [] };

addTranslations(dashboardTexts);

beforeEach(() => server.use(http.get('/api/dashboards/admin', () => HttpResponse.json(ADMIN))));
afterEach(cleanup);

describe('the administrator’s landing page', () => {
  it('counts today’s messages, sent, failed and waiting, each leading to the Messages page', async () => {
    await renderWithApp(
      <MemoryRouter>
        <AdminFigures />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('heading', { name: 'Messages' });
    const panel = section.parentElement!;
    const figure = (label: string) => within(panel).getByText(label).closest('a')!;
    // The cards hold their place while the figures load, then show them.
    await waitFor(() => expect(within(figure('Sent today')).getByTestId('figure-messages-sent').textContent).toBe('12'));
    expect(within(figure('Failed today')).getByTestId('figure-messages-failed').textContent).toBe('1');
    expect(within(figure('Waiting to go')).getByTestId('figure-messages-waiting').textContent).toBe('3');
    for (const label of ['Sent today', 'Failed today', 'Waiting to go'])
      expect(figure(label).getAttribute('href')).toBe('/app/Admin/Messages');
  });
});
