import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { ServiceFormDialog } from './service-form-dialog';

// A new service starts with nobody ticked (issue 30); the server's refusal of a bookable one with
// nobody shows on the team's boxes.

const NOBODY =
  'Escolha ao menos um profissional ativo: sem ninguém, o serviço não pode ser agendado online.';

const team = [
  { id: '9a0f0000-0000-4000-8000-000000000001', name: 'Ana', isActive: true },
  { id: '9a0f0000-0000-4000-8000-000000000002', name: 'Bia', isActive: true },
];

describe('ServiceFormDialog, a new service', () => {
  fixClockAt('2026-06-01T09:00:00Z');

  it('starts with no professional ticked and shows the server’s refusal on the team', async () => {
    const requests = fakeApi({
      'GET /api/admin/professionals': () => ({
        body: { items: team, total: 2, page: 1, pageSize: 100 },
      }),
      'POST /api/admin/services': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: NOBODY,
            fields: { professionalIds: NOBODY },
          },
        },
      }),
    });
    renderWithApp(<ServiceFormDialog record={null} open onOpenChange={() => {}} />);
    const boxes = await screen.findAllByRole('checkbox', { name: /Ana|Bia/ });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nome/), 'Scalp Detox Ritual');
    fireEvent.change(screen.getByLabelText(/^Preço \(£\)/), { target: { value: '42.50' } });
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await screen.findByText(NOBODY)).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({ professionalIds: [], bookable: true });

    await user.click(boxes[1]!);
    await waitFor(() => expect((boxes[1] as HTMLInputElement).checked).toBe(true));
  });
});
