import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@shared/booking';
import {
  clientAppointment,
  fakeApi,
  fixClockAt,
  type FakeRoute,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { RescheduleAppointmentDialog } from './reschedule-appointment-dialog';

const appointment = clientAppointment();
const RESCHEDULE = `POST /api/appointments/${appointment.id}/reschedule`;

/** The month's free days and a day's free times; its own time on the 12th is among them. */
const availability: Record<string, FakeRoute> = {
  'GET /api/availability/days': ({ url }) => ({
    body: { month: url.searchParams.get('month'), days: ['2026-06-12', '2026-06-15'], closed: [] },
  }),
  'GET /api/availability': ({ url }) => ({
    body: { date: url.searchParams.get('date'), times: ['10:00', '10:30'], closedReason: null },
  }),
};

async function renderOpen() {
  renderWithApp(<RescheduleAppointmentDialog appointment={appointment} initiallyOpen />);
  const user = userEvent.setup();
  return { user, dialog: await screen.findByRole('dialog') };
}

async function pickThe12th(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Date: Pick a date' }));
  const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
  await user.click(await within(calendar).findByRole('button', { name: /12 June 2026/ }));
}

describe('a client’s reschedule of their own appointment', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('asks for a date and a time, leaves out the current time, and moves it', async () => {
    const requests = fakeApi({
      ...availability,
      [RESCHEDULE]: ({ body }) => ({
        body: { appointment: { ...appointment, ...(body as object) } },
      }),
    });
    const { user, dialog } = await renderOpen();

    await user.click(within(dialog).getByRole('button', { name: /Confirm new time/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      bookingMessages.requiredFields,
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await pickThe12th(user, dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const time = within(dialog).getByLabelText(/^New time/);
    await waitFor(() => expect(within(time).queryByRole('option', { name: '10:30' })).toBeTruthy());
    expect(within(time).queryByRole('option', { name: '10:00' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Confirm new time/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      bookingMessages.requiredFields,
    );

    await user.selectOptions(time, '10:30');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Confirm new time/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      date: '2026-06-12',
      time: '10:30',
    });
  });

  it('says why the server refused, and the time must be chosen again', async () => {
    fakeApi({
      ...availability,
      [RESCHEDULE]: () => ({
        status: 409,
        body: { error: { code: 'slot_taken', message: 'That time has just been taken.' } },
      }),
    });
    const { user, dialog } = await renderOpen();

    await pickThe12th(user, dialog);
    const time = within(dialog).getByLabelText(/^New time/) as HTMLSelectElement;
    await waitFor(() => expect(within(time).queryByRole('option', { name: '10:30' })).toBeTruthy());
    await user.selectOptions(time, '10:30');
    await user.click(within(dialog).getByRole('button', { name: /Confirm new time/ }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That time has just been taken.',
    );
    expect(time.value).toBe('');
  });
});
