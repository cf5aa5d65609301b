import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar } from 'notistack';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Notifications } from './notifications';

/** A page that shows a new message each time its button is pressed. */
function Page() {
  const { enqueueSnackbar } = useSnackbar();
  const count = useRef(0);
  return (
    <button
      type="button"
      onClick={() => {
        count.current += 1;
        enqueueSnackbar(`Message ${count.current}`, { variant: count.current % 2 ? 'error' : 'success' });
      }}
    >
      Show
    </button>
  );
}

afterEach(cleanup);

describe('the short messages of a page', { timeout: 30_000 }, () => {
  it('shows one at a time: a new message dismisses the one shown', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ element: <Notifications />, children: [{ path: '/', element: <Page /> }] }]);
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('Message 1');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    // Each message shown leaves first (its exit animation), then the next comes.
    await screen.findByText('Message 3', {}, { timeout: 10_000 });
    expect(screen.queryByText('Message 1')).toBeNull();
    expect(screen.queryByText('Message 2')).toBeNull();
  });
});
