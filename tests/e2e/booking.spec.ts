import type { Page } from '@playwright/test';
import { formatGbp } from '../../src/shared/money';
import { seriousViolations } from './support/axe';
import {
  bookableServices,
  expectedService,
  logIn,
  longDate,
  shortDate,
  mailWithAttachment,
  openWeekday,
  pickDate,
  pickFirstTime,
  professionalId,
  signedInClient,
  signUpHere,
  E2E_MOBILE,
  uniqueEmail,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { KEY_FORMAT, loseFirstAnswer } from './support/idempotency';
import { waitForMail } from './support/mailbox';
import { dismissToasts, expectToastSeen, recordToasts } from './support/toasts';

const bookingForm = (page: Page) => page.getByRole('form', { name: 'New appointment' });

/** An .ics file's text with folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');
const icsOf = (mail: {
  attachments: { filename: string; contentType: string; content: string }[];
}) => mail.attachments.find((a) => a.filename.endsWith('.ics'))!;

test('a visitor books from a service card: sign-up, pre-selection, calendar, time and notes; the card shows Pending, the e-mails carry the .ics, and cancelling frees the time', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const services = await bookableServices(request);
  const massage = expectedService('/agendamentos?service=massagens-relaxantes', services);
  const email = uniqueEmail('booker');

  // Signed out, the 'Book Now' of a service card leads to sign-up, and back to the booking page.
  await page.goto('/servicos');
  await page.getByRole('link', { name: 'Book Now: Relaxing Massages' }).click();
  await expect(page).toHaveURL('/auth?redirect=/agendamentos?service=massagens-relaxantes');
  await signUpHere(page, email, 'Helena Marsh');
  await expect(page).toHaveURL('/agendamentos?service=massagens-relaxantes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Appointments');

  await expectToastSeen(page, 'Service pre-selected', massage.name);
  const form = bookingForm(page);
  await expect(form.getByLabel('Service')).toHaveValue(massage.id);
  await expect(page.getByText("You don't have any appointments yet.")).toBeVisible();

  await form.getByLabel('Professional').selectOption({ label: 'Camila Rocha' });
  // Massages are Camila's, who does not work on Tuesdays.
  const date = [0, 1].map(openWeekday).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 2)!;
  await pickDate(form, date);
  await expect(form.getByLabel('Date')).toHaveText(shortDate(date));
  const time = await pickFirstTime(form);
  await form.getByLabel('Notes').fill('First visit — sensitive skin, please.');
  // A new account has no mobile yet: the form asks for it once (issue 32).
  await form.getByLabel('UK mobile number').fill(E2E_MOBILE);
  await dismissToasts(page);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Book Appointment' }).click();

  await expectToastSeen(
    page,
    'Appointment booked!',
    "Your appointment has been created successfully. We'll contact you to confirm.",
  );
  // The form starts again from empty.
  await expect(form.getByLabel('Service')).toHaveValue('');
  await expect(form.getByLabel('Time')).toBeDisabled();
  await expect(form.getByLabel('Notes')).toHaveValue('');

  const card = page.getByRole('article', {
    name: `${massage.name}, ${longDate(date)} at ${time}`,
  });
  await expect(card.getByRole('heading')).toHaveText(massage.name);
  await expect(card.getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
  await expect(card).toContainText('Camila Rocha');
  await expect(card).toContainText(longDate(date));
  await expect(card).toContainText(time);
  await expect(card).toContainText(formatGbp(massage.pricePence));
  await expect(card).toContainText('First visit — sensitive skin, please.');
  await dismissToasts(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The time is no longer offered for Camila on that day.
  await form.getByLabel('Service').selectOption(massage.id);
  await form.getByLabel('Professional').selectOption({ label: 'Camila Rocha' });
  await pickDate(form, date);
  await expect(form.getByLabel('Time')).toBeEnabled();
  await expect(form.getByLabel('Time').locator(`option[value="${time}"]`)).toHaveCount(0);

  // The client's confirmation carries an .ics in the salon's time; the salon gets a notice.
  const confirmation = await mailWithAttachment(email, '.ics');
  expect(confirmation.text).toContain(massage.name);
  expect(confirmation.text).toContain(time);
  const invite = icsOf(confirmation);
  expect(invite.contentType).toContain('text/calendar');
  const ics = unfold(invite.content);
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(
    `DTSTART;TZID=Europe/London:${date.replaceAll('-', '')}T${time.replace(':', '')}00`,
  );
  const uid = /^UID:(.+)$/m.exec(ics)?.[1]?.trim();
  expect(uid).toBeTruthy();
  const notice = await waitForMail(
    (m) => m.to.includes('salon-inbox@example.com') && m.text.includes(email),
  );
  expect(notice.text).toContain(massage.name);

  // Cancelling, confirmed in a dialog, marks the card Cancelled and frees the time.
  await card.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText(massage.name);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expectToastSeen(page, 'Appointment cancelled');
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Cancelled')).toHaveAttribute('data-tone', 'red');
  await expect(card.getByRole('button', { name: /^Cancel / })).toHaveCount(0);

  await form.getByLabel('Service').selectOption(massage.id);
  await form.getByLabel('Professional').selectOption({ label: 'Camila Rocha' });
  await pickDate(form, date);
  await expect(form.getByLabel('Time').locator(`option[value="${time}"]`)).toHaveCount(1);

  // The cancellation updates the same calendar event.
  const cancelled = await waitForMail(
    (m) =>
      m.to.includes(email) &&
      m.attachments.some((a) => a.filename.endsWith('.ics') && a.content.includes('METHOD:CANCEL')),
  );
  expect(unfold(icsOf(cancelled).content)).toContain(`UID:${uid}`);
});

test('missing fields are named; a time taken meanwhile is refused and the free times refresh', async ({
  page,
  request,
}) => {
  const services = await bookableServices(request);
  const cut = expectedService('/agendamentos?service=classic-cut', services);
  const rafael = await professionalId(request, 'Rafael Lima');
  await signedInClient(page, 'race');
  await page.goto('/agendamentos?service=classic-cut');
  const form = bookingForm(page);
  await expect(form.getByLabel('Service')).toHaveValue(cut.id);

  await form.getByLabel('Service').selectOption('');
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expectToastSeen(page, 'Required fields', 'Please fill in all required fields.');
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await expect(form.getByLabel('Service')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Service').selectOption(cut.id);
  await form.getByLabel('Professional').selectOption({ label: 'Rafael Lima' });
  const date = openWeekday(1);
  await pickDate(form, date);
  const time = await pickFirstTime(form);

  // Someone else takes that time while the form is open.
  const taken = await page.request.post('/api/appointments', {
    data: { serviceId: cut.id, professionalId: rafael, date, time, notes: '' },
  });
  expect(taken.status()).toBe(201);

  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expectToastSeen(
    page,
    'Error creating appointment',
    'Sorry, that time has just been taken. Please choose another time.',
  );
  await expect(form.getByLabel('Time')).toHaveValue('');
  await expect(form.getByLabel('Time').locator(`option[value="${time}"]`)).toHaveCount(0);
  await expect(form.getByLabel('Service')).toHaveValue(cut.id);
});

test('a booking and a cancellation whose answers are lost after they were done are retried with their own keys: each done and shown once', async ({
  page,
  request,
}) => {
  const services = await bookableServices(request);
  const cut = expectedService('/agendamentos?service=classic-cut', services);
  await signedInClient(page, 'lost-answer');
  const booking = await loseFirstAnswer(page, '**/api/appointments');
  await page.goto('/agendamentos?service=classic-cut');
  const form = bookingForm(page);
  await expect(form.getByLabel('Service')).toHaveValue(cut.id);
  await form.getByLabel('Professional').selectOption({ label: 'Rafael Lima' });
  const date = openWeekday(4);
  await pickDate(form, date);
  const time = await pickFirstTime(form);
  await form.getByRole('button', { name: 'Book Appointment' }).click();

  // The server booked it and the answer was lost: the app asked again with the same key and got
  // the first answer, not "that time has just been taken".
  await expectToastSeen(page, 'Appointment booked!');
  expect(booking).toHaveLength(2);
  expect(booking[0]).toMatch(KEY_FORMAT);
  expect(booking[1]).toBe(booking[0]);
  const card = page.getByRole('article', { name: `${cut.name}, ${longDate(date)} at ${time}` });
  await expect(card).toHaveCount(1);
  const mine = (await (await page.request.get('/api/appointments')).json()) as {
    appointments: unknown[];
  };
  expect(mine.appointments).toHaveLength(1);

  // Cancelling is another action: a key of its own, reused on its own retry.
  const cancelling = await loseFirstAnswer(page, '**/api/appointments/*/cancel');
  await card.getByRole('button', { name: /^Cancel / }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this appointment?' })
    .getByRole('button', { name: 'Cancel appointment' })
    .click();
  await expectToastSeen(page, 'Appointment cancelled');
  await expect(card.getByText('Cancelled')).toBeVisible();
  expect(cancelling).toHaveLength(2);
  expect(cancelling[0]).toMatch(KEY_FORMAT);
  expect(cancelling[1]).toBe(cancelling[0]);
  expect(cancelling[0]).not.toBe(booking[0]);
});

