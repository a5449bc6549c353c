import { seriousViolations } from './support/axe';
import { signInAsAdmin } from './support/admin-session';
import {
  bookableServices,
  openWeekday,
  pickDate,
  pickFirstTime,
  signUpHere,
  E2E_MOBILE,
  uniqueEmail,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { KEY_FORMAT, loseFirstAnswer } from './support/idempotency';
import { formatGbp } from '../../src/shared/money';
import { salonInstant } from '../../src/shared/salon-dates';

const HOUR = 3_600_000;

// Own server: the back office's list and totals then hold this test's booking only.
test.use({ ownServer: true });

test('a client books a deposit service through the test checkout and sees it confirmed with its deposit paid; staff refund it by hand', async ({
  page,
  browser,
  request,
  app,
}) => {
  test.setTimeout(360_000);
  const services = await bookableServices(request);
  const balayage = services.find((s) => s.slug === 'balayage')!;
  expect(balayage.depositPence).toBe(Math.round(balayage.pricePence * 0.25));
  const deposit = formatGbp(balayage.depositPence!);
  const clientName = `Deposit Client ${Date.now()}`;

  await page.goto('/auth?redirect=/agendamentos');
  await signUpHere(page, uniqueEmail('deposit'), clientName);
  await expect(page).toHaveURL('/agendamentos');
  const form = page.getByRole('form', { name: 'New appointment' });
  await form.getByLabel('Service').selectOption(balayage.id);
  // Said before submitting, in the words.
  await expect(form.getByTestId('deposit-notice')).toHaveText(
    `A ${deposit} deposit is paid online to hold your time. It is refunded if you cancel at least 24 hours before.`,
  );
  await pickDate(form, openWeekday(2));
  await pickFirstTime(form);
  await form.getByLabel('UK mobile number').fill(E2E_MOBILE);
  await form.getByRole('button', { name: 'Continue to pay the deposit' }).click();

  // The labelled test checkout shows what is paid for.
  await expect(page).toHaveURL(/\/checkout\/teste\/cs_local_dep_/);
  await expect(page.getByRole('note')).toContainText('Test payment');
  await expect(page.getByText(balayage.name, { exact: true })).toBeVisible();
  await expect(page.getByText(deposit, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Pay ${deposit} (test payment)` }).click();

  // Back on My Appointments: verified, confirmed (a paid deposit confirms it), deposit paid.
  await expect(page).toHaveURL('/agendamentos');
  await expect(page.getByTestId('deposit-return')).toContainText(
    'Deposit paid: your appointment is booked',
  );
  const card = page.getByRole('article', { name: new RegExp(balayage.name) });
  await expect(card).toContainText('Confirmed');
  await expect(card.getByTestId('deposit-badge')).toHaveText(`Deposit paid · ${deposit}`);

  // Staff give it back by hand from the overlay, after a confirmation.
  const staff = await browser.newPage();
  // The test's own request context: the staff page's would be signed in as the new account first.
  await signInAsAdmin(staff, request, app);
  await staff.goto('/sistema/gerencial?tab=agendamentos');
  const row = staff.getByRole('row').filter({ hasText: clientName });
  await expect(row.getByTestId('deposit-badge')).toHaveText(`Sinal pago · ${deposit}`);
  await expect(staff.getByTestId('deposit-totals')).toContainText(`${deposit} pagos`);
  await row.getByRole('button', { name: /^Detalhes:/ }).click();
  const dialog = staff.getByRole('dialog', { name: balayage.name });
  await dialog.getByRole('button', { name: 'Devolver sinal' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Devolver sinal' });
  await expect(confirm).toContainText(clientName);
  expect(await seriousViolations(staff)).toEqual([]);
  await confirm.getByRole('button', { name: 'Sim, devolver' }).click();
  await expect(dialog.getByTestId('deposit-badge')).toHaveText(`Sinal devolvido · ${deposit}`);
  await expect(dialog.getByRole('button', { name: 'Devolver sinal' })).toHaveCount(0);

  await page.reload();
  await expect(card.getByTestId('deposit-badge')).toHaveText(`Deposit refunded · ${deposit}`);
});

test('a paid deposit inside 24 hours: the card and the reminder’s Reschedule link say to call; a return page opened again after a refund books nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const balayage = (await bookableServices(request)).find((s) => s.slug === 'balayage')!;
  const deposit = formatGbp(balayage.depositPence!);
  const date = openWeekday(2);
  await page.goto('/auth?redirect=/agendamentos');
  await signUpHere(page, uniqueEmail('deposit-notice'));
  await expect(page).toHaveURL('/agendamentos');

  // Two balayage bookings, their deposits paid at the test checkout.
  const paidBooking = async (time: string) => {
    const held = await page.request.post('/api/appointments', {
      data: { serviceId: balayage.id, professionalId: null, date, time, phone: E2E_MOBILE },
    });
    expect(held.status(), await held.text()).toBe(202);
    const { checkout } = (await held.json()) as { checkout: { checkoutUrl: string } };
    const sessionId = checkout.checkoutUrl.split('/').pop()!;
    expect((await page.request.post(`/api/deposit-checkout/${sessionId}/pay`)).status()).toBe(200);
    return sessionId;
  };
  const morningSession = await paidBooking('10:00');
  await paidBooking('15:00');
  const cardAt = (time: string) =>
    page.getByRole('article', { name: new RegExp(`^${balayage.name}, .* at ${time}$`) });

  // Days ahead, the Cancel dialog says the deposit comes back; the client cancels the morning one.
  await page.reload();
  await cardAt('10:00')
    .getByRole('button', { name: /^Cancel / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog.getByTestId('cancel-deposit-outcome')).toHaveText(
    `Your ${deposit} deposit will be refunded.`,
  );
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cardAt('10:00').getByTestId('deposit-badge')).toHaveText(
    `Deposit refunded · ${deposit}`,
  );

  // The checkout's return address opened again: it says how things stand, not a new booking.
  await page.goto(`/agendamentos?deposit_session=${morningSession}`);
  const returned = page.getByTestId('deposit-return');
  await expect(returned).toContainText('This payment was already recorded');
  await expect(returned).toContainText('cancelled, deposit refunded.');
  await expect(cardAt('10:00')).toContainText('Cancelled');

  // 23 hours before the afternoon one, moving it online is no longer offered.
  const afternoon = (
    (await (await page.request.get('/api/appointments')).json()) as {
      appointments: { id: string; time: string }[];
    }
  ).appointments.find((a) => a.time === '15:00')!;
  const start = salonInstant(date, '15:00');
  const moved = await page.request.post('/api/test/clock', {
    data: { advanceMs: start.getTime() - 23 * HOUR - Date.now() },
  });
  expect(moved.status()).toBe(200);
  await page.goto('/agendamentos');
  await expect(cardAt('15:00')).toContainText(
    'Less than 24 hours to go and your deposit is paid: to change or cancel, please call or message us on WhatsApp.',
  );
  await expect(cardAt('15:00').getByRole('button', { name: /^Reschedule / })).toHaveCount(0);
  await page.goto(`/agendamentos?reschedule=${afternoon.id}`);
  const notice = page.getByRole('alert').filter({ hasText: 'rescheduled online' });
  await expect(notice).toContainText(
    'Appointments with a paid deposit can only be rescheduled online up to 24 hours before they start. Please call us on 0121 496 0318',
  );
  await expect(notice.getByRole('link', { name: 'Call 0121 496 0318' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a deposit booking, its test payment and its return page whose answers are lost are retried with their keys: one hold, one payment', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const balayage = (await bookableServices(request)).find((s) => s.slug === 'balayage')!;
  const deposit = formatGbp(balayage.depositPence!);
  await page.goto('/auth?redirect=/agendamentos');
  await signUpHere(page, uniqueEmail('deposit-lost'));
  await expect(page).toHaveURL('/agendamentos');
  const holding = await loseFirstAnswer(page, '**/api/appointments');
  const paying = await loseFirstAnswer(page, '**/api/deposit-checkout/*/pay');
  const verifying = await loseFirstAnswer(page, '**/api/appointments/deposits/verify');

  const form = page.getByRole('form', { name: 'New appointment' });
  await form.getByLabel('Service').selectOption(balayage.id);
  await pickDate(form, openWeekday(3));
  await pickFirstTime(form);
  await form.getByLabel('UK mobile number').fill(E2E_MOBILE);
  await form.getByRole('button', { name: 'Continue to pay the deposit' }).click();
  await expect(page).toHaveURL(/\/checkout\/teste\/cs_local_dep_/);
  await page.getByRole('button', { name: `Pay ${deposit} (test payment)` }).click();
  await expect(page).toHaveURL('/agendamentos');
  await expect(page.getByTestId('deposit-return')).toContainText(
    'Deposit paid: your appointment is booked',
  );

  for (const keys of [holding, paying, verifying]) {
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY_FORMAT);
    expect(keys[1]).toBe(keys[0]);
  }
  expect(new Set([holding[0], paying[0], verifying[0]]).size).toBe(3);
  const mine = (await (await page.request.get('/api/appointments')).json()) as {
    appointments: { deposit: { status: string } | null }[];
  };
  expect(mine.appointments.map((a) => a.deposit?.status)).toEqual(['paid']);
});
