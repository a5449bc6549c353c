import { signInAsAdmin } from './support/admin-session';
import {
  bookableServices,
  openWeekday,
  pickDate,
  pickFirstTime,
  professionalId,
  signedInClient,
} from './support/booking-helpers';
import { brDate, stepDayViewTo } from './support/day-view';
import { expect, test } from './support/fixtures';
import { KEY_FORMAT, loseFirstAnswer } from './support/idempotency';
import { waitForMail } from './support/mailbox';
import { expectToastSeen, recordToasts } from './support/toasts';

// Moving an appointment (issue 17): staff drag it in the day view (or use 'Remarcar'), the client
// reschedules from My Appointments; the client's calendar file keeps its UID with a higher SEQUENCE.
// On a server of its own: the day view's columns must hold only this test's bookings.
test.use({ ownServer: true });

/** The .ics of the newest e-mail to `to` whose subject starts so, with folded lines joined. */
async function calendarFile(to: string, subject: string) {
  const mail = await waitForMail((m) => m.to.includes(to) && m.subject.startsWith(subject));
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
  return ics.content.replace(/\r\n /g, '');
}

test('staff drag an appointment to another time; a refused drop leaves it; the client’s calendar follows', async ({
  page,
  browser,
  request,
  app,
}) => {
  test.setTimeout(150_000);
  const cut = (await bookableServices(request)).find((s) => s.slug === 'cut-blow-dry')!;
  const mariana = await professionalId(request, 'Mariana Costa');
  const date = openWeekday(4);

  // A client books two appointments with Mariana.
  const clientContext = await browser.newContext({ baseURL: app.url });
  const client = await clientContext.newPage();
  await recordToasts(client);
  const clientEmail = await signedInClient(client, 'move-client');
  const ids: string[] = [];
  for (const time of ['10:00', '17:00']) {
    const res = await client.request.post('/api/appointments', {
      data: { serviceId: cut.id, professionalId: mariana, date, time },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { appointment: { id: string } }).appointment.id);
  }
  await clientContext.close();

  await recordToasts(page);
  await signInAsAdmin(page, request, app);
  await page.goto('/sistema/gerencial?tab=hoje');
  await stepDayViewTo(page, date);
  const column = page.getByRole('region', { name: 'Mariana Costa' });
  const tile = column.getByRole('button').filter({ hasText: '10:00–11:00' });
  await expect(tile).toBeVisible();

  // Dragged onto 14:00 in Mariana's column, confirmed.
  await column.getByLabel('14:00 · Mariana Costa').scrollIntoViewIfNeeded();
  await tile.dragTo(column.getByLabel('14:00 · Mariana Costa'));
  const confirm = page.getByRole('dialog', { name: 'Remarcar agendamento?' });
  await expect(confirm).toContainText(`${brDate(date)} às 14:00 · Mariana Costa`);
  await confirm.getByRole('button', { name: 'Confirmar remarcação' }).click();
  await expectToastSeen(page, 'Agendamento remarcado');
  await expect(confirm).toBeHidden();
  const moved = column.getByLabel('14:00 · Mariana Costa').getByRole('button');
  await expect(moved).toContainText('14:00–15:00');
  await expect(column.getByLabel('10:00 · Mariana Costa').getByRole('button')).toHaveCount(0);

  // The client's e-mail carries the same event, one SEQUENCE up.
  const ics = await calendarFile(clientEmail, 'Rescheduled:');
  expect(ics).toContain(`UID:appointment-${ids[0]}@aurorabeautystudio.co.uk\r\n`);
  expect(ics).toContain('SEQUENCE:1\r\n');
  expect(ics).toContain(`DTSTART;TZID=Europe/London:${date.replace(/-/g, '')}T140000\r\n`);

  // Onto 16:30, it would overlap the 17:00 booking: refused before anything is asked (the grid
  // shows the place as unavailable while dragging), and it stays at 14:00.
  // A drag cannot scroll the page: the drop row is brought into view first.
  await column.getByLabel('16:30 · Mariana Costa').scrollIntoViewIfNeeded();
  await moved.dragTo(column.getByLabel('16:30 · Mariana Costa'));
  await expectToastSeen(page, 'Horário indisponível', 'Horário ocupado');
  await expect(confirm).toBeHidden();
  await expect(column.getByLabel('14:00 · Mariana Costa').getByRole('button')).toContainText(
    '14:00–15:00',
  );
  // Not only drawn there: still booked, pending, with Mariana, and still holding 14:00.
  const dayView = (await (
    await page.request.get(`/api/admin/appointments/day?date=${date}`)
  ).json()) as {
    professionals: { id: string; appointments: { id: string; time: string; status: string }[] }[];
  };
  const marianas = dayView.professionals.find((p) => p.id === mariana)!.appointments;
  expect(marianas.find((a) => a.id === ids[0])).toMatchObject({ time: '14:00', status: 'pending' });
  const deskTimes = (await (
    await page.request.get(
      `/api/admin/appointments/availability?service=${cut.id}&professional=${mariana}&date=${date}`,
    )
  ).json()) as { times: string[] };
  expect(deskTimes.times).not.toContain('14:00');

  // The keyboard's way: 'Remarcar' in the overlay, among the free times.
  await moved.click();
  const detail = page.getByRole('dialog', { name: cut.name });
  await detail.getByRole('button', { name: 'Remarcar' }).click();
  const form = detail.getByRole('form', { name: 'Remarcar agendamento' });
  await expect(form.getByLabel('Nova data')).toHaveValue(date);
  await form.getByText('15:30', { exact: true }).click();
  await form.getByRole('button', { name: 'Confirmar remarcação' }).click();
  await expectToastSeen(page, 'Agendamento remarcado');
  await expect(detail).toContainText('das 15:30 às 16:30');
  await waitForMail(
    (m) =>
      m.to.includes(clientEmail) &&
      m.attachments.some((a) => a.content.replace(/\r\n /g, '').includes('SEQUENCE:2\r\n')),
  );
});