test('a signed-out visitor is sent to sign in and comes back with the service kept', async ({
  page,
  browser,
  request,
}) => {
  const services = await bookableServices(request);
  const barbotherapy = expectedService('/agendamentos?service=barbotherapy', services);
  const email = await signedInClient(page, 'returning');

  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await recordToasts(other);
  await other.goto('/agendamentos?service=barbotherapy');
  await expect(other).toHaveURL('/auth?redirect=/agendamentos?service=barbotherapy');
  await logIn(other, email);
  await expect(other).toHaveURL('/agendamentos?service=barbotherapy');
  await expectToastSeen(other, 'Service pre-selected', barbotherapy.name);
  await expect(bookingForm(other).getByLabel('Service')).toHaveValue(barbotherapy.id);
  await visitor.close();
});

/**
 * The distinct booking links in a page's main content. On /tratamentos, `tab` names the tab to
 * open, and every accordion item in it is opened (each mounts its 'Book' link only when open).
 */
async function bookingLinks(page: Page, path: string, tab?: string): Promise<string[]> {
  await page.goto(path);
  const links = page.locator('main a[href^="/agendamentos"]');
  if (tab) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button').first()).toBeVisible();
    const closed = panel.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
  }
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

const TREATMENT_TABS = [
  'Estética Injetável',
  'Corporais',
  'Facial',
  'Cabelo',
  'Mãos & Pés',
  'Depilação',
  'Bem-Estar',
];

