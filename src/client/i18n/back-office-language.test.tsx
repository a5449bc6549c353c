import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { StaffLocale } from '@shared/staff-roles';
import {
  adminAppointment,
  catalogueService,
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../tests/support/component-fixtures';
import { AppointmentDetailDialog } from '@client/features/booking/desk/appointment-detail-dialog';
import { NewAppointmentButton } from '@client/features/booking/desk/new-appointment-dialog';
import { WalkInButton } from '@client/features/booking/desk/walk-in-dialog';
import { CalendarGrid, type GridColumn } from '@client/features/booking/diary/calendar-grid';
import { BackOfficeI18n } from './back-office-i18n';

// The back office in the staff member's language (issue 31): the calendar's own words follow it,
// names and times stay as they are, and a new choice applies without a reload.

const appointment = adminAppointment({ status: 'confirmed' });
const column: GridColumn = {
  key: 'ana',
  label: 'Ana',
  heading: 'Ana',
  date: appointment.date,
  professionalId: appointment.assignedProfessionalId,
  professionalName: 'Ana',
  closedReason: null,
  working: [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '18:00' },
  ],
  timeOff: [],
  blocks: [
    {
      id: appointment.id,
      serviceId: appointment.serviceId,
      time: appointment.time,
      minutes: 30,
      bufferMinutes: 0,
      status: 'confirmed',
      client: appointment.clientName,
      service: appointment.serviceName,
      movable: true,
    },
  ],
};

function Calendar() {
  return (
    <>
      <NewAppointmentButton />
      <WalkInButton />
      <CalendarGrid columns={[column]} axis={{ start: 9 * 60, end: 18 * 60 }} onOpen={() => {}} />
      <AppointmentDetailDialog appointment={appointment} onClose={() => {}} onChanged={() => {}} />
    </>
  );
}

/** The choice made on the page, as the language picker makes it (the session's answer changes). */
function Switchable() {
  const [locale, setLocale] = useState<StaffLocale>('pt-BR');
  return (
    <BackOfficeI18n locale={locale}>
      <button type="button" onClick={() => setLocale(locale === 'pt-BR' ? 'en-GB' : 'pt-BR')}>
        {locale === 'pt-BR' ? 'en-GB' : 'pt-BR'}
      </button>
      <NewAppointmentButton />
      <CalendarGrid columns={[column]} axis={{ start: 9 * 60, end: 18 * 60 }} onOpen={() => {}} />
    </BackOfficeI18n>
  );
}

describe('the back office’s language', () => {
  fixClockAt('2026-06-12T12:00:00Z');

  it('shows the calendar in English (UK) when that is the staff member’s choice', async () => {
    fakeApi({
      [`GET /api/admin/appointments/${appointment.id}/client-alerts`]: () => ({
        body: { clientId: appointment.clientId, notes: [] },
      }),
    });
    renderWithApp(
      <BackOfficeI18n locale="en-GB">
        <Calendar />
      </BackOfficeI18n>,
    );
    // The open panel is modal: what is behind it is hidden from the accessibility tree.
    const behind = { hidden: true };
    expect(screen.getByRole('button', { name: 'New appointment', ...behind })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Walk-in', ...behind })).toBeTruthy();
    const grid = screen.getByRole('group', { name: 'Diary grid', ...behind });
    // A row's name is a time and a professional's name: the same in every language.
    expect(within(grid).getByLabelText('12:15 · Ana')).toBeTruthy();
    expect(within(grid).getByText('Break')).toBeTruthy();
    expect(within(grid).getByText('Confirmed')).toBeTruthy();

    const panel = screen.getByRole('dialog');
    expect(within(panel).getByText('Appointment details')).toBeTruthy();
    expect(within(panel).getByText('Friday 12 June 2026, 10:00 to 11:00')).toBeTruthy();
    expect(within(panel).getByText('Chosen professional')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(panel).queryByText(/Detalhes|Remarcar|Concluir/)).toBeNull();
  });

  it('switches between Portuguese and English at once, without a reload', async () => {
    fakeApi({
      'GET /api/catalogue': () => ({ body: { services: [catalogueService()], professionals: [] } }),
    });
    const user = userEvent.setup();
    renderWithApp(<Switchable />);
    expect(screen.getByRole('button', { name: 'Novo agendamento' })).toBeTruthy();
    expect(screen.getByText('Intervalo')).toBeTruthy();
    expect(screen.getByText('Confirmado')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'en-GB' }));
    expect(await screen.findByRole('button', { name: 'New appointment' })).toBeTruthy();
    expect(screen.getByText('Break')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New appointment' });
    expect(within(dialog).getByText('1. Client')).toBeTruthy();
    expect(within(dialog).getByText('2. Service and time')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'pt-BR' }));
    expect(await screen.findByRole('button', { name: 'Novo agendamento' })).toBeTruthy();
    expect(screen.getByText('Intervalo')).toBeTruthy();
  });
});
