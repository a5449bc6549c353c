import { signInAsAdmin, uniqueEmail } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { bookableServices, openWeekday } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { expectToastSeen, recordToasts } from './support/toasts';

// After the visit (issue 18): staff complete an appointment, the next day at 10:00 the client is
// e-mailed a link that opens the review form filled in; the review is verified in moderation.
// On a server of its own: the test moves the server's clock.
test.use({ ownServer: true });

test('the day after a completed visit the client follows the review link; staff see the review as verified', async ({
  page,
  browser,
  request,
  app,
}) => {
  test.setTimeout(150_000);
  await recordToasts(page);
  await signInAsAdmin(page, request, app);
  const cut = (await bookableServices(request)).find((s) => s.slug === 'cut-blow-dry')!;
  const email = uniqueEmail('visit');
  const name = 'Harriet Vane';

  // Booked at the desk and, after the visit, marked completed.
  const booked = await page.request.post('/api/admin/appointments', {
    data: {
      newClient: { name, phone: '07700 900 321', email },
      serviceId: cut.id,
      date: openWeekday(1),
      time: '11:00',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: { id: string } };
  const completed = await page.request.post(`/api/admin/appointments/${appointment.id}/status`, {
    data: { status: 'completed' },
  });
  expect(completed.status(), await completed.text()).toBe(200);

  // Two days later on the server's clock, the request has gone out.
  const moved = await page.request.post('/api/test/clock', {
    data: { advanceMs: 2 * 24 * 3_600_000 },
  });
  expect(moved.ok()).toBe(true);
  const mail = await waitForMail((m) => m.to === email && m.subject.startsWith('How was your'));
  expect(mail.subject).toBe(`How was your ${cut.name} at Aurora Beauty Studio?`);
  const link = new URL(mail.text.match(/https?:\/\/\S+\?review=\S+/)![0]);

  // The client's browser: the form is open, filled in, with the stars to choose.
  const clientContext = await browser.newContext({ baseURL: app.url });
  const client = await clientContext.newPage();
  await recordToasts(client);
  await client.goto(link.pathname + link.search + link.hash);
  await client.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = client.getByRole('form', { name: 'Conte como foi sua experiência' });
  await expect(form.getByLabel('Nome')).toHaveValue(name);
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByRole('radio', { name: '1 estrela' })).toBeFocused();
  await expect(client.getByText(`Your visit: ${cut.name} on`)).toBeVisible();
  await expect(form).toBeInViewport();

  await form.getByRole('radio', { name: '5 estrelas' }).check();
  await form.getByLabel('Comentário').fill('A wonderful cut, thank you.');
  await form.getByRole('button', { name: 'Enviar Review' }).click();
  await expectToastSeen(client, 'Review enviado!');
  await clientContext.close();

  // Staff see it pending, marked verified.
  await page.goto('/sistema/gerencial?tab=reviews');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Verificada');
  await expect(card).toContainText('A wonderful cut, thank you.');
  expect(await seriousViolations(page)).toEqual([]);
});
