import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_PASSWORD_MASK, type GatewayKeysAnswer } from '@campus/shared';
import { addTranslations } from '../../i18n';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { GatewayKeysPage } from './gateway-keys.page';
import paymentTexts from './payments.i18n';

const keys: GatewayKeysAnswer = {
  status: 'true',
  list: [
    {
      uniquekey: 'k-exam',
      feeType: 'EXAM',
      paymentGatewayUserName: 'shop-exam',
      paymentGatewayPassword: GATEWAY_PASSWORD_MASK,
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  feeTypes: [
    { code: 'TUITION', name: 'Tuition Fee' },
    { code: 'HOSTEL', name: 'Hostel Fee' },
    { code: 'EXAM', name: 'Examination Fee' },
  ],
};

addTranslations(paymentTexts);

beforeEach(() => server.use(http.get('/api/getPaymentGatewayKeyMaintenance', () => HttpResponse.json(keys))));
afterEach(cleanup);

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const changes = () => requestsSent(writes);

async function confirmYes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }));
}

describe('the gateway keys page', { timeout: 30_000 }, () => {
  it("marks an empty field of a row with the schema's message and asks nothing; a filled row is saved after YES", async () => {
    const user = userEvent.setup();
    await renderWithApp(<GatewayKeysPage />);
    await user.type(await screen.findByLabelText('Gateway user name for TUITION'), '  shop-tuition ');
    await user.click(screen.getByRole('button', { name: 'Save TUITION' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('Gateway password for TUITION'))).toBe('Gateway password is required'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByLabelText('Gateway password for TUITION'), 'Secret-1');
    await user.click(screen.getByRole('button', { name: 'Save TUITION' }));
    await confirmYes(user);
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect((await withBodies(changes()))[0]).toEqual({
      method: 'POST',
      path: '/api/savePaymentGatewayKeyMaintenance',
      body: [{ feeType: 'TUITION', paymentGatewayUserName: 'shop-tuition', paymentGatewayPassword: 'Secret-1' }],
    });
  });

  it('updates a saved key with its uniquekey, the mask keeping the stored password', async () => {
    const user = userEvent.setup();
    await renderWithApp(<GatewayKeysPage />);
    const name = await screen.findByLabelText('Gateway user name for EXAM');
    await user.clear(name);
    await user.type(name, 'shop-exam-2');
    await user.click(screen.getByRole('button', { name: 'Update EXAM' }));
    await confirmYes(user);
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect((await withBodies(changes()))[0]).toEqual({
      method: 'PUT',
      path: '/api/updatePaymentGatewayKeyMaintenance',
      body: { feeType: 'EXAM', paymentGatewayUserName: 'shop-exam-2', paymentGatewayPassword: GATEWAY_PASSWORD_MASK, uniquekey: 'k-exam' },
    });
  });

  it('saves all new rows that are filled in, and marks the field a refusal names in its row', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/savePaymentGatewayKeyMaintenance', () =>
        refusal(400, { code: 'INVALID', message: 'Gateway user name must have at most 100 characters', field: '1.paymentGatewayUserName' }),
      ),
    );
    await renderWithApp(<GatewayKeysPage />);
    await user.type(await screen.findByLabelText('Gateway user name for TUITION'), 'shop-tuition');
    await user.type(screen.getByLabelText('Gateway password for TUITION'), 'Secret-1');
    await user.type(screen.getByLabelText('Gateway user name for HOSTEL'), 'shop-hostel');
    await user.type(screen.getByLabelText('Gateway password for HOSTEL'), 'Secret-2');
    await user.click(screen.getByRole('button', { name: 'Save all new rows' }));
    await confirmYes(user);
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(await changes()[0].body()).toEqual([
      { feeType: 'TUITION', paymentGatewayUserName: 'shop-tuition', paymentGatewayPassword: 'Secret-1' },
      { feeType: 'HOSTEL', paymentGatewayUserName: 'shop-hostel', paymentGatewayPassword: 'Secret-2' },
    ]);
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Gateway user name for HOSTEL'))).toBe('Gateway user name must have at most 100 characters'),
    );
    expect(screen.getByLabelText('Gateway user name for TUITION').getAttribute('aria-invalid')).not.toBe('true');
  });
});
