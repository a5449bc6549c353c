import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { DepositCheckout } from '@shared/deposits';
import type { ClientAppointment } from '@shared/schemas/booking';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import {
  expectStatus,
  GOOD_PASSWORD,
  signedInClient,
  signUp,
  withCookie,
} from '../../../../tests/support/auth-helpers';
import {
  type FakeStripe,
  signedEvent,
  startFakeStripe,
} from '../../../../tests/support/fake-stripe';
import { withKey } from '../../../../tests/support/idempotency-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { testConfig } from '../../../../tests/support/test-database';
import { adminAuditLog } from '../../db/schema/audit';
import { profiles, user, verification } from '../../db/schema/auth';
import { appointments } from '../../db/schema/booking';
import { professionals, services } from '../../db/schema/catalogue';
import { clients } from '../../db/schema/clients';
import { appointmentDeposits } from '../../db/schema/deposits';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { professionalServices } from '../../db/schema/diary';
import { mailQueue } from '../../db/schema/mail';
import { smsQueue } from '../../db/schema/reminders';
import { enqueueSms } from '../../domain/sms-queue';

// Issue 27, items 1-3: an erasure touches only the client's own rows, found by id or by their own
// address, scrubs their SMS, and settles their live appointments' deposits.

const SECRET_KEY = 'sk_test_fake_erasure_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_erasure_0123456789';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY });
});
afterAll(() => stripe.close());

function setNow(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

const stripeApp = (ctx: TestContext) =>
  ctx.appWith({
    config: {
      ...testConfig,
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url },
    },
  });
type App = ReturnType<typeof stripeApp>;

async function clientIdOf(ctx: TestContext, email: string) {
  const [row] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(user, eq(user.id, clients.userId))
    .where(eq(user.email, email));
  return row!.id;
}

type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

const eraseSelf = (app: Requester, cookie: string) =>
  app.request('/api/me', as(cookie, 'DELETE', { password: GOOD_PASSWORD }));

describe("an erasure touches only the client's own rows", () => {
  test("a client named like the salon, with a number like a year, leaves everyone else's mail and audit rows as they were", async ({
    ctx,
  }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    // Someone else's sign-up confirmation, waiting for a retry after the mail server refused it:
    // its text names the salon, "Aurora Beauty Studio", like every e-mail the salon sends.
    await expectStatus('sign-up', await signUp(ctx, 'waiting@example.com'), 200);
    await ctx.db
      .update(mailQueue)
      .set({ attempts: 1, lastError: '451 try again later' })
      .where(eq(mailQueue.to, 'waiting@example.com'));
    // Staff's own work: a closure whose reason shares the client's words.
    await expectStatus(
      'closure',
      await ctx.request(
        '/api/admin/diary/closures',
        as(admin, 'POST', {
          startsOn: '2027-01-04',
          endsOn: '2027-01-04',
          reason: 'Aurora Beauty Studio closed for the 2027 refit',
        }),
      ),
      201,
    );

    const cookie = await signedInClient(ctx, 'aurora.client@example.com');
    await ctx.request(
      '/api/me/profile',
      as(cookie, 'PUT', { fullName: 'Aurora Beauty Studio', phone: '07700 902027' }),
    );
    await expectStatus(
      'contact',
      await ctx.request(
        '/api/contact',
        jsonPost({
          name: 'Aurora Beauty Studio',
          email: 'aurora.client@example.com',
          phone: '2027',
          subject: 'Booking',
          message: 'Do you have time in 2027?',
        }),
      ),
      201,
    );
    const others = {
      mail: await ctx.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.to, 'waiting@example.com'))
        .orderBy(asc(mailQueue.id)),
      audit: await ctx.db
        .select()
        .from(adminAuditLog)
        .where(like(adminAuditLog.action, 'closure.%'))
        .orderBy(asc(adminAuditLog.id)),
    };
    expect(others.mail).toHaveLength(1);
    expect(others.mail[0]!.text).toContain('Aurora Beauty Studio');
    expect(others.audit.map((a) => a.details)).toEqual([
      expect.objectContaining({ reason: 'Aurora Beauty Studio closed for the 2027 refit' }),
    ]);

    expect((await eraseSelf(ctx, cookie)).status).toBe(200);

    const othersAfter = {
      mail: await ctx.db
        .select()
        .from(mailQueue)
        .where(
          inArray(
            mailQueue.id,
            others.mail.map((m) => m.id),
          ),
        )
        .orderBy(asc(mailQueue.id)),
      audit: await ctx.db
        .select()
        .from(adminAuditLog)
        .where(
          inArray(
            adminAuditLog.id,
            others.audit.map((a) => a.id),
          ),
        )
        .orderBy(asc(adminAuditLog.id)),
    };
    expect(othersAfter).toEqual(others);
    // Their own message to the salon (reply-to their address) went.
    expect(
      await ctx.db.select().from(mailQueue).where(like(mailQueue.text, '%Do you have time%')),
    ).toEqual([]);
  });

  test('an address inside a longer one is somebody else: their magic link and mail stay', async ({
    ctx,
  }) => {
    setNow(ctx);
    const ann = await signedInClient(ctx, 'ann@example.com');
    await signedInClient(ctx, 'joann@example.com');
    await expectStatus(
      'magic link',
      await ctx.request(
        '/api/auth/sign-in/magic-link',
        jsonPost({ email: 'joann@example.com', callbackURL: '/' }),
      ),
      200,
    );
    const joanns = async () => ({
      mail: await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'joann@example.com')),
      links: await ctx.db
        .select({ id: verification.id })
        .from(verification)
        .where(like(verification.value, '%joann@example.com%')),
    });
    const before = await joanns();
    expect(before.mail.length).toBeGreaterThan(0);
    expect(before.links).toHaveLength(1);
    expect((await eraseSelf(ctx, ann)).status).toBe(200);
    expect(await joanns()).toEqual(before);
  });
});

