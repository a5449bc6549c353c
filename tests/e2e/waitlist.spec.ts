import { signInAsAdmin } from './support/admin-session';
import { seriousViolations } from './support/axe';
import {
  bookableServices,
  openWeekday,
  signedInClient,
  uniqueEmail,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { expectToastSeen, recordToasts } from './support/toasts';

// Issue 32: a client waits for a morning that is full; the desk cancels one of its appointments;
// the freed time is e-mailed to the client, held for them, and booked from the link.
// On a server of its own: the test kicks the server's scheduled jobs through its clock.
test.use({ ownServer: true, viewport: { width: 375, height: 812 } });

test('a cancellation offers the freed time to the waitlisted client, who books it from the e-mail', async ({
  page,
  browser,
  request,
  app,
}) => {
  test.setTimeout(180_000);
  const cut = (await bookableServices(request)).find((s) => s.slug === 'cut-blow-dry')!;
  const professionalId = cut.professionalIds[0]!;
  const catalogue = (await (await request.get('/api/catalogue')).json()) as {
    professionals: { id: string; name: string }[];
  };
  const professional = catalogue.professionals.find((p) => p.id === professionalId)!;
  const date = openWeekday(4);

  // The desk fills the professional's morning.
  const desk = await browser.newContext({ baseURL: app.url });
  const deskPage = await desk.newPage();
  await signInAsAdmin(deskPage, deskPage.request, app);
  const free = (await (
    await request.get(
      `/api/availability?service=${cut.id}&professional=${professionalId}&date=${date}`,
    )
  ).json()) as { times: string[] };
  const mornings = free.times.filter((t) => t < '12:00');
  expect(mornings.length).toBeGreaterThan(0);
  const booked: string[] = [];
  for (const [i, time] of mornings.entries()) {
    const res = await deskPage.request.post('/api/admin/appointments', {
      data: {
        newClient: {
          name: `Morning Client ${i}`,
          phone: '07700 900 456',
          email: uniqueEmail('am'),
        },
        serviceId: cut.id,
        professionalId,
        date,
        time,
      },
    });
    if (res.status() === 201)
      booked.push(((await res.json()) as { appointment: { id: string } }).appointment.id);
  }
  expect(booked.length).toBeGreaterThan(0);

  // The client joins the waitlist on My Appointments, for that morning.
  await recordToasts(page);
  const email = await signedInClient(page, 'waiting');
  await page.goto('/agendamentos');
  const section = page.getByRole('region', { name: 'Your waitlist' });
  await section.getByLabel('Service').selectOption(cut.id);
  await section.getByLabel('Professional').selectOption(professionalId);
  await section.getByLabel('From').fill(date);
  await section.getByLabel('To').fill(date);
  await section.getByLabel('Afternoons (12:00–17:00)').uncheck();
  await section.getByLabel('Evenings (after 17:00)').uncheck();
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'Join the waitlist' }).click();
  await expectToastSeen(page, 'You are on the waitlist. We will e-mail you when a time frees up.');
  await expect(section.getByRole('listitem').filter({ hasText: cut.name })).toContainText(
    professional.name,
  );

  // The desk cancels the first morning appointment; the next round of jobs offers it.
  const cancelled = await deskPage.request.post(`/api/admin/appointments/${booked[0]}/status`, {
    data: { status: 'cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await desk.close();
  expect((await page.request.post('/api/test/clock', { data: { advanceMs: 0 } })).ok()).toBe(true);
  const mail = await waitForMail(
    (m) => m.to === email && m.subject.startsWith('A time has freed up'),
  );
  expect(mail.subject).toContain(cut.name);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/waitlist\/offer\/\S+/)![0]);

  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'A time has freed up for you' })).toBeVisible();
  await expect(page.getByText(professional.name)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('status')).toHaveText('Booked. It is in your appointments.');

  await page.getByRole('link', { name: 'See my appointments' }).click();
  const appointment = page.getByRole('article').filter({ hasText: cut.name });
  await expect(appointment).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your waitlist' }).getByRole('listitem'),
  ).toContainText('booked');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
