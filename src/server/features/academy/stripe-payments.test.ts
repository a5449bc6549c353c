import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { MyCourse } from '@shared/academy';
import {
  committingApp,
  describe,
  expect,
  type TestContext,
  test,
} from '../../../../tests/support/test-app';
import { seededCourse, startCheckout, verify } from '../../../../tests/support/academy-helpers';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import {
  type FakeStripe,
  type FakeSession,
  signedEvent,
  startFakeStripe,
} from '../../../../tests/support/fake-stripe';
import { testConfig } from '../../../../tests/support/test-database';
import { jsonPost } from '../../../../tests/support/json-request';
import { courseMaterials, coursePurchases } from '../../db/schema/academy';
import { courses } from '../../db/schema/catalogue';
import { rateLimits } from '../../db/schema/rate-limits';

import { user } from '../../db/schema/auth';
import { mailQueue } from '../../db/schema/mail';

const SECRET_KEY = 'sk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_secret_0123456789';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY });
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.setFailing(false);
});

/** The app as it runs with STRIPE_SECRET_KEY, its SDK pointed at the fake through STRIPE_API_BASE. */
const stripeApp = (ctx: TestContext, webhookSecret: string | null = WEBHOOK_SECRET) =>
  ctx.appWith({
    config: {
      ...testConfig,
      stripe: {
        secretKey: SECRET_KEY,
        webhookSecret: webhookSecret ?? undefined,
        apiBase: stripe.url,
      },
    },
  });

type App = ReturnType<typeof stripeApp>;

async function checkout(app: App, courseId: string, cookie?: string): Promise<FakeSession> {
  const res = await startCheckout(app, courseId, cookie);
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const session = stripe.last();
  expect(url).toBe(session.url);
  return session;
}

async function webhook(
  app: Pick<TestContext, 'request'> | App,
  event: { payload: string; signature: string },
) {
  return app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.payload,
  });
}

const completed = (session: FakeSession, secret = WEBHOOK_SECRET) =>
  signedEvent('checkout.session.completed', session, secret);

const purchases = (ctx: TestContext) => ctx.db.select().from(coursePurchases);