describe("an erasure scrubs the client's text messages", () => {
  test('queued SMS to their number or about their appointments go; anyone else’s stay', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'texted@example.com');
    await ctx.request(
      '/api/me/profile',
      as(cookie, 'PUT', { fullName: 'Texted Person', phone: '07700 900555', smsReminders: true }),
    );
    const clientId = await clientIdOf(ctx, 'texted@example.com');
    const [someone] = await ctx.db
      .insert(clients)
      .values({ fullName: 'Someone Else', phone: '07700 900666' })
      .returning();
    await enqueueSms(
      ctx.db,
      [
        // A reminder: to their number, about their record.
        { to: '+447700900555', body: 'Reminder: tomorrow at 10:00.', about: [clientId] },
        // Sent before messages named what they were about: found by the number alone.
        { to: '+447700900555', body: 'Older reminder.', about: [] },
        // Someone else's, whose text happens to carry the same digits.
        { to: '+447700900666', body: 'Call 07700 900555 to confirm.', about: [someone!.id] },
      ],
      NOW,
    );
    expect((await eraseSelf(ctx, cookie)).status).toBe(200);
    const left = await ctx.db.select({ to: smsQueue.to, body: smsQueue.body }).from(smsQueue);
    expect(left).toEqual([{ to: '+447700900666', body: 'Call 07700 900555 to confirm.' }]);
  });
});

