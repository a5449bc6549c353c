import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  adminAppointment,
  catalogueProfessional,
  catalogueService,
  fakeApi,
  fixClockAt,
  type FakeRoute,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { MoveAppointmentForm } from './move-appointment-form';

const ana = catalogueProfessional();
const bia = catalogueProfessional({ id: '9a0f0000-0000-4000-8000-000000000002', name: 'Bia' });
const cut = catalogueService({ professionalIds: [ana.id, bia.id] });
const appointment = adminAppointment();

const desk: Record<string, FakeRoute> = {
  'GET /api/catalogue': () => ({ body: { services: [cut], professionals: [ana, bia] } }),
  'GET /api/admin/appointments/availability': ({ url }) => ({
    body: {
      date: url.searchParams.get('date'),
      times: ['10:00', '11:30'],
      closedReason: null,
    },
  }),
};

function renderForm(onMoved = vi.fn()) {
  renderWithApp(
    <MoveAppointmentForm appointment={appointment} onMoved={onMoved} onCancel={() => {}} />,
  );
  return userEvent.setup();
}

describe('the desk’s move of an appointment', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('asks for a time, offers its own as taken, and moves it to the one chosen', async () => {
    const requests = fakeApi({
      ...desk,
      'POST /api/admin/appointments/a9900000-0000-4000-8000-000000000001/move': ({ body }) => ({
        body: { appointment: { ...appointment, ...(body as object) } },
      }),
    });
    const onMoved = vi.fn();
    const user = renderForm(onMoved);

    expect(
      ((await screen.findByRole('radio', { name: /10:00/ })) as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: /Confirmar remarcação/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Escolha um horário.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByLabelText(/^Profissional/), bia.id);
    await user.click(await screen.findByRole('radio', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: /Confirmar remarcação/ }));

    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      date: '2026-06-12',
      time: '10:00',
      professionalId: bia.id,
    });
    const times = requests.filter((r) => r.path === '/api/admin/appointments/availability');
    expect(Object.fromEntries(times.at(-1)!.url.searchParams)).toMatchObject({
      professional: bia.id,
      date: '2026-06-12',
      exclude: appointment.id,
    });
  });

  it('says why a move was refused, and the time must be chosen again', async () => {
    fakeApi({
      ...desk,
      'POST /api/admin/appointments/a9900000-0000-4000-8000-000000000001/move': () => ({
        status: 409,
        body: { error: { code: 'slot_taken', message: 'Esse horário acabou de ser ocupado.' } },
      }),
    });
    const user = renderForm();

    await user.click(await screen.findByRole('radio', { name: '11:30' }));
    await user.click(screen.getByRole('button', { name: /Confirmar remarcação/ }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Esse horário acabou de ser ocupado.',
    );
    expect((screen.getByRole('radio', { name: '11:30' }) as HTMLInputElement).checked).toBe(false);
  });
});