test('a client reschedules from My Appointments', async ({ page, request }) => {
  test.setTimeout(120_000);
  const cut = (await bookableServices(request)).find((s) => s.slug === 'cut-blow-dry')!;
  const date = openWeekday(2);
  const newDate = openWeekday(3);
  await recordToasts(page);
  const email = await signedInClient(page, 'reschedule-client');
  const res = await page.request.post('/api/appointments', {
    data: { serviceId: cut.id, date, time: '10:00' },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/agendamentos');
  await page.getByRole('button', { name: new RegExp(`^Reschedule ${cut.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a new time' });
  const form = dialog.getByRole('form', { name: 'Reschedule' });
  await pickDate(form, newDate);
  const time = await pickFirstTime(form);
  await form.getByRole('button', { name: 'Confirm new time' }).click();
  await expectToastSeen(page, 'Appointment rescheduled');
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: new RegExp(`^${cut.name},`) });
  await expect(card).toContainText(time);

  const mail = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith('Rescheduled:'),
  );
  expect(mail.attachments[0]!.content).toContain('SEQUENCE:1');
});

test('moves whose answers are lost are retried with their keys: the client’s and staff’s, each done once', async ({
  page,
  browser,
  request,
  app,
}) => {
  test.setTimeout(150_000);
  const cut = (await bookableServices(request)).find((s) => s.slug === 'cut-blow-dry')!;
  const mariana = await professionalId(request, 'Mariana Costa');
  const date = openWeekday(5);

  // The client moves their booking from My Appointments; the first answer is lost.
  const clientContext = await browser.newContext({ baseURL: app.url });
  const client = await clientContext.newPage();
  await recordToasts(client);
  const clientEmail = await signedInClient(client, 'lost-move');
  const res = await client.request.post('/api/appointments', {
    data: { serviceId: cut.id, professionalId: mariana, date, time: '10:00' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = ((await res.json()) as { appointment: { id: string } }).appointment;
  const rescheduling = await loseFirstAnswer(client, '**/api/appointments/*/reschedule');
  await client.goto('/agendamentos');
  await client.getByRole('button', { name: new RegExp(`^Reschedule ${cut.name}`) }).click();
  const dialog = client.getByRole('dialog', { name: 'Choose a new time' });
  const picker = dialog.getByRole('form', { name: 'Reschedule' });
  await pickDate(picker, date);
  const time = await pickFirstTime(picker);
  await picker.getByRole('button', { name: 'Confirm new time' }).click();
  await expectToastSeen(client, 'Appointment rescheduled');
  expect(rescheduling).toHaveLength(2);
  expect(rescheduling[0]).toMatch(KEY_FORMAT);
  expect(rescheduling[1]).toBe(rescheduling[0]);
  await clientContext.close();

  // Staff move it again from the overlay; the first answer is lost too.
  await recordToasts(page);
  await signInAsAdmin(page, request, app);
  const moving = await loseFirstAnswer(page, '**/api/admin/appointments/*/move');
  await page.goto('/sistema/gerencial?tab=hoje');
  await stepDayViewTo(page, date);
  const column = page.getByRole('region', { name: 'Mariana Costa' });
  const [hour, minute] = time.split(':').map(Number);
  const ends = `${String(hour! + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  await column
    .getByRole('button')
    .filter({ hasText: `${time}–${ends}` })
    .click();
  const detail = page.getByRole('dialog', { name: cut.name });
  await detail.getByRole('button', { name: 'Remarcar' }).click();
  const form = detail.getByRole('form', { name: 'Remarcar agendamento' });
  await form.getByText('15:30', { exact: true }).click();
  await form.getByRole('button', { name: 'Confirmar remarcação' }).click();
  await expectToastSeen(page, 'Agendamento remarcado');
  await expect(detail).toContainText('das 15:30 às 16:30');
  expect(moving).toHaveLength(2);
  expect(moving[0]).toMatch(KEY_FORMAT);
  expect(moving[1]).toBe(moving[0]);

  // Each move happened once: two e-mails to the client, SEQUENCE 1 and 2, and no third.
  const log = (await (await page.request.get(`/api/admin/audit?page=1&pageSize=50`)).json()) as {
    items: { action: string; targetId: string | null }[];
  };
  expect(
    log.items
      .filter((row) => row.targetId === id)
      .map((row) => row.action)
      .sort(),
  ).toEqual(['appointment.move', 'appointment.reschedule']);
  await waitForMail(
    (m) =>
      m.to.includes(clientEmail) &&
      m.attachments.some((a) => a.content.replace(/\r\n /g, '').includes('SEQUENCE:2\r\n')),
  );
});