describe("an erasure settles the client's live appointments", () => {
  /** Balayage asks for a deposit (25% of its price, decision 028). */
  async function depositSlot(ctx: TestContext) {
    const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'balayage'));
    const [professional] = await ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
      .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, service!.id)))
      .orderBy(asc(professionals.sortOrder));
    return { serviceId: service!.id, professionalId: professional!.id };
  }

  /** Holds a time, pays its deposit through Stripe's webhook and confirms the booking. */
  async function paidAppointment(app: App, ctx: TestContext, cookie: string, date: string) {
    const slot = { ...(await depositSlot(ctx)), date, time: '10:00' };
    const res = await app.request('/api/appointments', withCookie(cookie, jsonPost(slot)));
    expect(res.status, await res.clone().text()).toBe(202);
    const { checkout } = await json<{ checkout: DepositCheckout }>(res);
    const session = stripe.pay(stripe.last().id, 'settled@example.com');
    const event = signedEvent('checkout.session.completed', session, WEBHOOK_SECRET);
    const paid = await app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.payload,
    });
    expect(paid.status).toBe(200);
    const [deposit] = await ctx.db
      .select()
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.id, checkout.depositId));
    expect(deposit!.status).toBe('paid');
    return { deposit: deposit!, session };
  }

  test('a deposit is refunded 24 hours or more ahead, kept inside them; the salon is told which times came free', async ({
    ctx,
  }) => {
    setNow(ctx);
    const app = stripeApp(ctx);
    const cookie = await signedInClient(ctx, 'settled@example.com');
    await app.request(
      '/api/me/profile',
      as(cookie, 'PUT', { fullName: 'Settled Person', phone: '07700 900777' }),
    );
    // Wednesday: more than 24 hours ahead. Tuesday 10:00: inside them (now is Monday 08:00 + 23 h).
    const early = await paidAppointment(app, ctx, cookie, '2026-11-25');
    const late = await paidAppointment(app, ctx, cookie, '2026-11-24');
    ctx.clock.advance(3 * 3_600_000);
    const booked = await json<{ appointments: ClientAppointment[] }>(
      await app.request('/api/appointments', withCookie(cookie)),
    );
    expect(booked.appointments).toHaveLength(2);
    const refundsBefore = stripe.refunds.length;

    expect((await eraseSelf(app, cookie)).status).toBe(200);

    const deposits = await ctx.db
      .select()
      .from(appointmentDeposits)
      .where(inArray(appointmentDeposits.id, [early.deposit.id, late.deposit.id]));
    const byId = new Map(deposits.map((d) => [d.id, d]));
    expect(byId.get(early.deposit.id)).toMatchObject({ status: 'refunded', appointmentId: null });
    expect(byId.get(late.deposit.id)).toMatchObject({ status: 'retained', appointmentId: null });
    expect(stripe.refunds.slice(refundsBefore).map((r) => r.payment_intent)).toEqual([
      early.session.payment_intent,
    ]);
    // The times are free: the appointments are gone.
    expect(
      await ctx.db
        .select()
        .from(appointments)
        .where(
          inArray(
            appointments.id,
            booked.appointments.map((a) => a.id),
          ),
        ),
    ).toEqual([]);

    // Audited: each cancellation, the refund and the kept deposit, by the client themselves.
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        inArray(
          adminAuditLog.targetId,
          booked.appointments.map((a) => a.id),
        ),
      );
    const actions = audit.map((a) => [a.action, a.actorEmail, a.details.reason]).sort();
    expect(actions).toEqual(
      [
        ['appointment.status', 'o próprio cliente (pelo site)', 'erasure'],
        ['appointment.status', 'o próprio cliente (pelo site)', 'erasure'],
        ['deposit.paid', expect.any(String), undefined],
        ['deposit.paid', expect.any(String), undefined],
        ['deposit.refund', 'o próprio cliente (pelo site)', 'early_cancellation'],
        ['deposit.retain', 'o próprio cliente (pelo site)', 'late_cancellation'],
      ].sort(),
    );

    // The salon hears which times came free, and nothing of who held them.
    const [notice] = await ctx.db
      .select()
      .from(mailQueue)
      .where(like(mailQueue.subject, '[Freed]%'));
    expect(notice).toMatchObject({
      to: testConfig.salonNotifyEmail,
      subject: '[Freed] 2 appointments cancelled by an erasure',
    });
    expect(notice!.text).toContain('24 November 2026 at 10:00');
    expect(notice!.text).toContain('25 November 2026 at 10:00');
    expect(notice!.text).toContain('deposit refunded');
    expect(notice!.text).toContain('deposit kept');
    for (const trace of ['Settled Person', 'settled@example.com', '07700 900777'])
      expect(JSON.stringify(notice)).not.toContain(trace);
  });

  test('staff erasing a client with an unpaid hold: the hold ends, nothing is charged or kept', async ({
    ctx,
  }) => {
    setNow(ctx);
    const app = stripeApp(ctx);
    const admin = await signedInAdmin(ctx);
    const cookie = await signedInClient(ctx, 'holding@example.com');
    const slot = { ...(await depositSlot(ctx)), date: '2026-11-25', time: '14:00' };
    const res = await app.request('/api/appointments', withCookie(cookie, jsonPost(slot)));
    expect(res.status).toBe(202);
    const session = stripe.last();
    const clientId = await clientIdOf(ctx, 'holding@example.com');
    const erased = await app.request(
      `/api/admin/clients/${clientId}/erase`,
      as(admin, 'POST', { confirm: true }),
    );
    expect(erased.status).toBe(200);
    const [deposit] = await ctx.db
      .select()
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.clientId, clientId));
    expect(deposit).toMatchObject({ status: 'expired', appointmentId: null });
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    // Nothing was freed that the salon must hear about: the time was only held.
    expect(
      await ctx.db.select().from(mailQueue).where(like(mailQueue.subject, '[Freed]%')),
    ).toEqual([]);
    const times = await json<{ times: string[] }>(
      await app.request(
        `/api/availability?service=${slot.serviceId}&professional=${slot.professionalId}&date=${slot.date}`,
      ),
    );
    expect(times.times).toContain('14:00');

    // The client's payment, still on its way, books nothing and goes back.
    const paid = stripe.pay(session.id, 'holding@example.com');
    const event = signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET);
    const late = await app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.payload,
    });
    expect(late.status).toBe(200);
    const [settled] = await ctx.db
      .select()
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.clientId, clientId));
    expect(settled).toMatchObject({ status: 'refunded', appointmentId: null });
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    expect(
      await ctx.db.select().from(appointments).where(eq(appointments.clientId, clientId)),
    ).toEqual([]);
  });

  test('a refund the provider refuses fails the erasure and keeps everything', async ({ ctx }) => {
    setNow(ctx);
    const app = stripeApp(ctx);
    const cookie = await signedInClient(ctx, 'settled@example.com');
    const { deposit } = await paidAppointment(app, ctx, cookie, '2026-11-25');
    stripe.setFailing(true);
    try {
      const res = await eraseSelf(app, cookie);
      expect(res.status).toBe(502);
    } finally {
      stripe.setFailing(false);
    }
    const [still] = await ctx.db
      .select()
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.id, deposit.id));
    expect(still).toMatchObject({ status: 'paid' });
    expect(still!.appointmentId).not.toBeNull();
    const kept = await ctx.db
      .select({ name: profiles.fullName })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, 'settled@example.com'));
    expect(kept).toHaveLength(1);
  });
});

