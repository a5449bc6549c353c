import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { jsonPost } from '../../../../../tests/support/json-request';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import type { Me } from '@shared/schemas/auth';
import { testConfig } from '../../../../../tests/support/test-database';
import { rebookReminderMessages } from '@shared/rebook-reminders';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { user as usersOf } from '../../../db/schema/auth';
import { clients } from '../../../db/schema/clients';
import { mailQueue } from '../../../db/schema/mail';
import { rebookReminders } from '../../../db/schema/reminders';
import { sendDueRebookReminders } from './rebook-reminders';

// BIAB is seeded to 'Rebook after 20 days' (migration 0024 and the catalogue's seed data).
// A visit on Wednesday 10 June 2026 at 10:00 in the salon (British Summer Time: 09:00 UTC) is due
// on 30 June at 10:00 in the salon, 09:00 UTC.
const VISIT = new Date('2026-06-10T09:00:00Z');
const DUE = new Date('2026-06-30T09:00:00Z');
const SUBJECT = 'Time for your next BIAB at Aurora Beauty Studio?';

const run = (ctx: TestContext, at: Date) =>
  sendDueRebookReminders(ctx.db, at, { publicUrl: testConfig.publicUrl });

async function setUp(ctx: TestContext) {
  const [biab] = await ctx.db.select().from(services).where(eq(services.slug, 'biab'));
  const [professional] = await ctx.db.select().from(professionals).limit(1);
  const client = async (name: string, email: string, extra: { rebookReminders?: boolean } = {}) => {
    const [row] = await ctx.db
      .insert(clients)
      .values({ fullName: name, email, phone: '07700 900 123', ...extra })
      .returning({ id: clients.id });
    return row!.id;
  };
  // Each visit an hour after the last one created: one professional, no overlaps, the same day.
  let created = 0;
  const visit = async (
    clientId: string,
    day: Date,
    status: 'completed' | 'pending' | 'cancelled' = 'completed',
    serviceId = biab!.id,
  ) => {
    const startsAt = new Date(day.getTime() + created++ * 3_600_000);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    const [row] = await ctx.db
      .insert(appointments)
      .values({
        clientId,
        serviceId,
        assignedProfessionalId: professional!.id,
        startsAt,
        endsAt,
        blockedUntil: endsAt,
        totalPricePence: 4000,
        status,
      })
      .returning({ id: appointments.id });
    return row!.id;
  };
  const mails = (to?: string) =>
    ctx.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.subject, SUBJECT), to ? eq(mailQueue.to, to) : undefined));
  const tokenOf = (text: string) => {
    const match = /\/rebooking\/unsubscribe\/([\w-]+)/.exec(text);
    expect(match, text).not.toBeNull();
    return match![1]!;
  };
  const optedIn = async (id: string) =>
    (await ctx.db.select().from(clients).where(eq(clients.id, id)))[0]!.rebookReminders;
  return { biab: biab!, client, visit, mails, tokenOf, optedIn };
}

