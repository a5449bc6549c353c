import type { APIRequestContext, Page } from '@playwright/test';
import { diaryMessages } from '../../src/shared/diary';
import type { AdminProfessional, AdminService } from '../../src/shared/schemas/admin-catalogue';
import { grantAdmin, ADMIN_PASSWORD } from './support/admin-session';
import {
  openWeekday,
  pickDate,
  pickFirstTime,
  signedInClient,
  uniqueEmail,
} from './support/booking-helpers';
import { type AppUnderTest, expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { expectToastSeen } from './support/toasts';

// Each test builds its own team and treatments through the back office's API (names no other test
// uses, sorted after the seeded ones), so the shared server's other tests never see them chosen,
// and takes them out of the catalogue again at the end.

const bookingForm = (page: Page) => page.getByRole('form', { name: 'New appointment' });
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** An administrator's API session on `request` (signed up, confirmed, granted, signed in). */
async function adminApi(request: APIRequestContext, app: AppUnderTest) {
  const email = uniqueEmail('diary-admin');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Diary Admin', email, password: ADMIN_PASSWORD, callbackURL: '/' },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await waitForMail((m) => m.to === email && m.text.includes('/verify-email'));
  const link = new URL(
    mail.text.match(/https?:\/\/\S+/g)!.find((u) => u.includes('/verify-email'))!,
  );
  await request.get(link.pathname + link.search, { maxRedirects: 0 });
  await grantAdmin(app, email);
  // The confirmation left a session cookie in `request`: the auth library then wants the origin a
  // browser would name.
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password: ADMIN_PASSWORD },
    headers: { Origin: app.url },
  });
  expect(signIn.ok()).toBe(true);

  const created: { professionals: string[]; services: string[] } = {
    professionals: [],
    services: [],
  };
  return {
    async professional(name: string): Promise<AdminProfessional> {
      const res = await request.post('/api/admin/professionals', {
        data: { name, role: 'Therapist' },
      });
      expect(res.status(), await res.text()).toBe(201);
      const professional = (await res.json()) as AdminProfessional;
      created.professionals.push(professional.id);
      return professional;
    },
    async service(
      name: string,
      fields: { professionalIds: string[]; adultsOnly?: boolean },
    ): Promise<AdminService> {
      const res = await request.post('/api/admin/services', {
        data: {
          name,
          description: 'A treatment made for this test.',
          category: fields.adultsOnly ? 'estetica' : 'outros',
          section: fields.adultsOnly ? 'injetaveis' : 'consultas',
          durationMinutes: 30,
          price: '40',
          bookable: true,
          ...fields,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const service = (await res.json()) as AdminService;
      created.services.push(service.id);
      return service;
    },
    /** Takes what the test made out of the public catalogue. */
    async cleanUp() {
      for (const id of created.services) await request.post(`/api/admin/services/${id}/deactivate`);
      for (const id of created.professionals) {
        await request.post(`/api/admin/professionals/${id}/deactivate?confirm=true`);
      }
    },
  };
}

const optionLabels = async (page: Page) =>
  bookingForm(page)
    .getByLabel('Professional')
    .locator('option')
    .evaluateAll((options) => options.map((o) => o.textContent));

test('the booking form lists only the professionals of the chosen service, and lets go of one who does not perform the next', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request, app);
  try {
    const id = stamp();
    const iris = await admin.professional(`Iris Wren ${id}`);
    const otto = await admin.professional(`Otto Wren ${id}`);
    const ritual = await admin.service(`Wren Ritual ${id}`, { professionalIds: [iris.id] });
    const facial = await admin.service(`Wren Facial ${id}`, { professionalIds: [otto.id] });

    await signedInClient(page, 'diary-professionals');
    await page.goto('/agendamentos');
    const form = bookingForm(page);
    await form.getByLabel('Service').selectOption(ritual.id);
    expect(await optionLabels(page)).toEqual(['No preference', iris.name]);
    await form.getByLabel('Professional').selectOption({ label: iris.name });

    // Iris does not perform the facial: she is let go, and the form says so.
    await form.getByLabel('Service').selectOption(facial.id);
    expect(await optionLabels(page)).toEqual(['No preference', otto.name]);
    await expect(form.getByLabel('Professional')).toHaveValue('');
    await expect(form.getByRole('status')).toContainText(
      `${iris.name} doesn't offer ${facial.name}, so we've set No preference.`,
    );

    // Otto's free days and times are the facial's: the form books with him.
    await form.getByLabel('Professional').selectOption({ label: otto.name });
    await expect(form.getByRole('status')).toHaveCount(0);
    await pickDate(form, openWeekday(7));
    await pickFirstTime(form);
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expectToastSeen(page, 'Appointment booked!');

    // A link naming a professional who does not perform the service keeps the service only; one
    // naming nobody is ignored.
    await page.goto(`/agendamentos?service=${facial.slug}&professional=${iris.id}`);
    await expect(form.getByLabel('Service')).toHaveValue(facial.id);
    await expect(form.getByLabel('Professional')).toHaveValue('');
    await expect(form.getByRole('status')).toContainText(`${iris.name} doesn't offer`);
    await page.goto(`/agendamentos?service=${ritual.slug}&professional=nobody-${id}`);
    await expect(form.getByLabel('Service')).toHaveValue(ritual.id);
    await expect(form.getByLabel('Professional')).toHaveValue('');
    await page.goto(`/agendamentos?service=${ritual.slug}&professional=${iris.id}`);
    await expect(form.getByLabel('Professional')).toHaveValue(iris.id);
  } finally {
    await admin.cleanUp();
  }
});