describe('an erasure finds the salon’s messages about the client by their records', () => {
  test('a desk client’s confirmation, sent to the address staff have since corrected, goes', async ({
    ctx,
  }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    const res = await ctx.request(
      '/api/admin/appointments',
      as(admin, 'POST', {
        newClient: { name: 'Desk Person', phone: '07700 900 462', email: 'typo@example.con' },
        serviceId: cut!.id,
        professionalId: null,
        date: '2026-11-25',
        time: '11:00',
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { appointment } = await json<{ appointment: { id: string; clientId: string } }>(res);
    const [record] = await ctx.db
      .select({ id: clients.id })
      .from(clients)
      .innerJoin(appointments, eq(appointments.clientId, clients.id))
      .where(eq(appointments.id, appointment.id));
    await expectStatus(
      'correct the e-mail',
      await ctx.request(
        `/api/admin/clients/${record!.id}`,
        as(admin, 'PATCH', {
          name: 'Desk Person',
          phone: '07700 900 462',
          email: 'desk.person@example.com',
        }),
      ),
      200,
    );
    expect(
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'typo@example.con')),
    ).toHaveLength(1);
    const erased = await ctx.request(
      `/api/admin/clients/${record!.id}/erase`,
      as(admin, 'POST', { confirm: true }),
    );
    expect(erased.status).toBe(200);
    expect(
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'typo@example.con')),
    ).toEqual([]);
  });
});

describe('answers kept for idempotency keys (decision 039)', () => {
  test("an erasure deletes the answers given to the client and staff's answers about them; another client's stay", async ({
    ctx,
  }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    const [professional] = await ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
      .where(eq(professionalServices.serviceId, service!.id))
      .orderBy(asc(professionals.sortOrder));
    const keyed = async (email: string, time: string) => {
      const cookie = await signedInClient(ctx, email);
      const res = await expectStatus(
        `booking of ${email}`,
        await ctx.request(
          '/api/appointments',
          withKey(
            withCookie(
              cookie,
              jsonPost({
                serviceId: service!.id,
                professionalId: professional!.id,
                date: '2026-11-25',
                time,
              }),
            ),
          ),
        ),
        201,
      );
      const { appointment } = await json<{ appointment: ClientAppointment }>(res);
      // Staff confirm it from the back office, with a key of their own.
      await expectStatus(
        `confirmation of ${email}`,
        await ctx.request(
          `/api/admin/appointments/${appointment.id}/status`,
          withKey(as(admin, 'POST', { status: 'confirmed' })),
        ),
        200,
      );
      return { cookie, appointmentId: appointment.id };
    };
    const ana = await keyed('ana.keys@example.com', '10:00');
    const bia = await keyed('bia.keys@example.com', '14:00');
    const kept = () =>
      ctx.db.select({ id: idempotencyKeys.id, about: idempotencyKeys.about }).from(idempotencyKeys);
    const before = await kept();
    expect(before).toHaveLength(4);
    const about = (appointmentId: string) =>
      before.filter((row) => row.about.includes(appointmentId)).map((row) => row.id);
    expect(about(ana.appointmentId)).toHaveLength(2);

    await expectStatus('erasure', await eraseSelf(ctx, ana.cookie), 200);
    expect((await kept()).map((row) => row.id).sort()).toEqual(about(bia.appointmentId).sort());
  });
});