// One test per page, and per tab of /tratamentos, so each stays short on a busy machine.
const LINK_SOURCES: { path: string; tab?: string }[] = [
  { path: '/' },
  { path: '/servicos' },
  ...TREATMENT_TABS.map((tab) => ({ path: '/tratamentos', tab })),
  { path: '/estetica' },
  { path: '/barbearia' },
];

for (const { path, tab } of LINK_SOURCES) {
  test(`every booking link on ${path}${tab ? ` (${tab})` : ''} lands on the booking form with its service pre-selected`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const services = await bookableServices(request);
    await signedInClient(page, 'links');
    const hrefs = await bookingLinks(page, path, tab);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      await page.goto(href);
      const service = bookingForm(page).getByLabel('Service');
      if (new URL(href, 'http://salon.test').searchParams.has('service')) {
        const expected = expectedService(href, services);
        await expect(service, href).toHaveValue(expected.id);
        await expectToastSeen(page, 'Service pre-selected', expected.name);
      } else {
        // A general 'Book' button opens the empty form.
        await expect(service, href).toBeVisible();
        await expect(service, href).toHaveValue('');
        expect(
          await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts),
        ).not.toContainEqual(expect.stringContaining('Service pre-selected'));
      }
    }
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the booking page fits the screen and its calendar and times work', async ({ page }) => {
    await signedInClient(page, 'phone');
    await page.goto('/agendamentos?service=gel-manicure');
    const form = bookingForm(page);
    await expectToastSeen(page, 'Service pre-selected');
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);

    await form.getByLabel('Date').click();
    const calendar = page.getByRole('dialog', { name: 'Choose a date' });
    const box = await calendar.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await pickDate(form, openWeekday(2));
    await pickFirstTime(form);
    expect(await overflow()).toBe(0);
  });
});
