import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import type { Page } from '@shared/schemas/admin-pagination';
import type { AdminAppointment, AdminDayView, ClientAppointment } from '@shared/schemas/booking';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';

// The salon books in London wall-clock time and stores UTC instants. In November (when the other
// booking tests run) London time is UTC, so only British Summer Time and the two changes of 2027
// (Sunday 28 March, clocks forward; Sunday 31 October, clocks back) show a conversion gone wrong.

interface Booking {
  date: string;
  time: string;
  /** The instant the salon-local date and time are, in UTC. */
  utc: string;
}

async function setUp(ctx: TestContext, now: string) {
  const client = await signedInClient(ctx, 'summer@example.com');
  const admin = await signedInAdmin(ctx);
  // Moved last, so the slow sign-ups do not eat into the minutes the notice test leaves itself.
  ctx.clock.advance(new Date(now).getTime() - ctx.clock.now().getTime());
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  if (!service) throw new Error('no seeded cut-blow-dry service');
  const get = async <T>(path: string, cookie: string) => {
    const res = await ctx.request(path, withCookie(cookie));
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  return { client, admin, service, get };
}

async function bookAll(ctx: TestContext, now: string, bookings: Booking[]) {
  const { client, admin, service, get } = await setUp(ctx, now);
  const booked: (Booking & { id: string })[] = [];
  for (const { date, time, utc } of bookings) {
    const free = await get<{ times: string[] }>(
      `/api/availability?service=${service.id}&professional=&date=${date}`,
      client,
    );
    expect(free.times, `${date} offers ${time}`).toContain(time);

    const res = await ctx.request(
      '/api/appointments',
      withCookie(client, jsonPost({ serviceId: service.id, date, time })),
    );
    expect(res.status, `${date} ${time}`).toBe(201);
    const { appointment } = (await res.json()) as { appointment: ClientAppointment };
    expect(appointment, `${date} ${time}`).toMatchObject({ date, time, startsAt: utc });

    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row?.startsAt.toISOString(), `${date} ${time} stored`).toBe(utc);
    expect(row?.endsAt.toISOString(), `${date} ${time} stored end`).toBe(
      new Date(new Date(utc).getTime() + service.durationMinutes * 60_000).toISOString(),
    );

    booked.push({ id: appointment.id, date, time, utc });
    const day = await get<AdminDayView>(`/api/admin/appointments/day?date=${date}`, admin);
    const shown = day.professionals.flatMap((p) => p.appointments);
    expect(
      shown
        .map((a) => [a.id, a.date, a.time, a.startsAt])
        .sort((a, b) => a[3]!.localeCompare(b[3]!)),
      `day view of ${date}`,
    ).toEqual(booked.filter((b) => b.date === date).map((b) => [b.id, b.date, b.time, b.utc]));
  }

  const expected = bookings.map(({ date, time, utc }) => ({ date, time, startsAt: utc }));
  const mine = await get<{ appointments: ClientAppointment[] }>('/api/appointments', client);
  expect(
    mine.appointments
      .map(({ date, time, startsAt }) => ({ date, time, startsAt }))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
  ).toEqual(expected);
  const listed = await get<Page<AdminAppointment>>(
    '/api/admin/appointments?status=pending&pageSize=100',
    admin,
  );
  expect(
    listed.items
      .filter((a) => a.clientEmail === 'summer@example.com')
      .map(({ date, time, startsAt }) => ({ date, time, startsAt })),
  ).toEqual(expected);
}

describe('booking in British Summer Time and across the clock changes', () => {
  test('spring 2027: before the change 09:00 is 09:00Z, after it 08:00Z, and in June too', async ({
    ctx,
  }) => {
    // Monday 22 March 2027, 08:00 GMT: the change (Sunday 28 March) lies within the horizon.
    // Good Friday (26 March) and Easter Monday (29 March) are bank holidays, closed.
    await bookAll(ctx, '2027-03-22T08:00:00Z', [
      { date: '2027-03-25', time: '09:00', utc: '2027-03-25T09:00:00.000Z' },
      { date: '2027-03-27', time: '17:00', utc: '2027-03-27T17:00:00.000Z' },
      { date: '2027-03-30', time: '09:00', utc: '2027-03-30T08:00:00.000Z' },
      { date: '2027-03-30', time: '19:00', utc: '2027-03-30T18:00:00.000Z' },
      { date: '2027-06-16', time: '14:00', utc: '2027-06-16T13:00:00.000Z' },
    ]);
  });

  test('autumn 2027: before the change 09:00 is 08:00Z, after it 09:00Z', async ({ ctx }) => {
    // Monday 25 October 2027, 08:00 BST.
    await bookAll(ctx, '2027-10-25T07:00:00Z', [
      { date: '2027-10-29', time: '09:00', utc: '2027-10-29T08:00:00.000Z' },
      { date: '2027-10-30', time: '17:00', utc: '2027-10-30T16:00:00.000Z' },
      { date: '2027-11-01', time: '09:00', utc: '2027-11-01T09:00:00.000Z' },
      { date: '2027-11-01', time: '19:00', utc: '2027-11-01T19:00:00.000Z' },
    ]);
  });

  test('the two-hour notice is counted in salon time on a summer morning', async ({ ctx }) => {
    // Wednesday 16 June 2027, 07:59 BST (06:59Z): 10:00 is two hours away, 09:30 is not (read as
    // GMT, 09:30 would be 2½ hours away and offered).
    const { client, service, get } = await setUp(ctx, '2027-06-16T06:59:00Z');
    const free = await get<{ times: string[] }>(
      `/api/availability?service=${service.id}&professional=&date=2027-06-16`,
      client,
    );
    expect(free.times).not.toContain('09:30');
    expect(free.times).toContain('10:00');
    const tooSoon = await ctx.request(
      '/api/appointments',
      withCookie(client, jsonPost({ serviceId: service.id, date: '2027-06-16', time: '09:30' })),
    );
    expect(tooSoon.status).toBe(422);
  });
});
