import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DepositCheckout } from '@shared/deposits';
import type { ClientAppointment } from '@shared/schemas/booking';
import { seededCourse } from '../../../tests/support/academy-helpers';
import { signedInClient, withCookie } from '../../../tests/support/auth-helpers';
import { type FakeStripe, startFakeStripe } from '../../../tests/support/fake-stripe';
import { answerOf, expectReplayOf, withKey } from '../../../tests/support/idempotency-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import {
  describe,
  expect,
  requestThrough,
  test,
  type TestContext,
} from '../../../tests/support/test-app';
import { testConfig } from '../../../tests/support/test-database';
import { createLogger } from '../logger';
import { scheduledJobs } from '../jobs/scheduled-jobs';
import { user } from '../db/schema/auth';
import { appointments } from '../db/schema/booking';
import { professionals, services } from '../db/schema/catalogue';
import { professionalServices } from '../db/schema/diary';
import { appointmentDeposits } from '../db/schema/deposits';
import { idempotencyKeys } from '../db/schema/idempotency';
import { mailQueue } from '../db/schema/mail';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const HOUR = 60 * 60_000;

const SECRET_KEY = 'sk_test_fake_idempotency_0123456789';
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY });
});
afterAll(() => stripe.close());
beforeEach(() => stripe.holdCheckouts(false));

function setNow(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

/** The app as it runs with STRIPE_SECRET_KEY, from the test's own address. */
function stripeApp(ctx: TestContext) {
  const app = ctx.appWith({
    config: {
      ...testConfig,
      stripe: { secretKey: SECRET_KEY, webhookSecret: undefined, apiBase: stripe.url },
    },
  });
  return { request: requestThrough(app, ctx.address) };
}

/** A booking's body: the service's first professional (so a taken time is refused), Wednesday. */
async function slot(ctx: TestContext, slug = 'cut-blow-dry', time = '10:00') {
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  const [professional] = await ctx.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
    .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, service!.id)))
    .orderBy(asc(professionals.sortOrder));
  return {
    serviceId: service!.id,
    professionalId: professional!.id,
    date: WEDNESDAY,
    time,
    notes: 'Hi',
  };
}

function book(
  app: Pick<TestContext, 'request'>,
  cookie: string,
  body: unknown,
  key?: string | null,
) {
  const init = withCookie(cookie, jsonPost(body));
  return app.request('/api/appointments', key === null ? init : withKey(init, key));
}

