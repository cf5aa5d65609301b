import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { FiguresPage } from './figures.page';
import placementTexts from './placements.i18n';

addTranslations(placementTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

async function renderPage(language: 'en' | 'de' = 'en') {
  storeSession(
    { token: 't', username: 'placement_dean', fullName: 'Dean', roles: ['ROLE_PLACEMENT_DEAN'] } as unknown as SignInResponse,
    false,
  );
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Placements/Figures']}>
        <FiguresPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

describe('FiguresPage', { timeout: 30_000 }, () => {
  it('shows the season: placed of eligible, median and highest CTC, by programme and batch, company-wise, NIRF and NAAC', async () => {
    await renderPage();
    expect((await screen.findByTestId('placement-placed')).textContent).toBe('150');
    expect(screen.getByTestId('placement-eligible').textContent).toBe('200');
    expect(screen.getByTestId('placement-percentage').textContent).toBe('75.0\u00a0%');
    expect(screen.getByTestId('placement-median').textContent).toBe('₹4.5 lakh p.a.');
    expect(screen.getByTestId('placement-highest').textContent).toBe('₹24 lakh p.a.');
    expect(screen.getByTestId('placement-higher-studies').textContent).toBe('12');
    const group = screen.getByRole('table', { name: 'By programme and batch' });
    for (const text of ['B.Tech · 2022-2026', '2026', '75.0\u00a0%', '₹4.5 lakh p.a.']) expect(group.textContent).toContain(text);
    expect(screen.getByRole('table', { name: 'Company-wise hires' }).textContent).toContain('Tata Consultancy Services');
    expect(screen.getByRole('table', { name: 'NIRF graduation outcomes' }).textContent).toContain('240');
    expect(screen.getByRole('table', { name: 'NAAC 5.2.1 and 5.2.2' }).textContent).toContain('150');
  });

  it('downloads the figures as a workbook, and says so when it cannot', async () => {
    const created: string[] = [];
    // jsdom makes no object URLs: the page's hand-over to the browser is watched here.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => {
          created.push('blob:figures');
          return 'blob:figures';
        };
        static override revokeObjectURL = () => {};
      },
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(created).toEqual(['blob:figures']));
    expect(requestsSent((r) => r.path === '/api/placements/figures.xlsx')).toHaveLength(1);

    server.use(http.get('/api/placements/figures.xlsx', () => refusal(403, { code: 'FORBIDDEN', message: 'Not allowed' })));
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('The workbook could not be downloaded: Not allowed')).toBeTruthy();
  });

  it('speaks German', async () => {
    await renderPage('de');
    expect((await screen.findByTestId('placement-percentage')).textContent).toBe('75,0\u00a0%');
    expect(screen.getByTestId('placement-highest').textContent).toBe('24 Lakh ₹ p. a.');
    expect(screen.getByRole('button', { name: 'Excel herunterladen' })).toBeTruthy();
  });
});
