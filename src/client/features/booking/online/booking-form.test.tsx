import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingMessages, CANCELLATION_NOTICE_HOURS } from '@shared/booking';
import { depositNotice } from '@shared/deposits';
import { formatGbp } from '@shared/money';
import {
  catalogueProfessional,
  catalogueService,
  fakeApi,
  fixClockAt,
  type FakeRoute,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { BookingForm } from './booking-form';

const cut = catalogueService({
  professionalIds: ['9a0f0000-0000-4000-8000-000000000001', '9a0f0000-0000-4000-8000-000000000002'],
});
const brows = catalogueService({
  id: '5e1a0000-0000-4000-8000-000000000002',
  slug: 'brow-lamination',
  name: 'Brow Lamination',
  depositPence: 2000,
  professionalIds: ['9a0f0000-0000-4000-8000-000000000002'],
});
const ana = catalogueProfessional();
const bia = catalogueProfessional({ id: '9a0f0000-0000-4000-8000-000000000002', name: 'Bia' });

/** The month's free days and a day's free times, as the availability routes answer them. */
const availability: Record<string, FakeRoute> = {
  'GET /api/availability/days': ({ url }) => ({
    body: { month: url.searchParams.get('month'), days: ['2026-06-12', '2026-06-15'], closed: [] },
  }),
  'GET /api/availability': ({ url }) => ({
    body: { date: url.searchParams.get('date'), times: ['10:00', '10:30'], closedReason: null },
  }),
};

function renderForm(savedPhone: string | null = '07700 900123') {
  renderWithApp(
    <BookingForm
      services={[cut, brows]}
      professionals={[ana, bia]}
      serviceParam={null}
      savedDateOfBirth={null}
      savedPhone={savedPhone}
    />,
  );
  return userEvent.setup();
}

/** Chooses the cut with Bia on Friday 12 June at 10:30, as a visitor does. */
async function chooseCutWithBia(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Service/), 'Ladies Cut');
  await user.selectOptions(screen.getByLabelText(/^Professional/), 'Bia');
  await user.click(screen.getByRole('button', { name: 'Date: Pick a date' }));
  const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
  await user.click(await within(calendar).findByRole('button', { name: /12 June 2026/ }));
  const time = screen.getByLabelText(/^Time/);
  await waitFor(() => expect(within(time).getByRole('option', { name: '10:30' })).toBeTruthy());
  await user.selectOptions(time, '10:30');
}

describe('BookingForm', () => {
  fixClockAt('2026-06-10T09:00:00Z');

  it('books the chosen service, professional, day and time', async () => {
    const requests = fakeApi({
      ...availability,
      'POST /api/appointments': ({ body }) => ({ status: 201, body: { appointment: body } }),
    });
    const user = renderForm();

    await chooseCutWithBia(user);
    expect(screen.getByRole('button', { name: 'Date: Fri, 12 Jun 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        serviceId: '5e1a0000-0000-4000-8000-000000000001',
        professionalId: '9a0f0000-0000-4000-8000-000000000002',
        date: '2026-06-12',
        time: '10:30',
        notes: null,
      }),
    );
    // Booked: the form is empty for the next booking.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Service/) as HTMLSelectElement).value).toBe(''),
    );
    const days = requests.find((r) => r.path === '/api/availability/days');
    expect(days?.url.searchParams.get('month')).toBe('2026-06');
    // The profile has a UK mobile: the form does not ask for one.
    expect(screen.queryByLabelText(/^UK mobile number/)).toBeNull();
  });

  it('asks for a UK mobile when the profile has none, and sends it with the booking', async () => {
    const requests = fakeApi({
      ...availability,
      'POST /api/appointments': ({ body }) => ({ status: 201, body: { appointment: body } }),
    });
    const user = renderForm('0121 496 0000');

    await chooseCutWithBia(user);
    const mobile = screen.getByLabelText(/^UK mobile number/);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText(bookingMessages.mobileRequired)).toBeTruthy();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');

    await user.type(mobile, '0121 496 0001');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText(bookingMessages.mobileRequired)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(mobile);
    await user.type(mobile, '07700 900456');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        time: '10:30',
        phone: '07700 900456',
      }),
    );
  });

  it('offers only the professionals who perform the service, and says the deposit', async () => {
    fakeApi(availability);
    const user = renderForm();

    await user.selectOptions(screen.getByLabelText(/^Service/), 'Brow Lamination');

    const professionals = within(screen.getByLabelText(/^Professional/)).getAllByRole('option');
    expect(professionals.map((option) => option.textContent)).toEqual(['No preference', 'Bia']);
    expect(screen.getByTestId('deposit-notice').textContent).toBe(
      depositNotice(formatGbp(2000), CANCELLATION_NOTICE_HOURS),
    );
    expect(screen.getByRole('button', { name: 'Continue to pay the deposit' })).toBeTruthy();
  });

  it('puts a refused booking’s reason under the field it is about', async () => {
    const reason = 'Closed for staff training';
    fakeApi({
      ...availability,
      'POST /api/appointments': () => ({
        status: 422,
        body: { error: { code: 'salon_closed', message: reason, fields: { date: reason } } },
      }),
    });
    const user = renderForm();

    await chooseCutWithBia(user);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    const date = screen.getByRole('button', { name: 'Date: Fri, 12 Jun 2026' });
    await waitFor(() => expect(date.getAttribute('data-invalid')).not.toBeNull());
    const describedBy = date.getAttribute('aria-describedby')?.split(' ') ?? [];
    const said = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(said).toContain(reason);
  });
});
