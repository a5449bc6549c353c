import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CatalogueService } from '@shared/catalogue-schema';
import type { AdminDayView } from '@shared/schemas/booking';
import { signInAsAdmin } from './support/admin-session';
import { openWeekday } from './support/booking-helpers';
import { brDate, stepDayViewTo } from './support/day-view';
import { expect, test } from './support/fixtures';
import { expectToastSeen, recordToasts } from './support/toasts';

// The calendar grid (issue 30) on a reception tablet: a full day for the whole team on one time
// axis, kept live, booked by a tap and rearranged by dragging. On a server of its own: the columns
// must be the seeded team's and the day only this test's.
test.use({ ownServer: true, viewport: { width: 1024, height: 768 } });

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The next Thursday the salon opens (a few days ahead): the whole seeded team works Thursdays. */
function openThursday(): string {
  for (let n = 0; ; n++) {
    const date = openWeekday(n);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 4) return date;
  }
}

async function dayView(request: APIRequestContext, date: string) {
  const res = await request.get(`/api/admin/appointments/day?date=${date}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as AdminDayView;
}

async function deskBook(
  request: APIRequestContext,
  body: { name: string; serviceId: string; professionalId: string; date: string; time: string },
) {
  const res = await request.post('/api/admin/appointments', {
    data: {
      newClient: { name: body.name, phone: '07700 900123', email: '' },
      serviceId: body.serviceId,
      professionalId: body.professionalId,
      date: body.date,
      time: body.time,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Four bookings for each professional from `from` (Beatriz from 15:30, leaving her midday free),
 * one after another with a quarter hour between: services of an hour or less that they perform.
 */
async function fillTheDay(request: APIRequestContext, date: string) {
  const services = (
    (await (await request.get('/api/catalogue')).json()) as {
      services: CatalogueService[];
    }
  ).services.filter((s) => s.bookable && !s.adultsOnly && s.durationMinutes <= 60);
  const day = await dayView(request, date);
  for (const professional of day.professionals) {
    const theirs = services.filter((s) => s.professionalIds.includes(professional.id));
    const start = Math.max(
      minutes(professional.working[0]!.start),
      professional.name === 'Beatriz Santos' ? minutes('15:30') : minutes('12:00'),
    );
    let at = start;
    for (let i = 0; i < 4; i++) {
      const service = theirs[i % theirs.length]!;
      // The first free start from `at` on (breaks and patterns are the diary's to say).
      const free = (await (
        await request.get(
          `/api/admin/appointments/availability?service=${service.id}&professional=${professional.id}&date=${date}`,
        )
      ).json()) as { times: string[] };
      const time = free.times.find((t) => minutes(t) >= at && minutes(t) % 15 === 0)!;
      await deskBook(request, {
        name: `Grade ${professional.name.split(' ')[0]} ${i + 1}`,
        serviceId: service.id,
        professionalId: professional.id,
        date,
        time,
      });
      at =
        minutes(time) + Math.ceil((service.durationMinutes + service.bufferMinutes) / 15) * 15 + 15;
    }
  }
  return dayView(request, date);
}

/** Opens the day view (its live stream open) and steps to `date`. */
async function openDay(page: Page, date: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/api/admin/diary/events'));
  await page.goto('/sistema/gerencial?tab=hoje');
  await stream;
  await stepDayViewTo(page, date);
}

async function heightOf(block: Locator) {
  return (await block.boundingBox())!.height;
}

test('a full day: six columns side by side at 1024 px, blocks as tall as they last, a booking made elsewhere appears within 2 s', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, request, app);
  const date = openThursday();
  const day = await fillTheDay(page.request, date);
  const total = day.professionals.reduce((n, p) => n + p.appointments.length, 0);
  expect(day.professionals).toHaveLength(6);
  expect(total).toBeGreaterThanOrEqual(24);

  await openDay(page, date);
  await expect(page.getByText(`${total} agendamentos`)).toBeVisible();
  for (const professional of day.professionals) {
    const column = page.getByRole('region', { name: professional.name });
    await expect(column).toBeInViewport();
    await expect(column.getByRole('button')).toHaveCount(professional.appointments.length);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Heights follow durations: every block's height per minute is the same.
  const perMinute: number[] = [];
  for (const professional of day.professionals)
    for (const appointment of professional.appointments) {
      const block = page
        .getByRole('region', { name: professional.name })
        .getByRole('button')
        .filter({ hasText: appointment.clientName });
      perMinute.push((await heightOf(block)) / appointment.durationMinutes);
    }
  const durations = new Set(
    day.professionals.flatMap((p) => p.appointments.map((a) => a.durationMinutes)),
  );
  expect(durations.size).toBeGreaterThan(1);
  const [least, most] = [Math.min(...perMinute), Math.max(...perMinute)];
  expect(most - least).toBeLessThan(0.1);

  // Booked from another device: on the open grid within two seconds, without a reload.
  const camila = day.professionals.find((p) => p.name === 'Camila Rocha')!;
  const service = (
    (await (await request.get('/api/catalogue')).json()) as { services: CatalogueService[] }
  ).services.find((s) => s.bookable && !s.adultsOnly && s.professionalIds.includes(camila.id))!;
  const free = camila.working.at(-1)!;
  await deskBook(page.request, {
    name: 'Chegou Agora',
    serviceId: service.id,
    professionalId: camila.id,
    date,
    time: clock(minutes(free.end) - 60 - (minutes(free.end) % 15)),
  });
  await expect(
    page
      .getByRole('region', { name: 'Camila Rocha' })
      .getByRole('button')
      .filter({ hasText: 'Chegou Agora' }),
  ).toBeVisible({ timeout: 2_000 });
});

test('a tap on an empty 12:15 books Beatriz at 12:15; a drop where she cannot is refused before it; a finger moves a block', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(120_000);
  await recordToasts(page);
  await signInAsAdmin(page, request, app);
  const date = openThursday();
  const day = await fillTheDay(page.request, date);
  await openDay(page, date);

  const beatriz = page.getByRole('region', { name: 'Beatriz Santos' });
  await beatriz.getByLabel('12:15 · Beatriz Santos').click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await expect(dialog).toContainText('Beatriz Santos');
  await expect(dialog).toContainText('às 12:15');
  await dialog.getByLabel('Buscar cliente').fill('Grade Rafael 1');
  await dialog.getByRole('option', { name: /Grade Rafael 1/ }).click();
  await dialog.getByRole('combobox', { name: 'Serviço' }).fill('bal');
  await dialog.getByRole('option', { name: /Balayage/ }).click();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expectToastSeen(page, 'Agendamento criado');
  await expect(
    beatriz
      .getByLabel('12:15 · Beatriz Santos')
      .getByRole('button')
      .filter({ hasText: 'Grade Rafael 1' }),
  ).toContainText('12:15');

  // Rafael's first block dragged onto a professional who does not perform it: the place shows
  // as unavailable while the block is over it, and the drop asks nothing.
  const rafael = day.professionals.find((p) => p.name === 'Rafael Lima')!;
  const first = rafael.appointments[0]!;
  const other = day.professionals.find((p) => !p.serviceIds.includes(first.serviceId))!;
  const block = page
    .getByRole('region', { name: 'Rafael Lima' })
    .getByRole('button')
    .filter({ hasText: first.clientName });
  const target = page
    .getByRole('region', { name: other.name })
    .getByLabel(`${other.working[0]!.start} · ${other.name}`);
  await target.scrollIntoViewIfNeeded();
  const from = (await block.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await expect(target).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('region', { name: other.name }).getByRole('status')).toContainText(
    'Não realiza este serviço',
  );
  await page.mouse.up();
  await expectToastSeen(page, 'Horário indisponível', 'Não realiza este serviço');
  await expect(page.getByRole('dialog', { name: 'Remarcar agendamento?' })).toBeHidden();

  // By touch: the same block onto 10:00 in Rafael's own column, then confirmed.
  const cdp = await page.context().newCDPSession(page);
  const ten = page.getByRole('region', { name: 'Rafael Lima' }).getByLabel('10:00 · Rafael Lima');
  await ten.scrollIntoViewIfNeeded();
  const start = (await block.boundingBox())!;
  const end = (await ten.boundingBox())!;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  const [x0, y0] = [start.x + start.width / 2, start.y + 8];
  const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
  await touch('touchStart', x0, y0);
  for (let i = 1; i <= 6; i++)
    await touch('touchMove', x0 + ((x1 - x0) * i) / 6, y0 + ((y1 - y0) * i) / 6);
  await touch('touchEnd', x1, y1);
  const confirm = page.getByRole('dialog', { name: 'Remarcar agendamento?' });
  await expect(confirm).toContainText(`${brDate(date)} às 10:00 · Rafael Lima`);
  await confirm.getByRole('button', { name: 'Confirmar remarcação' }).click();
  await expectToastSeen(page, 'Agendamento remarcado');
  await expect(ten.getByRole('button').filter({ hasText: first.clientName })).toContainText(
    '10:00',
  );
});
