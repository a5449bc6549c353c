import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isBankHoliday } from '../../src/server/domain/bank-holidays';
import { addDays, isoWeekday, salonInstant, salonToday } from '../../src/shared/salon-dates';
import { FAKE_TWILIO, startFakeTwilio } from '../support/fake-twilio';
import { type AppProcess, postJson, sessionCookie, startApp } from './support/app-process';
import { logIn, PASSWORD } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { verifySmsNumberByApi } from './support/sms-app';
import { expectToastSeen } from './support/toasts';

// Moves the server's clock, so the test runs its own server: the outbox of its data folder holds
// the mail (no SMTP), and Twilio is a local fake the real SDK talks to.

const HOUR = 3_600_000;
const EMAIL = 'reminded@example.com';

/** The next open weekday (no bank holiday) at least `days` ahead. */
function openWeekdayFrom(days: number): string {
  let date = addDays(salonToday(), days);
  while (isoWeekday(date) > 5 || isBankHoliday(date)) date = addDays(date, 1);
  return date;
}

async function outboxMail(dataDir: string, match: (mail: ParsedMail) => boolean) {
  const outbox = join(dataDir, 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = existsSync(outbox)
          ? readdirSync(outbox).filter((n) => n.endsWith('.eml'))
          : [];
        for (const name of names) {
          const mail = await simpleParser(readFileSync(join(outbox, name)));
          if (match(mail)) found = mail;
        }
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

test.describe.configure({ timeout: 300_000 });

let app: AppProcess | undefined;
let fake: Awaited<ReturnType<typeof startFakeTwilio>> | undefined;
test.afterEach(async () => {
  await app?.stop();
  await fake?.close();
});

test('the reminder arrives when the clock moves, with its .ics and links that open the reschedule and cancel dialogs', async ({
  page,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-reminders-'));
  fake = await startFakeTwilio();
  app = await startApp({
    DATA_DIR: dataDir,
    SMTP_URL: '',
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    TWILIO_FROM: FAKE_TWILIO.from,
    TWILIO_API_BASE: fake.apiBase,
  });
  const url = app.url;

  // A confirmed client who asked for texts on a UK mobile.
  const signUp = await postJson(`${url}/api/auth/sign-up/email`, {
    name: 'Rita Reminded',
    email: EMAIL,
    password: PASSWORD,
    callbackURL: '/',
  });
  expect(signUp.status).toBe(200);
  const confirmation = await outboxMail(dataDir, (m) => (m.text ?? '').includes('verify-email'));
  const link = /https?:\/\/\S+verify-email\S+/.exec(confirmation.text ?? '')![0];
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
  const cookie = sessionCookie(
    await postJson(`${url}/api/auth/sign-in/email`, { email: EMAIL, password: PASSWORD }),
  );
  const profile = await fetch(`${url}/api/me/profile`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ fullName: 'Rita Reminded', phone: '07700 900 321', smsReminders: true }),
  });
  expect(profile.status).toBe(200);
  // Texts go only to a number proven with a code (issue 27): proven through the API here.
  await verifySmsNumberByApi(url, cookie, fake, '+447700900321');
  const codeTexts = fake.messages.length;

  // Two bookings: one in a week, one two days after it.
  const catalogue = (await (await fetch(`${url}/api/catalogue`)).json()) as {
    services: { id: string; slug: string }[];
  };
  const serviceId = catalogue.services.find((s) => s.slug === 'cut-blow-dry')!.id;
  const book = async (date: string) => {
    const res = await postJson(
      `${url}/api/appointments`,
      { serviceId, professionalId: null, date, time: '14:00' },
      { cookie },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { appointment: { id: string } }).appointment.id;
  };
  const day = openWeekdayFrom(7);
  const soon = await book(day);
  const later = await book(openWeekdayFrom(10));

  // 23 hours before the first: its reminder is due, the other's is not.
  const start = salonInstant(day, '14:00');
  const moved = await postJson(`${url}/api/test/clock`, {
    advanceMs: start.getTime() - 23 * HOUR - Date.now(),
  });
  expect(moved.status).toBe(200);

  const reminder = await outboxMail(dataDir, (m) => m.subject?.startsWith('Reminder:') ?? false);
  expect(reminder.to && 'text' in reminder.to ? reminder.to.text : '').toContain(EMAIL);
  expect(reminder.subject).toMatch(/ at 14:00$/);
  const ics = reminder.attachments.find((a) => a.filename === 'appointment.ics');
  const calendar = ics!.content.toString('utf8').replace(/\r\n /g, '');
  expect(calendar).toContain(`UID:appointment-${soon}@aurorabeautystudio.co.uk`);
  expect(calendar).toContain('SEQUENCE:0');
  const text = reminder.text ?? '';
  expect(text).toContain('Address: 118 Harborne Road');
  const rescheduleLink = /Reschedule: (\S+)/.exec(text)![1]!;
  const cancelLink = /Cancel: (\S+)/.exec(text)![1]!;
  expect(rescheduleLink).toBe(`${url}/agendamentos?reschedule=${soon}`);
  expect(cancelLink).toBe(`${url}/agendamentos?cancel=${soon}`);
  // Only the due one was reminded, once.
  const subjects = await Promise.all(
    readdirSync(join(dataDir, 'outbox'))
      .filter((name) => name.endsWith('.eml'))
      .map(
        async (name) => (await simpleParser(readFileSync(join(dataDir, 'outbox', name)))).subject,
      ),
  );
  expect(subjects.filter((s) => s?.startsWith('Reminder:'))).toHaveLength(1);
  // And by text, through the provider's API.
  await expect.poll(() => fake!.messages.length - codeTexts, { timeout: 15_000 }).toBe(1);
  expect(fake.messages[codeTexts]).toMatchObject({ to: '+447700900321', from: FAKE_TWILIO.from });
  expect(fake.messages[codeTexts]!.body).toContain('at 14:00');

  // Signed out, the Reschedule link asks for a sign-in, then opens the dialog.
  await page.goto(rescheduleLink);
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await logIn(page, EMAIL);
  await expect(page.getByRole('dialog', { name: 'Choose a new time' })).toBeVisible({
    timeout: 20_000,
  });
  // Closed, the link leaves the address: a reload does not open it again.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${url}/agendamentos`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your appointments' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 23 hours ahead is too late to cancel online: the page says why and gives the phone.
  await page.goto(cancelLink);
  const notice = page.getByRole('alert').filter({ hasText: 'cancelled online' });
  await expect(notice).toContainText(
    'Appointments can only be cancelled online up to 24 hours before they start. Please call us on 0121 496 0318',
  );
  await expect(notice.getByRole('link', { name: 'Call 0121 496 0318' })).toHaveAttribute(
    'href',
    'tel:+441214960318',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The later appointment's Cancel link opens its dialog, and cancelling works.
  await page.goto(`${url}/agendamentos?cancel=${later}`);
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expectToastSeen(page, 'Appointment cancelled');
});
