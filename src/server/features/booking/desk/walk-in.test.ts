import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import type { AdminAppointment } from '@shared/schemas/booking';
import type { WalkInInput } from '@shared/schemas/desk-booking';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { clients } from '../../../db/schema/clients';
import { mailQueue } from '../../../db/schema/mail';

// 'Walk-in' (issue 30): someone at the desk now, booked today at the next free time, with a name only.

/** Wednesday 25 November 2026, 10:07 in Birmingham (GMT). */
const NOW = new Date('2026-11-25T10:07:00Z');

async function setUp(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
  const admin = await signedInClient(ctx, 'desk@example.com', { admin: true });
  const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const [mariana] = await ctx.db
    .select()
    .from(professionals)
    .where(eq(professionals.name, 'Mariana Costa'));
  const walkIn = (body: Partial<WalkInInput>, cookie = admin) =>
    ctx.request('/api/admin/appointments/walk-in', withCookie(cookie, jsonPost(body)));
  const walkedIn = async (body: Partial<WalkInInput>) => {
    const res = await walkIn(body);
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { appointment: AdminAppointment }).appointment;
  };
  return { admin, cut: cut!, mariana: mariana!, walkIn, walkedIn };
}

describe('walk-ins', () => {
  test('a name is enough: booked today from the 5 minutes it is in, confirmed, with nobody e-mailed', async ({
    ctx,
  }) => {
    const { cut, mariana, walkedIn } = await setUp(ctx);
    const first = await walkedIn({
      client: { name: 'Ana Walk' },
      serviceId: cut.id,
      professionalId: mariana.id,
    });
    expect(first).toMatchObject({
      date: '2026-11-25',
      time: '10:05',
      status: 'confirmed',
      clientName: 'Ana Walk',
      clientPhone: null,
      clientEmail: null,
      assignedProfessionalId: mariana.id,
    });
    const [record] = await ctx.db.select().from(clients).where(eq(clients.id, first.clientId));
    expect(record).toMatchObject({ fullName: 'Ana Walk', phone: null, email: null, userId: null });
    expect(await ctx.db.select().from(mailQueue)).toEqual([]);

    // Mariana is busy until 11:05 (the cut's hour and its buffer): the next one waits for her.
    const second = await walkedIn({
      client: { name: 'Bia Walk', phone: '07700 900 777' },
      serviceId: cut.id,
      professionalId: mariana.id,
    });
    const held =
      new Date(first.startsAt).getTime() + (cut.durationMinutes + cut.bufferMinutes) * 60_000;
    expect(new Date(second.startsAt).getTime()).toBeGreaterThanOrEqual(held);
    expect(second.clientPhone).toBe('07700 900 777');

    // With no professional: whoever performs it and is free first, now.
    const anyone = await walkedIn({ client: { name: 'Cris Walk' }, serviceId: cut.id });
    expect(anyone.time).toBe('10:05');
    expect(anyone.assignedProfessionalId).not.toBe(mariana.id);
  });

  test('nobody free today for it is a 409 that says so; bad input is a 400 on its field; clients are refused', async ({
    ctx,
  }) => {
    // 19:55: the salon's last hour is over for an hour-long cut.
    const { cut, walkIn } = await setUp(ctx, new Date('2026-11-25T19:55:00Z'));
    const late = await walkIn({ client: { name: 'Late Walk' }, serviceId: cut.id });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      error: { code: 'no_free_time', message: expect.stringContaining('Ninguém está livre hoje') },
    });

    const nameless = await walkIn({ client: { name: ' ' }, serviceId: cut.id });
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toMatchObject({
      error: { fields: { 'client.name': 'Informe o nome do cliente.' } },
    });
    const badPhone = await walkIn({ client: { name: 'X', phone: 'call me' }, serviceId: cut.id });
    expect(badPhone.status).toBe(400);

    const client = await signedInClient(ctx, 'someone@example.com');
    const refused = await walkIn({ client: { name: 'Y' }, serviceId: cut.id }, client);
    expect(refused.status).toBe(403);
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });
});
