import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminAppointment,
  catalogueProfessional,
  catalogueService,
  fakeApi,
  fixClockAt,
  pickService,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { WalkInButton } from './walk-in-dialog';

const ana = catalogueProfessional();
const cut = catalogueService({ professionalIds: [ana.id] });
const catalogue = {
  'GET /api/catalogue': () => ({ body: { services: [cut], professionals: [ana] } }),
};

async function openWalkIn() {
  const user = userEvent.setup();
  renderWithApp(<WalkInButton />);
  await user.click(screen.getByRole('button', { name: /Walk-in/ }));
  return user;
}

describe('Walk-in', () => {
  fixClockAt('2026-06-12T09:07:00Z');

  it('books with only a name and a service: nothing else is asked', async () => {
    const requests = fakeApi({
      ...catalogue,
      'POST /api/admin/appointments/walk-in': () => ({
        status: 201,
        body: { appointment: adminAppointment({ time: '10:05' }) },
      }),
    });
    const user = await openWalkIn();
    await user.click(screen.getByRole('button', { name: /Agendar agora/ }));
    expect(await screen.findByText('Informe o nome do cliente.')).toBeTruthy();
    expect(screen.getByText('Escolha um serviço.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/^Nome/), 'Ana Walk');
    await pickService(user, cut);
    await user.click(screen.getByRole('button', { name: /Agendar agora/ }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      client: { name: 'Ana Walk', phone: null, email: null },
      serviceId: cut.id,
      professionalId: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Walk-in' })).toBeNull());
  });

  it('says so when nobody is free today, and keeps what was typed', async () => {
    fakeApi({
      ...catalogue,
      'POST /api/admin/appointments/walk-in': () => ({
        status: 409,
        body: {
          error: { code: 'no_free_time', message: 'Ninguém está livre hoje para este serviço.' },
        },
      }),
    });
    const user = await openWalkIn();
    await user.type(screen.getByLabelText(/^Nome/), 'Late Walk');
    await pickService(user, cut);
    await user.click(screen.getByRole('button', { name: /Agendar agora/ }));
    expect(await screen.findByRole('dialog', { name: 'Walk-in' })).toBeTruthy();
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Late Walk');
  });
});
