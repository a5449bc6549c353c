import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAppointment } from '@shared/schemas/booking';
import {
  adminAppointment,
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { AppointmentDetailDialog } from './appointment-detail-dialog';

// The appointment's panel (issue 30): the client's alerts and record, 'Confirmar' for a pending
// one, and a cancellation that records why and may leave the client untold.

const pending = adminAppointment({ status: 'pending', startsAt: '2026-06-12T09:00:00.000Z' });
const alertsPath = `GET /api/admin/appointments/${pending.id}/client-alerts`;
const statusPath = `POST /api/admin/appointments/${pending.id}/status`;
const note = {
  id: 'n0000000-0000-4000-8000-000000000001',
  body: 'Alérgica a látex',
  authorName: 'Owner',
  createdAt: '2026-06-01T10:00:00.000Z',
};

function renderPanel(appointment: AdminAppointment = pending, onChanged = vi.fn()) {
  renderWithApp(
    <AppointmentDetailDialog appointment={appointment} onClose={() => {}} onChanged={onChanged} />,
  );
  return onChanged;
}

describe('the appointment panel', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('lists the other parts of its visit, this one marked (issue 32)', async () => {
    const second = 'a9900000-0000-4000-8000-000000000002';
    const part = adminAppointment({
      visitId: 'v1500000-0000-4000-8000-000000000001',
      visitParts: [
        {
          id: pending.id,
          serviceName: 'Ladies Cut',
          time: '10:00',
          assignedProfessionalName: 'Ana',
          status: 'pending',
        },
        {
          id: second,
          serviceName: 'Gel Polish',
          time: '11:15',
          assignedProfessionalName: 'Bia',
          status: 'pending',
        },
      ],
      status: 'pending',
    });
    fakeApi({ [alertsPath]: () => ({ body: { clientId: part.clientId, notes: [] } }) });
    renderPanel(part);
    expect(screen.getByText('Parte 1 de 2')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Partes da visita' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['10:00 · Ladies Cut · Ana (este)', '11:15 · Gel Polish · Bia']);
  });

  it("shows the client's alerts, links to their record and offers 'Confirmar'", async () => {
    const requests = fakeApi({
      [alertsPath]: () => ({ body: { clientId: pending.clientId, notes: [note] } }),
      [statusPath]: () => ({ body: { appointment: { ...pending, status: 'confirmed' } } }),
    });
    const onChanged = renderPanel();
    const alerts = screen.getByRole('region', { name: 'Alertas do cliente' });
    expect(await within(alerts).findByText('Alérgica a látex')).toBeTruthy();
    expect(
      within(alerts)
        .getByRole('link', { name: /Abrir ficha do cliente/ })
        .getAttribute('href'),
    ).toBe(`/sistema/gerencial?tab=clientes&cliente=${pending.clientId}`);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'confirmed' })),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ status: 'confirmed' });
  });

  it("cancelling asks why ('Outro' needs words) and can leave the client untold", async () => {
    const requests = fakeApi({
      [alertsPath]: () => ({ body: { clientId: pending.clientId, notes: [] } }),
      [statusPath]: () => ({
        body: {
          appointment: {
            ...pending,
            status: 'cancelled',
            cancellation: { reason: 'other', note: 'Profissional doente' },
          },
        },
      }),
    });
    const onChanged = renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const notify = screen.getByRole('switch', { name: 'Avisar o cliente' });
    expect((notify as HTMLInputElement).checked).toBe(true);

    // 'Cliente cancelou' is chosen to begin with: the spec's two clicks still cancel.
    expect(
      (screen.getByRole('radio', { name: 'Cliente cancelou' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Outro' }));
    await user.click(screen.getByRole('button', { name: /Sim, cancelar/ }));
    expect(await screen.findByText('Descreva o motivo do cancelamento.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Descreva o motivo'), 'Profissional doente');
    await user.click(notify);
    expect(screen.getByText('Nenhum e-mail é enviado ao cliente.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Sim, cancelar/ }));
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' })),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      status: 'cancelled',
      cancellation: { reason: 'other', note: 'Profissional doente', notifyClient: false },
    });
  });

  it('shows a cancelled appointment’s reason', () => {
    fakeApi({ [alertsPath]: () => ({ body: { clientId: pending.clientId, notes: [] } }) });
    renderPanel({ ...pending, status: 'cancelled', cancellation: { reason: 'salon', note: null } });
    expect(screen.getByText('Motivo do cancelamento').nextElementSibling?.textContent).toBe(
      'Salão cancelou',
    );
  });
});
