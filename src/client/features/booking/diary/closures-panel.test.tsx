import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../../../tests/support/component-fixtures';
import { ClosuresPanel } from './closures-panel';

const closure = {
  id: 'c105e000-0000-4000-8000-000000000001',
  startsOn: '2026-12-24',
  endsOn: '2026-12-24',
  reason: 'Closed for Christmas',
  affected: [],
};

describe('ClosuresPanel’s form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names what is missing before asking the server, and saves a one-day closure', async () => {
    const requests = fakeApi({
      'GET /api/admin/diary/closures': () => ({
        body: { items: [], total: 0, page: 1, pageSize: 20 },
      }),
      'POST /api/admin/diary/closures': () => ({ status: 201, body: { item: closure } }),
    });
    renderWithApp(<ClosuresPanel />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Novo fechamento/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }));
    expect(await within(dialog).findByText('Informe a data inicial.')).toBeTruthy();
    expect(
      within(dialog).getByText('Informe o motivo que as clientes verão (em inglês).'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^De/), '2026-12-24');
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Closed for Christmas');
    await user.click(within(dialog).getByRole('button', { name: /Salvar/ }));

    expect(
      await within(dialog).findByText('Salvo. Nenhum agendamento coincide com 24/12/2026.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        startsOn: '2026-12-24',
        endsOn: '2026-12-24',
        reason: 'Closed for Christmas',
      }),
    );
  });
});