const bookingsOf = async (ctx: TestContext, email: string) =>
  ctx.db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(user, eq(user.id, appointments.userId))
    .where(eq(user.email, email));

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('an Idempotency-Key on a booking', () => {
  test('a booking retried with the same key gets its first 201 answer again, marked as a replay, and books once', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const body = await slot(ctx);
    const key = randomUUID();
    const first = await book(ctx, cookie, body, key);
    expect(first.status).toBe(201);
    const retry = await book(ctx, cookie, body, key);
    const { appointment } = await expectReplayOf<{ appointment: ClientAppointment }>(first, retry);
    expect(appointment).toMatchObject({ date: WEDNESDAY, time: '10:00', status: 'pending' });
    expect(await bookingsOf(ctx, 'ana@example.com')).toEqual([{ id: appointment.id }]);
    // The retry queued no second pair of e-mails.
    const mails = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'ana@example.com'));
    expect(mails.filter((m) => m.subject.startsWith('Appointment request'))).toHaveLength(1);
    // What a retry without a key gets: its own appointment holds the time.
    expect((await book(ctx, cookie, body, null)).status).toBe(409);
  });

  test("the draft's quoted form and the bare key are the same key", async ({ ctx }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const body = await slot(ctx);
    const key = randomUUID();
    const first = await book(ctx, cookie, body, `"${key}"`);
    expect(first.status).toBe(201);
    await expectReplayOf(first, await book(ctx, cookie, body, key));
  });

  test('the same key with another body is refused 422 with a clear message, and books nothing', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const key = randomUUID();
    expect((await book(ctx, cookie, await slot(ctx), key)).status).toBe(201);
    const other = await book(ctx, cookie, await slot(ctx, 'cut-blow-dry', '14:00'), key);
    expect(other.status).toBe(422);
    expect(await errorOf(other)).toEqual({
      code: 'idempotency_key_reused',
      message:
        'This Idempotency-Key was already used for a different request. Please send a new key with each new action.',
    });
    expect(await bookingsOf(ctx, 'ana@example.com')).toHaveLength(1);
  });

  test("a key is its caller's and its route's: another client's, or another route's, is another request", async ({
    ctx,
  }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const bia = await signedInClient(ctx, 'bia@example.com');
    const key = randomUUID();
    const booked = await book(ctx, ana, await slot(ctx), key);
    expect(booked.status).toBe(201);
    // Bia's same key books for her.
    const hers = await book(ctx, bia, await slot(ctx, 'cut-blow-dry', '14:00'), key);
    expect(hers.status).toBe(201);
    expect(hers.headers.get('idempotent-replayed')).toBeNull();
    expect(await bookingsOf(ctx, 'bia@example.com')).toHaveLength(1);
    // On the cancel route it is a new key; on another appointment's cancel, another request.
    const { appointment } = (await booked.json()) as { appointment: ClientAppointment };
    const cancel = (id: string) =>
      ctx.request(
        `/api/appointments/${id}/cancel`,
        withKey(withCookie(ana, { method: 'POST' }), key),
      );
    expect((await cancel(appointment.id)).status).toBe(200);
    const second = await book(ctx, ana, await slot(ctx, 'cut-blow-dry', '16:00'), null);
    const { appointment: other } = (await second.json()) as { appointment: ClientAppointment };
    const reused = await cancel(other.id);
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).code).toBe('idempotency_key_reused');
  });

  test('malformed keys are refused 400 before anything is booked', async ({ ctx }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const body = await slot(ctx);
    for (const key of [
      '',
      '   ',
      'x'.repeat(256),
      'has space',
      'comma,separated',
      'chave-ção',
      '"a',
    ]) {
      const res = await book(ctx, cookie, body, key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: 'invalid_idempotency_key',
        message:
          'The Idempotency-Key header must be 1 to 255 letters, digits or the characters . _ : + / = ~ -',
      });
    }
    expect(await bookingsOf(ctx, 'ana@example.com')).toEqual([]);
    // The longest key allowed, of every allowed kind of character.
    const longest = `aZ09._:+/=~-${'k'.repeat(243)}`;
    expect((await book(ctx, cookie, body, longest)).status).toBe(201);
  });

  test('a refused booking leaves its key free: the same request runs again once it can succeed', async ({
    ctx,
  }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const bia = await signedInClient(ctx, 'bia@example.com');
    // Bia takes the time first.
    const taken = await book(ctx, bia, await slot(ctx), null);
    expect(taken.status).toBe(201);
    const { appointment } = (await taken.json()) as { appointment: ClientAppointment };
    const key = randomUUID();
    expect((await book(ctx, ana, await slot(ctx), key)).status).toBe(409);
    const cancelled = await ctx.request(
      `/api/appointments/${appointment.id}/cancel`,
      withCookie(bia, { method: 'POST' }),
    );
    expect(cancelled.status).toBe(200);
    const retry = await book(ctx, ana, await slot(ctx), key);
    expect(await answerOf(retry)).toMatchObject({ status: 201, replayed: null });
  });
});

