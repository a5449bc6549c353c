import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  catalogueProfessional,
  catalogueService,
  fakeApi,
  fixClockAt,
  type FakeRoute,
  renderWithApp,
  pickService,
} from '../../../../../tests/support/component-fixtures';
import { NewAppointmentDialog } from './new-appointment-dialog';

// The desk's times (issue 30): the server answers every free 5 minutes of the working time; the
// quarter hours are buttons, and any other 5-minute start is typed.

const ana = catalogueProfessional();
const cut = catalogueService({ professionalIds: [ana.id] });
const FREE = ['08:00', '08:05', '08:10', '08:15', '12:10', '12:15', '12:20'];

const desk: Record<string, FakeRoute> = {
  'GET /api/catalogue': () => ({ body: { services: [cut], professionals: [ana] } }),
  'GET /api/admin/clients': () => ({ body: { items: [], total: 0, page: 1, pageSize: 8 } }),
  'GET /api/admin/appointments/availability': ({ url }) => ({
    body: { date: url.searchParams.get('date'), times: FREE, closedReason: null },
  }),
  'POST /api/admin/appointments': ({ body }) => ({ status: 201, body: { appointment: body } }),
};

async function toSlotStep() {
  renderWithApp(<NewAppointmentDialog open onOpenChange={() => {}} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Novo cliente/ }));
  await user.type(screen.getByLabelText(/^Nome/), 'Joana Prado');
  await user.type(screen.getByLabelText(/^Telefone/), '07700 900 461');
  await user.click(screen.getByRole('button', { name: /Continuar/ }));
  await pickService(user, cut);
  await user.selectOptions(screen.getByLabelText(/^Profissional/), ana.id);
  await user.type(screen.getByLabelText(/^Data/), '2026-06-13');
  return user;
}

describe('the desk’s slot step', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('offers the free quarter hours as buttons', async () => {
    fakeApi(desk);
    await toSlotStep();
    const times = screen.getByRole('group', { name: /Horário/ });
    await within(times).findByRole('button', { name: '08:00' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['08:00', '08:15', '12:15']);
  });

  it('books any typed 5-minute time', async () => {
    const requests = fakeApi(desk);
    const user = await toSlotStep();
    const other = await screen.findByLabelText('Outra hora (de 5 em 5 minutos)');
    fireEvent.change(other, { target: { value: '12:10' } });
    expect(screen.queryByText(/não está entre os horários livres/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Agendar/ }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        professionalId: ana.id,
        date: '2026-06-13',
        time: '12:10',
      }),
    );
  });

  it('says when a typed time is not free, and a button clears the typed one', async () => {
    fakeApi(desk);
    const user = await toSlotStep();
    const other = await screen.findByLabelText('Outra hora (de 5 em 5 minutos)');
    fireEvent.change(other, { target: { value: '10:05' } });
    expect(
      await screen.findByText(
        '10:05 não está entre os horários livres: o agendamento pode ser recusado.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '08:15' }));
    expect(screen.getByRole('button', { name: '08:15' }).getAttribute('aria-pressed')).toBe('true');
    expect(other).toHaveProperty('value', '');
  });
});
