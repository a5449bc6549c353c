import { readFileSync } from 'node:fs';
import type { ClientDataExport } from '../../src/shared/schemas/privacy';
import {
  bookableServices,
  logIn,
  openWeekday,
  PASSWORD,
  signedInClient,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectToastSeen } from './support/toasts';

// Signs a client up and follows the confirmation e-mail first: slow on the busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a client downloads their data, then deletes their account and can no longer sign in', async ({
  page,
}) => {
  const email = await signedInClient(page, 'my-data');
  // An appointment of theirs, booked through the API in this browser's session.
  const [service] = await bookableServices(page.request);
  const date = openWeekday(7);
  const free = (await (
    await page.request.get(`/api/availability?service=${service!.id}&date=${date}`)
  ).json()) as { times: string[] };
  const booked = await page.request.post('/api/appointments', {
    data: { serviceId: service!.id, date, time: free.times.at(-1) },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: { id: string } };

  await page.goto('/perfil');
  const section = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aurora-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as ClientDataExport;
  expect(data.account?.email).toBe(email);
  expect(data.appointments.map((a) => a.id)).toEqual([appointment.id]);

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('What we keep')).toBeVisible();
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL('/');
  await expectToastSeen(page, 'Your account has been deleted.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/auth');
  await logIn(page, email);
  await expectToastSeen(page, 'Erro no login', 'Email ou senha incorretos');
  await expect(page).toHaveURL(/\/auth/);
});