describe('Stripe Checkout', () => {
  test('creates a GBP session for the course at its database price, returning to /course-success', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'skincare');
    const session = await checkout(app, course.id);
    const request = stripe.requests.findLast((r) => r.method === 'POST')!;
    expect(request.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.body).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'gbp',
            unit_amount: '9700',
            product_data: { name: course.name },
          },
        },
      ],
      success_url: `${testConfig.publicUrl}/course-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${testConfig.publicUrl}/#cursos`,
      metadata: { course_id: course.id, amount_pence: '9700', currency: 'gbp', user_id: '' },
    });
    expect(request.body).not.toHaveProperty('customer_email');
    expect(session.amount_total).toBe(9700);
  });

  test('ties a signed-in buyer’s session to the account and pre-fills its e-mail', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const cookie = await signedInClient(ctx, 'stripe-buyer@example.com');
    const [account] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, 'stripe-buyer@example.com'));
    const course = await seededCourse(ctx, 'cabelo');
    const session = await checkout(app, course.id, cookie);
    expect(session.customer_email).toBe('stripe-buyer@example.com');
    expect(session.client_reference_id).toBe(account!.id);
    expect(session.metadata.user_id).toBe(account!.id);

    stripe.pay(session.id);
    expect((await verify(app, session.id)).status).toBe(200);
    const [purchase] = await purchases(ctx);
    expect(purchase).toMatchObject({ userId: account!.id, provider: 'stripe' });
    const mine = (await (
      await app.request('/api/me/courses', withCookie(cookie))
    ).json()) as MyCourse[];
    expect(mine.map((c) => c.courseId)).toEqual([course.id]);
  });

  test('a valid payment grants access through the success page', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'unhas');
    const session = await checkout(app, course.id);
    stripe.pay(session.id, 'Paid.Buyer@example.com');
    const res = await verify(app, session.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'paid',
      course: { id: course.id, name: course.name },
    });
    expect(await purchases(ctx)).toMatchObject([
      {
        courseId: course.id,
        email: 'paid.buyer@example.com',
        provider: 'stripe',
        providerSessionId: session.id,
        amountPence: 4700,
        currency: 'gbp',
        accessGranted: true,
      },
    ]);
    const cookie = await signedInClient(ctx, 'paid.buyer@example.com');
    const [mine] = (await (
      await app.request('/api/me/courses', withCookie(cookie))
    ).json()) as MyCourse[];
    expect((await app.request(mine!.materials[0]!.url, withCookie(cookie))).status).toBe(200);
  });

  test('a valid payment grants access through the signed webhook, and a replay changes nothing', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'maquiagem');
    const session = stripe.pay((await checkout(app, course.id)).id, 'hook@example.com');
    const event = completed(session);
    const first = await webhook(app, event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, recorded: true });
    for (let i = 0; i < 2; i++) {
      const again = await webhook(app, event);
      expect(again.status).toBe(200);
    }
    // The success page, reloaded after the webhook, finds the same purchase.
    expect((await verify(app, session.id)).status).toBe(200);
    expect((await verify(app, session.id)).status).toBe(200);
    expect(await purchases(ctx)).toHaveLength(1);
    const mails = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'hook@example.com'));
    expect(mails).toHaveLength(1);
  });

  test('the webhook and the success page arriving together make one purchase', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'maquiagem');
    const session = stripe.pay((await checkout(app, course.id)).id);
    const results = await Promise.all([
      webhook(app, completed(session)),
      verify(app, session.id),
      webhook(app, completed(session)),
      verify(app, session.id),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await purchases(ctx)).toHaveLength(1);
  });

  test('committed concurrently on the real database, webhooks and reloads still make one purchase', async () => {
    // Outside the rolled-back test transaction: on PostgreSQL these requests really run at once,
    // each on its own pooled connection, so only the unique index can keep them to one row.
    const { database, app } = await committingApp({
      config: {
        ...testConfig,
        stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url },
      },
    });
    const [course] = await database.db
      .select()
      .from(courses)
      .where(like(courses.slug, '%skincare%'));
    const address = '192.0.2.201';
    const request = (path: string, init: RequestInit) => app.request(path, init);
    const res = await request('/api/courses/checkout', jsonPost({ courseId: course!.id }, address));
    expect(res.status).toBe(200);
    const session = stripe.pay(stripe.last().id, 'concurrent@example.com');
    try {
      const event = completed(session);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2
            ? request('/api/courses/verify', jsonPost({ sessionId: session.id }, address))
            : webhook(app, event),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      const rows = await database.db
        .select()
        .from(coursePurchases)
        .where(eq(coursePurchases.providerSessionId, session.id));
      expect(rows).toHaveLength(1);
      const mails = await database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.to, 'concurrent@example.com'));
      expect(mails).toHaveLength(1);
    } finally {
      await database.db
        .delete(coursePurchases)
        .where(eq(coursePurchases.providerSessionId, session.id));
      await database.db.delete(mailQueue).where(eq(mailQueue.to, 'concurrent@example.com'));
      await database.db.delete(rateLimits).where(like(rateLimits.key, `%${address}`));
    }
  });

  test('an unpaid session grants nothing, by either path', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'cabelo');
    const session = await checkout(app, course.id);
    const res = await verify(app, session.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payment_not_completed',
    );
    // A delayed payment method: the session completes before the money arrives.
    stripe.alter(session.id, {
      status: 'complete',
      payment_status: 'unpaid',
      customer_details: { email: 'slow@example.com' },
    });
    const hook = await webhook(app, completed(session));
    expect(await hook.json()).toEqual({ received: true, recorded: false });
    expect((await verify(app, session.id)).status).toBe(409);
    expect(await purchases(ctx)).toEqual([]);

    // When it does arrive, Stripe says so and access follows.
    stripe.alter(session.id, { payment_status: 'paid' });
    const paid = await webhook(
      app,
      signedEvent('checkout.session.async_payment_succeeded', session, WEBHOOK_SECRET),
    );
    expect(await paid.json()).toEqual({ received: true, recorded: true });
    expect(await purchases(ctx)).toHaveLength(1);
  });

  test('an expired session grants nothing', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'cabelo');
    const session = stripe.expire((await checkout(app, course.id)).id);
    expect((await verify(app, session.id)).status).toBe(409);
    const hook = await webhook(
      app,
      signedEvent('checkout.session.expired', session, WEBHOOK_SECRET),
    );
    expect(await hook.json()).toEqual({ received: true, recorded: false });
    expect(await purchases(ctx)).toEqual([]);
  });

  test('a bad signature is refused and records nothing', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'cabelo');
    const session = stripe.pay((await checkout(app, course.id)).id);
    const forged = completed(session, 'whsec_someone_else_entirely');
    const res = await webhook(app, forged);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_signature',
    );
    // A genuine signature over a different body.
    const genuine = completed(session);
    const tampered = await webhook(app, {
      payload: genuine.payload.replace('"amount_total":6700', '"amount_total":6701'),
      signature: genuine.signature,
    });
    expect(tampered.status).toBe(400);
    // An old signature (a captured request replayed later).
    const stale = signedEvent('checkout.session.completed', session, WEBHOOK_SECRET, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await webhook(app, stale)).status).toBe(400);
    const unsigned = await app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      body: genuine.payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await purchases(ctx)).toEqual([]);
  });

  test('a tampered amount grants nothing', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const course = await seededCourse(ctx, 'skincare');
    const session = stripe.pay((await checkout(app, course.id)).id);
    stripe.alter(session.id, { amount_total: 100, amount_subtotal: 100 });
    const res = await verify(app, session.id);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payment_invalid');
    expect(await (await webhook(app, completed(session))).json()).toEqual({
      received: true,
      recorded: false,
    });
    // The quoted amount itself, edited in the metadata, breaks its signature.
    stripe.alter(session.id, {
      metadata: { ...session.metadata, amount_pence: '100' },
    });
    expect((await verify(app, session.id)).status).toBe(422);
    // Paid in another currency.
    stripe.alter(session.id, {
      amount_total: 9700,
      currency: 'eur',
      metadata: (await checkout(app, course.id)).metadata,
    });
    expect((await verify(app, session.id)).status).toBe(422);
    expect(await purchases(ctx)).toEqual([]);
  });

  test('a session for another course grants nothing', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const cheap = await seededCourse(ctx, 'unhas');
    const dear = await seededCourse(ctx, 'skincare');
    const session = stripe.pay((await checkout(app, cheap.id)).id);
    // Someone rewrites the paid session's course to the dearer one.
    stripe.alter(session.id, { metadata: { ...session.metadata, course_id: dear.id } });
    expect((await verify(app, session.id)).status).toBe(422);
    expect(await (await webhook(app, completed(session))).json()).toEqual({
      received: true,
      recorded: false,
    });
    // A paid session this server never created (a payment link), naming a course.
    stripe.alter(session.id, { metadata: { course_id: dear.id } });
    expect((await verify(app, session.id)).status).toBe(422);
    expect(await purchases(ctx)).toEqual([]);
  });

  test('a session of the right price for another course buys only that course', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const nails = await seededCourse(ctx, 'unhas');
    const session = stripe.pay((await checkout(app, nails.id)).id, 'only-nails@example.com');
    expect((await verify(app, session.id)).status).toBe(200);
    const cookie = await signedInClient(ctx, 'only-nails@example.com');
    const mine = (await (
      await app.request('/api/me/courses', withCookie(cookie))
    ).json()) as MyCourse[];
    expect(mine.map((c) => c.courseId)).toEqual([nails.id]);
    expect((await purchases(ctx)).map((p) => p.courseId)).toEqual([nails.id]);
    const material = (courseId: string, materialId: string) =>
      app.request(`/api/me/courses/${courseId}/materials/${materialId}`, withCookie(cookie));
    expect((await material(nails.id, mine[0]!.materials[0]!.id)).status).toBe(200);
    // Another course's own material stays closed to this buyer.
    const skincare = await seededCourse(ctx, 'skincare');
    const [skincareMaterial] = await ctx.db
      .select()
      .from(courseMaterials)
      .where(eq(courseMaterials.courseId, skincare.id));
    if (!skincareMaterial) throw new Error('the seeded skincare course has no material');
    expect((await material(skincare.id, skincareMaterial.id)).status).toBe(403);
  });

  test('an unknown session is not found, and a Stripe outage is a 502, not a purchase', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    expect((await verify(app, 'cs_test_does_not_exist')).status).toBe(404);
    const course = await seededCourse(ctx, 'cabelo');
    const session = stripe.pay((await checkout(app, course.id)).id);
    stripe.setFailing(true);
    const res = await verify(app, session.id);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payment_provider_unavailable',
    );
    expect((await startCheckout(app, course.id)).status).toBe(502);
    expect(await purchases(ctx)).toEqual([]);
  });

  test('the webhook exists only with STRIPE_WEBHOOK_SECRET, and the test checkout not at all', async ({
    ctx,
  }) => {
    const noHook = stripeApp(ctx, null);
    const course = await seededCourse(ctx, 'cabelo');
    const session = stripe.pay((await checkout(noHook, course.id)).id);
    expect((await webhook(noHook, completed(session))).status).toBe(404);
    expect((await webhook(ctx, completed(session))).status).toBe(404);
    expect((await stripeApp(ctx).request(`/api/test-checkout/${session.id}`)).status).toBe(404);
  });
});
