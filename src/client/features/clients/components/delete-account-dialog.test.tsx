import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountDialog } from './delete-account-dialog';

/** DELETE /api/me: `{ ok: true }` for `password`, else the server's wrong-password refusal. */
function stubDeleteApi(password: string) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method !== 'DELETE' || !url.endsWith('/api/me'))
        return Response.json({}, { status: 404 });
      const body = JSON.parse(String(init.body)) as { password: string };
      bodies.push(body);
      if (body.password === password) return Response.json({ ok: true });
      const message = 'The password is incorrect.';
      return Response.json(
        { error: { code: 'wrong_password', message, fields: { password: message } } },
        { status: 400 },
      );
    }),
  );
  return bodies;
}

function renderDialog(onDeleted = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DeleteAccountDialog onDeleted={onDeleted} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return { onDeleted, dialog: within(screen.getByRole('alertdialog')) };
}

describe('DeleteAccountDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the password before sending anything', async () => {
    const bodies = stubDeleteApi('right');
    const { dialog } = renderDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('Enter your password to confirm.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('shows a wrong password under its field, then deletes with the right one', async () => {
    const bodies = stubDeleteApi('right');
    const { dialog, onDeleted } = renderDialog();
    fireEvent.change(dialog.getByLabelText(/Your password/), { target: { value: 'wrong' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('The password is incorrect.')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
    fireEvent.change(dialog.getByLabelText(/Your password/), { target: { value: 'right' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(bodies).toEqual([{ password: 'wrong' }, { password: 'right' }]);
  });
});
