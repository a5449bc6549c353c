import { eq } from 'drizzle-orm';
import { defaultSalonSettings } from '@shared/schemas/settings';
import { as, signedInAdmin } from '../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../tests/support/auth-helpers';
import { serviceAndTeam } from '../../../tests/support/booking-team';
import { jsonPost } from '../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../tests/support/test-app';
import { requestThrough } from '../../../tests/support/test-app';
import { DataVersions } from '../db/data-changes';
import { appointments } from '../db/schema/booking';
import { services } from '../db/schema/catalogue';
import { salonSettings } from '../db/schema/settings';
import { MemoryAnswers } from './memory-answers';

// The test's writes are never committed, so no notice ever arrives on its own: the test plays the
// notices itself (versions.changed) and sees what is, and is not, answered from memory.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

function remembering(ctx: TestContext) {
  const versions = new DataVersions({ hearing: true });
  const app = ctx.appWith({ answers: new MemoryAnswers(versions, ctx.clock) });
  return { versions, request: requestThrough(app, ctx.address) };
}

const nameOf = async (res: Response) => ((await res.json()) as { name: string }).name;

describe('answers kept in memory', () => {
  test('stay until their kind of data changes, and never outlive a write made through the app', async ({
    ctx,
  }) => {
    const { versions, request } = remembering(ctx);
    expect(await nameOf(await request('/api/settings'))).toBe(defaultSalonSettings.name);

    // Written behind the app's back: the answer in memory stands until the notice arrives.
    await ctx.db
      .update(salonSettings)
      .set({ data: { ...defaultSalonSettings, name: 'Aurora Quiet Edit' }, updatedAt: new Date() })
      .where(eq(salonSettings.id, 1));
    expect(await nameOf(await request('/api/settings'))).toBe(defaultSalonSettings.name);
    versions.changed('catalogue');
    expect(await nameOf(await request('/api/settings'))).toBe(defaultSalonSettings.name);
    versions.changed('settings');
    expect(await nameOf(await request('/api/settings'))).toBe('Aurora Quiet Edit');

    // Saved through the app: its very next answer shows it, before any notice.
    const admin = await signedInAdmin(ctx);
    const saved = await request(
      '/api/admin/settings',
      as(admin, 'PUT', { ...defaultSalonSettings, name: 'Aurora Saved Here' }),
    );
    expect(saved.status).toBe(200);
    expect(await nameOf(await request('/api/settings'))).toBe('Aurora Saved Here');
  });

  test('a refused write forgets nothing; a write that succeeded still shows at once', async ({
    ctx,
  }) => {
    const { request } = remembering(ctx);
    expect(await nameOf(await request('/api/settings'))).toBe(defaultSalonSettings.name);
    // Changed behind the app's back and not announced: only forgetting would show it.
    await ctx.db
      .update(salonSettings)
      .set({ data: { ...defaultSalonSettings, name: 'Aurora Unannounced' }, updatedAt: new Date() })
      .where(eq(salonSettings.id, 1));
    const client = await signedInClient(ctx, 'refused@example.com');
    const contact = {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hi',
      message: 'Hello there',
    };
    const refused: [string, number, RequestInit][] = [
      ['/api/no-such-endpoint', 404, jsonPost({})],
      ['/api/contact', 400, jsonPost({ email: 'not an address' })],
      [
        '/api/contact',
        403,
        {
          ...jsonPost(contact),
          headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
        },
      ],
      ['/api/admin/settings', 401, as(undefined, 'PUT', defaultSalonSettings)],
      ['/api/admin/settings', 403, as(client, 'PUT', defaultSalonSettings)],
      ['/api/appointments/not-an-id/cancel', 404, withCookie(client, { method: 'POST' })],
    ];
    for (const [path, status, init] of refused) {
      expect((await request(path, init)).status, `${init.method} ${path}`).toBe(status);
      expect(await nameOf(await request('/api/settings')), `after ${status} ${path}`).toBe(
        defaultSalonSettings.name,
      );
    }

    const admin = await signedInAdmin(ctx);
    const saved = await request(
      '/api/admin/settings',
      as(admin, 'PUT', { ...defaultSalonSettings, name: 'Aurora Saved Here' }),
    );
    expect(saved.status).toBe(200);
    expect(await nameOf(await request('/api/settings'))).toBe('Aurora Saved Here');
  });

  test('are not trusted while the change notices are not heard', async ({ ctx }) => {
    const listener = { hearing: true };
    const versions = new DataVersions(listener);
    const app = ctx.appWith({ answers: new MemoryAnswers(versions, ctx.clock) });
    const request = requestThrough(app, ctx.address);
    const price = async () =>
      (
        (await (await request('/api/catalogue')).json()) as {
          services: { slug: string; pricePence: number }[];
        }
      ).services.find((s) => s.slug === 'cut-blow-dry')!.pricePence;
    const before = await price();
    await ctx.db
      .update(services)
      .set({ pricePence: 4321 })
      .where(eq(services.slug, 'cut-blow-dry'));
    expect(await price()).toBe(before);
    listener.hearing = false;
    expect(await price()).toBe(4321);
  });

  test('free times: a booking through the app is gone at once; a day’s notice frees only that day', async ({
    ctx,
  }) => {
    ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
    const { versions, request } = remembering(ctx);
    const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const times = async (date: string) => {
      const res = await request(
        `/api/availability?service=${service.id}&professional=${team[0]!.id}&date=${date}`,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { times: string[] }).times;
    };
    expect(await times(WEDNESDAY)).toContain('10:00');
    expect(await times('2026-11-26')).toContain('10:00');

    const client = await signedInClient(ctx, 'memory@example.com');
    const booked = await request(
      '/api/appointments',
      withCookie(
        client,
        jsonPost({
          serviceId: service.id,
          professionalId: team[0]!.id,
          date: WEDNESDAY,
          time: '10:00',
        }),
      ),
    );
    expect(booked.status).toBe(201);
    expect(await times(WEDNESDAY)).not.toContain('10:00');

    // Cancelled behind the app's back: the day's answer stands until that day's notice.
    await ctx.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(
        eq(
          appointments.id,
          ((await booked.json()) as { appointment: { id: string } }).appointment.id,
        ),
      );
    expect(await times(WEDNESDAY)).not.toContain('10:00');
    versions.changed('day:2026-11-26');
    expect(await times(WEDNESDAY)).not.toContain('10:00');
    versions.changed('day:2026-11-25');
    expect(await times(WEDNESDAY)).toContain('10:00');
  });

  test('free times move with the clock: a start leaves the answer when it comes inside the notice', async ({
    ctx,
  }) => {
    // Wednesday 07:59:30: 10:00 is just beyond the two hours' notice, and offered.
    ctx.clock.advance(new Date('2026-11-25T07:59:30Z').getTime() - ctx.clock.now().getTime());
    const { request } = remembering(ctx);
    const { service } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const times = async () =>
      (
        (await (
          await request(`/api/availability?service=${service.id}&professional=&date=${WEDNESDAY}`)
        ).json()) as { times: string[] }
      ).times;
    expect(await times()).toContain('10:00');
    ctx.clock.advance(60_000);
    expect(await times()).not.toContain('10:00');
  });
});