/** The date, `years` years before `date` and `days` days later (YYYY-MM-DD). */
function yearsBefore(date: string, years: number, days = 0) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function fillDateOfBirth(page: Page, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  const group = page.getByRole('group', { name: 'Date of birth' });
  await group.getByLabel('Day').fill(day);
  await group.getByLabel('Month').fill(month);
  await group.getByLabel('Year').fill(year);
}

test('an 18+ treatment asks a client without a date of birth for it, refuses one under 18 on the day, and books an adult, whose profile then keeps it', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request, app);
  try {
    const id = stamp();
    const nurse = await admin.professional(`Nell Wren ${id}`);
    const filler = await admin.service(`Wren Filler ${id}`, {
      professionalIds: [nurse.id],
      adultsOnly: true,
    });

    await signedInClient(page, 'diary-adults');
    await page.goto(`/agendamentos?service=${filler.slug}`);
    const form = bookingForm(page);
    await expect(form.getByLabel('Service')).toHaveValue(filler.id);
    await expect(form).toContainText(
      '18+ only: by law we cannot book this treatment for anyone under 18.',
    );
    const dateOfBirth = form.getByRole('group', { name: 'Date of birth' });
    await expect(dateOfBirth).toBeVisible();

    const date = openWeekday(8);
    await pickDate(form, date);
    await pickFirstTime(form);
    const book = form.getByRole('button', { name: 'Book Appointment' });
    await book.click();
    await expect(dateOfBirth).toContainText(diaryMessages.dateOfBirthMissing);

    // 18 the day after the appointment: still 17 on the day.
    await fillDateOfBirth(page, yearsBefore(date, 18, 1));
    await book.click();
    await expect(dateOfBirth).toContainText(diaryMessages.underAge);
    await expectToastSeen(page, 'Error creating appointment');

    // 18 on the very day: booked, and the form no longer asks.
    const birthday = yearsBefore(date, 18);
    await fillDateOfBirth(page, birthday);
    await expect(dateOfBirth).not.toContainText(diaryMessages.underAge);
    await pickFirstTime(form);
    await book.click();
    await expectToastSeen(page, 'Appointment booked!');
    await form.getByLabel('Service').selectOption(filler.id);
    await expect(form).toContainText('18+ only');
    await expect(dateOfBirth).toHaveCount(0);

    await page.goto('/perfil');
    const saved = page.getByRole('group', { name: /Date of birth/ });
    const [year, month, day] = birthday.split('-');
    await expect(saved.getByLabel('Day')).toHaveValue(day!);
    await expect(saved.getByLabel('Month')).toHaveValue(month!);
    await expect(saved.getByLabel('Year')).toHaveValue(year!);
  } finally {
    await admin.cleanUp();
  }
});