describe('rebooking reminders', () => {
  test('BIAB, extensions, Gel X and podiatry are seeded by slug; others have none', async ({
    ctx,
  }) => {
    const rows = await ctx.db
      .select({ slug: services.slug, days: services.rebookAfterDays })
      .from(services)
      .where(
        inArray(services.slug, [
          'biab',
          'nail-extensions',
          'gel-x-extensions',
          'podiatry',
          'balayage',
        ]),
      );
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.days]))).toEqual({
      biab: 20,
      'nail-extensions': 20,
      'gel-x-extensions': 20,
      podiatry: 28,
      balayage: null,
    });
  });

  test('one e-mail N days after, at 10:00 salon time in summer time, with the booking link; never twice', async ({
    ctx,
  }) => {
    const s = await setUp(ctx);
    const ana = await s.client('Ana Lima', 'ana.rebook@example.com');
    const appointmentId = await s.visit(ana, VISIT);

    expect(await run(ctx, new Date(DUE.getTime() - 60_000))).toBe(0);
    expect(await s.mails()).toHaveLength(0);

    expect(await run(ctx, DUE)).toBe(1);
    expect(await run(ctx, new Date(DUE.getTime() + 3_600_000))).toBe(0);
    const [mail] = await s.mails();
    expect(await s.mails()).toHaveLength(1);
    expect(mail!.to).toBe('ana.rebook@example.com');
    expect(mail!.text).toContain(`${testConfig.publicUrl}/book?service=biab`);
    expect(mail!.html).toMatch(/\/rebooking\/unsubscribe\/[\w-]{43}"[^>]*>Unsubscribe<\/a>/);
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [row] = await ctx.db
      .select()
      .from(rebookReminders)
      .where(eq(rebookReminders.appointmentId, appointmentId));
    expect(row).toMatchObject({ clientId: ana, sentAt: DUE });
  });

  test('in winter too: 10:00 salon time is 10:00 UTC', async ({ ctx }) => {
    const s = await setUp(ctx);
    const bia = await s.client('Bia Souza', 'bia.rebook@example.com');
    await s.visit(bia, new Date('2026-11-02T10:00:00Z'));
    expect(await run(ctx, new Date('2026-11-22T09:59:00Z'))).toBe(0);
    expect(await run(ctx, new Date('2026-11-22T10:00:00Z'))).toBe(1);
  });

  test('not when that service is booked again for later; a cancelled booking does not count', async ({
    ctx,
  }) => {
    const s = await setUp(ctx);
    const rebooked = await s.client('Cora Reis', 'cora.rebook@example.com');
    await s.visit(rebooked, VISIT);
    await s.visit(rebooked, new Date('2026-07-02T09:00:00Z'), 'pending');
    const cancelledOnly = await s.client('Dora Reis', 'dora.rebook@example.com');
    await s.visit(cancelledOnly, VISIT);
    await s.visit(cancelledOnly, new Date('2026-07-02T09:00:00Z'), 'cancelled');
    // Another service booked since is no reason to stay quiet about this one.
    const otherService = await s.client('Eva Reis', 'eva.rebook@example.com');
    await s.visit(otherService, VISIT);
    const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    await s.visit(otherService, new Date('2026-07-02T09:00:00Z'), 'pending', cut!.id);

    expect(await run(ctx, DUE)).toBe(2);
    expect((await s.mails()).map((m) => m.to).sort()).toEqual([
      'dora.rebook@example.com',
      'eva.rebook@example.com',
    ]);
  });

  test('not for a visit not completed, a service without an interval, or a week late', async ({
    ctx,
  }) => {
    const s = await setUp(ctx);
    const fay = await s.client('Fay Lima', 'fay.rebook@example.com');
    await s.visit(fay, VISIT, 'pending');
    const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    await s.visit(fay, VISIT, 'completed', cut!.id);
    const gil = await s.client('Gil Lima', 'gil.rebook@example.com');
    await s.visit(gil, VISIT);
    expect(await run(ctx, new Date(DUE.getTime() + 7 * 86_400_000 + 1))).toBe(0);
    expect(await s.mails()).toHaveLength(0);
  });

  test('never to a client who opted out', async ({ ctx }) => {
    const s = await setUp(ctx);
    const hana = await s.client('Hana Lee', 'hana.rebook@example.com', { rebookReminders: false });
    await s.visit(hana, VISIT);
    expect(await run(ctx, DUE)).toBe(0);
  });

  test('the Unsubscribe link works without signing in, for that client only; a bad token is refused', async ({
    ctx,
  }) => {
    const s = await setUp(ctx);
    const ines = await s.client('Ines Melo', 'ines.rebook@example.com');
    const joao = await s.client('Joao Melo', 'joao.rebook@example.com');
    await s.visit(ines, VISIT);
    await s.visit(joao, VISIT);
    await run(ctx, DUE);
    const [mail] = await s.mails('ines.rebook@example.com');
    const token = s.tokenOf(mail!.text);

    for (const bad of ['x'.repeat(43), `${token.slice(0, -1)}!`, 'short']) {
      const res = await ctx.request(`/api/rebook-reminders/unsubscribe/${bad}`, jsonPost({}));
      expect(res.status, bad).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        rebookReminderMessages.invalidLink,
      );
    }
    expect(await s.optedIn(ines)).toBe(true);

    const res = await ctx.request(`/api/rebook-reminders/unsubscribe/${token}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect(await s.optedIn(ines)).toBe(false);
    expect(await s.optedIn(joao)).toBe(true);

    // Her next visit is not written about; his is.
    const next = new Date('2026-07-10T09:00:00Z');
    await s.visit(ines, next);
    await s.visit(joao, next);
    expect(await run(ctx, new Date('2026-07-30T09:00:00Z'))).toBe(1);
    expect(await s.mails('ines.rebook@example.com')).toHaveLength(1);
    expect(await s.mails('joao.rebook@example.com')).toHaveLength(2);
  });

  test('the /perfil switch turns them off for that account alone, and on again', async ({
    ctx,
  }) => {
    const s = await setUp(ctx);
    const cookie = await signedInClient(ctx, 'kim.rebook@example.com');
    const other = await s.client('Lia Melo', 'lia.rebook@example.com');
    const me = async () =>
      ((await (await ctx.request('/api/me', withCookie(cookie))).json()) as Me).profile;
    const save = (rebookReminders?: boolean) =>
      ctx.request(
        '/api/me/profile',
        withCookie(cookie, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ fullName: 'Kim Rocha', rebookReminders }),
        }),
      );

    expect((await (await save()).json()) as object).toMatchObject({ rebookReminders: true });
    expect(await me()).toMatchObject({ rebookReminders: true });
    expect((await save(false)).status).toBe(200);
    expect(await me()).toMatchObject({ rebookReminders: false });
    // Absent keeps it.
    await save();
    expect(await me()).toMatchObject({ rebookReminders: false });
    expect(await s.optedIn(other)).toBe(true);

    // The job skips the account's visit and writes about the other client's.
    const [account] = await ctx.db
      .select({ id: clients.id })
      .from(clients)
      .innerJoin(usersOf, eq(usersOf.id, clients.userId))
      .where(eq(usersOf.email, 'kim.rebook@example.com'));
    const kim = account!.id;
    await s.visit(kim, VISIT);
    await s.visit(other, VISIT);
    expect(await run(ctx, DUE)).toBe(1);
    expect(await s.mails('lia.rebook@example.com')).toHaveLength(1);

    expect((await save(true)).status).toBe(200);
    expect(await me()).toMatchObject({ rebookReminders: true });
  });
});