describe('a key whose first request is still running', () => {
  test('the same key answers 409 "still in progress", to retry; once done, the first answer', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'cabelo');
    const key = randomUUID();
    const checkout = () =>
      app.request('/api/courses/checkout', withKey(jsonPost({ courseId: course.id }), key));
    const created = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    const before = created().length;
    stripe.holdCheckouts(true);
    const first = checkout();
    await stripe.checkoutsHeld(1);
    const meanwhile = await checkout();
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers.get('retry-after')).toBe('1');
    expect(await errorOf(meanwhile)).toEqual({
      code: 'idempotency_in_progress',
      message: 'This request is still being processed. Please try again in a moment.',
    });
    stripe.releaseCheckout();
    const answered = await first;
    expect(answered.status).toBe(200);
    await expectReplayOf(answered, await checkout());
    expect(created().length - before).toBe(1);
  });

  test('a run past its lease is taken over; the slow run then keeps nothing and its write rolls back', async ({
    ctx,
  }) => {
    setNow(ctx);
    const app = stripeApp(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const body = { ...(await slot(ctx, 'balayage')), notes: null };
    const key = randomUUID();
    stripe.holdCheckouts(true);
    // The first run reaches Stripe and stays there (as on an instance about to be killed).
    const slow = book(app, cookie, body, key);
    await stripe.checkoutsHeld(1);
    ctx.clock.advance(20_000);
    expect((await book(app, cookie, body, key)).status).toBe(409);
    ctx.clock.advance(11_000);
    // Past the 30-second lease: a retry takes the key over and runs.
    const retry = book(app, cookie, body, key);
    await stripe.checkoutsHeld(2);
    stripe.releaseCheckout();
    const slowAnswer = await slow;
    expect(slowAnswer.status).toBe(409);
    expect((await errorOf(slowAnswer)).code).toBe('idempotency_in_progress');
    stripe.releaseCheckout();
    const retried = await retry;
    expect(retried.status).toBe(202);
    const { checkout } = await expectReplayOf<{ checkout: DepositCheckout }>(
      retried,
      await book(app, cookie, body, key),
    );
    // One hold and one deposit, the retry's; the slow run's checkout was closed.
    const deposits = await ctx.db.select().from(appointmentDeposits);
    expect(deposits.map((d) => d.id)).toEqual([checkout.depositId]);
    const holds = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, deposits[0]!.appointmentId!));
    expect(holds).toHaveLength(1);
    const sessions = [...stripe.sessions.values()].slice(-2);
    expect(sessions.map((s) => s.status)).toEqual(['expired', 'open']);
    expect(sessions[1]!.id).toBe(deposits[0]!.providerSessionId);
  });
});

describe('keys expire', () => {
  test('after 24 hours the scheduled job deletes them, and the key is then a new one', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const bia = await signedInClient(ctx, 'bia@example.com');
    const body = await slot(ctx);
    const key = randomUUID();
    const first = await book(ctx, ana, body, key);
    expect(first.status).toBe(201);
    const { appointment } = (await first.json()) as { appointment: ClientAppointment };
    // Bia sends the same key an hour later: her row outlives Ana's by that hour.
    ctx.clock.advance(HOUR);
    expect((await book(ctx, bia, await slot(ctx, 'cut-blow-dry', '14:00'), key)).status).toBe(201);
    const job = scheduledJobs({
      db: ctx.db,
      config: testConfig,
      logger: createLogger('error'),
    }).find((j) => j.name === 'idempotency keys')!;
    const kept = async () =>
      (
        await ctx.db
          .select({ email: user.email })
          .from(idempotencyKeys)
          .innerJoin(user, eq(user.id, idempotencyKeys.accountId))
          .where(eq(idempotencyKeys.key, key))
      ).map((row) => row.email);
    await job.run(new Date(NOW.getTime() + 24 * HOUR - 1));
    expect((await kept()).sort()).toEqual(['ana@example.com', 'bia@example.com']);
    await job.run(new Date(NOW.getTime() + 24 * HOUR));
    expect(await kept()).toEqual(['bia@example.com']);
    // The same request a day later is not answered from the key: it runs, and its time is taken.
    ctx.clock.advance(23 * HOUR);
    const later = await book(ctx, ana, body, key);
    expect(await answerOf(later)).toMatchObject({ status: 409, replayed: null });
    expect(await bookingsOf(ctx, 'ana@example.com')).toEqual([{ id: appointment.id }]);
  });

  test('a key found expired by its next request starts afresh, even before the job has run', async ({
    ctx,
  }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const key = randomUUID();
    expect((await book(ctx, ana, await slot(ctx), key)).status).toBe(201);
    ctx.clock.advance(24 * HOUR);
    // Another body under the old key is no longer a reuse: the key was forgotten.
    const next = await book(ctx, ana, await slot(ctx, 'cut-blow-dry', '14:00'), key);
    expect(await answerOf(next)).toMatchObject({ status: 201, replayed: null });
    expect(await bookingsOf(ctx, 'ana@example.com')).toHaveLength(2);
  });
});
