import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, switchLanguage } from '../../i18n';
import { requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import grievanceTexts from './grievances.i18n';
import { PublicGrievancePage } from './public-grievance.page';

addTranslations(grievanceTexts);

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

async function renderPage(language: 'en' | 'de' = 'en') {
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/grievance']}>
        <PublicGrievancePage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

describe('PublicGrievancePage', { timeout: 30_000 }, () => {
  it('files a grievance of ragging or harassment without a name, and shows the number and the code to keep', async () => {
    const user = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Grievances of ragging and harassment' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'File without your name' });
    await user.click(within(form).getByRole('combobox', { name: /^Category/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Harassment or discrimination', 'Ragging']);
    await user.click(screen.getByRole('option', { name: 'Ragging' }));
    await user.type(within(form).getByRole('textbox', { name: /^Subject/ }), 'Seniors force first years to stand at night');
    await user.type(
      within(form).getByRole('textbox', { name: /^What happened/ }),
      'In block BH-2 the seniors make us stand in the corridor after 11 pm.',
    );
    await user.click(within(form).getByRole('button', { name: 'File the grievance' }));

    const receipt = await screen.findByTestId('anonymous-receipt');
    expect(within(receipt).getByTestId('anonymous-number').textContent).toBe('GRV-2026-00015');
    expect(within(receipt).getByTestId('anonymous-code').textContent).toBe('K7Q2M9XD4H');
    expect(receipt.textContent).toContain('Keep this code: with the number it is the only way to follow your grievance.');
    expect(receipt.textContent).toContain('The committee decides by 22-12-2026.');
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'POST',
        path: '/api/public/grievances',
        body: {
          category: 'ragging',
          subject: 'Seniors force first years to stand at night',
          description: 'In block BH-2 the seniors make us stand in the corridor after 11 pm.',
        },
      },
    ]);
  });

  it('follows a grievance by its number and code, to read, and says so when they match none', async () => {
    const user = await renderPage();
    const form = await screen.findByRole('form', { name: 'Follow a grievance' });
    await user.type(within(form).getByRole('textbox', { name: /^Acknowledgement number/ }), 'grv-2026-00015');
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), 'WRONGCODE1');
    await user.click(within(form).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('No grievance has that acknowledgement number and code')).toBeTruthy();

    await user.clear(within(form).getByRole('textbox', { name: /^Code/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), 'K7Q2M9XD4H');
    await user.click(within(form).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('heading', { name: 'Grievance GRV-2026-00015' })).toBeTruthy();
    expect(screen.getByTestId('grievance-head').textContent).toContain('Filed byAnonymous');
    const steps = [...screen.getByTestId('grievance-timeline').querySelectorAll('li')].map((li) => li.textContent);
    expect(steps[0]).toMatch(/^Filed28-11-2026, 10:05\spm$/);
    expect(steps[1]).toContain('Assigned to Dr. K. Ramesh');
    expect(screen.queryByTestId('grievance-actions')).toBeNull();
    expect((await withBodies(requestsSent(writes))).at(-1)).toEqual({
      method: 'POST',
      path: '/api/public/grievances/track',
      body: { number: 'GRV-2026-00015', code: 'K7Q2M9XD4H' },
    });
  });

  it('says the college takes grievances only from those signed in when it takes none without a name, and leads to the sign-in', async () => {
    server.use(http.get('/api/public/grievances/settings', () => HttpResponse.json({ anonymousOn: false })));
    await renderPage();
    const off = await screen.findByTestId('anonymous-off');
    expect(off.textContent).toContain('The college takes grievances only from signed-in students, parents and staff.');
    expect(within(off).getByRole('link', { name: 'Sign in to file a grievance' }).getAttribute('href')).toBe(
      '/login?next=%2Fapp%2FMy%20Grievances',
    );
    expect(screen.queryByRole('form', { name: 'File without your name' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Follow a grievance' })).toBeTruthy();
  });

  it('speaks German', async () => {
    await renderPage('de');
    expect(await screen.findByRole('form', { name: 'Ohne Namen einreichen' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Beschwerden über Ragging und Belästigung'));
    expect(screen.getByRole('form', { name: 'Beschwerde verfolgen' })).toBeTruthy();
  });
});
