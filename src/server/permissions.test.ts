import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../tests/support/test-app';
import { signedInClient, withCookie } from '../../tests/support/auth-helpers';
import { jsonPost } from '../../tests/support/json-request';
import { buyWithTestCheckout, seededCourse, verify } from '../../tests/support/academy-helpers';
import { courseMaterials } from './db/schema/academy';
import { services } from './db/schema/catalogue';

/**
 * Who may call what (DESIGN.md, "Rules that hold everywhere"): every API route of the app is
 * listed here with its rule, and each rule is proven for an anonymous visitor, a client, another
 * client and an administrator. A route added without a rule fails the first test.
 */
type Rule =
  /** Anyone, signed in or not. */
  | 'public'
  /** A signed-in account, acting on its own data only. */
  | 'signed-in'
  /** One client's resource: others get 404 as if it did not exist. */
  | 'owner'
  /** Administrators only: 401 anonymous, 403 clients. */
  | 'admin'
  /** better-auth's own endpoints (sign-up, sign-in, verification…), public by nature. */
  | 'auth-library'
  /** Only in NODE_ENV=test: the end-to-end tests' clock. */
  | 'test-only';

interface Fixtures {
  appointmentId: string;
  /** The client's time held for a deposit, and its test checkout session. */
  depositId: string;
  depositSessionId: string;
  serviceId: string;
  courseId: string;
  materialId: string;
}

interface RouteCase {
  rule: Rule;
  /** The request to send; paths with parameters name a real resource of the first client. */
  request?: (f: Fixtures) => { path: string; init?: RequestInit };
}

const json = (body: unknown, method = 'POST'): RequestInit => ({ ...jsonPost(body), method });

const ROUTES: Record<string, RouteCase> = {
  'GET /api/catalogue': { rule: 'public' },
  'GET /api/availability': {
    rule: 'public',
    request: (f) => ({ path: `/api/availability?service=${f.serviceId}&date=2026-11-25` }),
  },
  'GET /api/availability/days': {
    rule: 'public',
    request: (f) => ({ path: `/api/availability/days?service=${f.serviceId}&month=2026-11` }),
  },
  'GET /api/settings': { rule: 'public' },
  'GET /api/reviews': { rule: 'public' },
  // An unknown token: 404 for everyone, never 401 or 403.
  'GET /api/reviews/requests/:token': {
    rule: 'public',
    request: () => ({ path: `/api/reviews/requests/${'x'.repeat(43)}` }),
  },
  'POST /api/reviews': {
    rule: 'public',
    request: () => ({
      path: '/api/reviews',
      init: jsonPost({ userName: 'A', userEmail: 'a@example.com', rating: 5 }),
    }),
  },
  'POST /api/newsletter': {
    rule: 'public',
    request: () => ({ path: '/api/newsletter', init: jsonPost({ email: 'n@example.com' }) }),
  },
  'POST /api/newsletter/confirm': {
    rule: 'public',
    request: () => ({ path: '/api/newsletter/confirm', init: jsonPost({ token: 'x'.repeat(32) }) }),
  },
  'POST /api/newsletter/unsubscribe': {
    rule: 'public',
    request: () => ({ path: '/api/newsletter/unsubscribe', init: jsonPost({ token: 'x' }) }),
  },
  'POST /api/contact': {
    rule: 'public',
    request: () => ({
      path: '/api/contact',
      init: jsonPost({ name: 'A', email: 'a@example.com', subject: 'Booking', message: 'Hi' }),
    }),
  },
  'GET /api/blog': { rule: 'public' },
  'GET /api/blog/:id': {
    rule: 'public',
    request: () => ({ path: '/api/blog/cuidados-pele-verao' }),
  },
  'GET /api/legal/:slug': { rule: 'public', request: () => ({ path: '/api/legal/termos-de-uso' }) },
  'GET /api/me': { rule: 'public' },
  'PUT /api/me/profile': {
    rule: 'signed-in',
    request: () => ({ path: '/api/me/profile', init: json({ fullName: 'Ana Lima' }, 'PUT') }),
  },
  'GET /api/me/data': { rule: 'signed-in' },
  'GET /api/me/sms-verification': { rule: 'signed-in' },
  // The client has no mobile number nor code: refused with 409, after the sign-in check.
  'POST /api/me/sms-verification/send': {
    rule: 'signed-in',
    request: () => ({ path: '/api/me/sms-verification/send', init: jsonPost({}) }),
  },
  'POST /api/me/sms-verification/verify': {
    rule: 'signed-in',
    request: () => ({
      path: '/api/me/sms-verification/verify',
      init: jsonPost({ code: '123456' }),
    }),
  },
  // A wrong password: the walk must not delete the client it goes on to use.
  'DELETE /api/me': {
    rule: 'signed-in',
    request: () => ({ path: '/api/me', init: json({ password: 'not-the-password' }, 'DELETE') }),
  },
  'POST /api/me/sign-out': {
    rule: 'public',
    request: () => ({ path: '/api/me/sign-out', init: jsonPost({}) }),
  },
  'GET /api/appointments': { rule: 'signed-in' },
  'POST /api/appointments': {
    rule: 'signed-in',
    request: (f) => ({
      path: '/api/appointments',
      init: jsonPost({ serviceId: f.serviceId, date: '2026-11-26', time: '11:00' }),
    }),
  },
  // Before the cancel below, which leaves the appointment nothing to move.
  'POST /api/appointments/:id/reschedule': {
    rule: 'owner',
    request: (f) => ({
      path: `/api/appointments/${f.appointmentId}/reschedule`,
      init: jsonPost({ date: '2026-11-25', time: '14:00' }),
    }),
  },
  'POST /api/appointments/:id/cancel': {
    rule: 'owner',
    request: (f) => ({ path: `/api/appointments/${f.appointmentId}/cancel`, init: jsonPost({}) }),
  },
  'POST /api/appointments/deposits/verify': {
    rule: 'signed-in',
    request: (f) => ({
      path: '/api/appointments/deposits/verify',
      init: jsonPost({ sessionId: f.depositSessionId }),
    }),
  },
  'GET /api/deposit-checkout/:id': {
    rule: 'owner',
    request: (f) => ({ path: `/api/deposit-checkout/${f.depositSessionId}` }),
  },
  'POST /api/deposit-checkout/:id/pay': {
    rule: 'owner',
    request: (f) => ({
      path: `/api/deposit-checkout/${f.depositSessionId}/pay`,
      init: jsonPost({}),
    }),
  },
  // After the payment above: the owner is told it is paid (409), others that there is no such one.
  'POST /api/deposit-checkout/:id/cancel': {
    rule: 'signed-in',
    request: (f) => ({
      path: `/api/deposit-checkout/${f.depositSessionId}/cancel`,
      init: jsonPost({}),
    }),
  },
  'POST /api/appointments/deposits/release': {
    rule: 'signed-in',
    request: (f) => ({
      path: '/api/appointments/deposits/release',
      init: jsonPost({ depositId: f.depositId }),
    }),
  },
  'GET /api/admin/appointments': { rule: 'admin' },
  'POST /api/admin/appointments/:id/deposit/refund': {
    rule: 'admin',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/deposit/refund`,
      init: jsonPost({}),
    }),
  },
  'POST /api/admin/appointments': {
    rule: 'admin',
    request: (f) => ({
      path: '/api/admin/appointments',
      init: jsonPost({
        newClient: { name: 'Joana Prado', phone: '07700 900 461' },
        serviceId: f.serviceId,
        date: '2026-11-26',
        time: '15:00',
      }),
    }),
  },
  'POST /api/admin/appointments/walk-in': {
    rule: 'admin',
    request: (f) => ({
      path: '/api/admin/appointments/walk-in',
      init: jsonPost({ client: { name: 'Joana Prado' }, serviceId: f.serviceId }),
    }),
  },
  'GET /api/admin/appointments/summary': { rule: 'admin' },
  'GET /api/admin/appointments/availability': {
    rule: 'admin',
    request: (f) => ({
      path: `/api/admin/appointments/availability?service=${f.serviceId}&date=2026-11-26`,
    }),
  },
  'GET /api/admin/appointments/day': {
    rule: 'admin',
    request: () => ({ path: '/api/admin/appointments/day?date=2026-11-25' }),
  },
  'POST /api/admin/appointments/:id/status': {
    rule: 'admin',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/status`,
      init: jsonPost({ status: 'confirmed' }),
    }),
  },
  'GET /api/admin/appointments/:id/client-alerts': {
    rule: 'admin',
    request: (f) => ({ path: `/api/admin/appointments/${f.appointmentId}/client-alerts` }),
  },
  'PUT /api/admin/appointments/:id/staff-note': {
    rule: 'admin',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/staff-note`,
      init: json({ staffNote: 'Nota interna' }, 'PUT'),
    }),
  },
  'POST /api/admin/appointments/:id/move': {
    rule: 'admin',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/move`,
      init: jsonPost({ date: '2026-11-26', time: '15:00' }),
    }),
  },
  'GET /api/admin/summary': { rule: 'admin' },
  'GET /api/admin/audit': { rule: 'admin' },
  'GET /api/admin/messages': { rule: 'admin' },
  'POST /api/admin/messages/:id/read': { rule: 'admin' },
  'POST /api/admin/messages/:id/reply': { rule: 'admin' },
  'GET /api/admin/reviews': { rule: 'admin' },
  'POST /api/admin/reviews/:id/approve': { rule: 'admin' },
  'POST /api/admin/reviews/:id/reject': { rule: 'admin' },
  'DELETE /api/admin/reviews/:id': { rule: 'admin' },
  'GET /api/admin/services': { rule: 'admin' },
  'POST /api/admin/services': { rule: 'admin' },
  'PUT /api/admin/services/:id': { rule: 'admin' },
  'POST /api/admin/services/:id/deactivate': { rule: 'admin' },
  'POST /api/admin/services/:id/reactivate': { rule: 'admin' },
  'GET /api/admin/professionals': { rule: 'admin' },
  'POST /api/admin/professionals': { rule: 'admin' },
  'PUT /api/admin/professionals/:id': { rule: 'admin' },
  'POST /api/admin/professionals/:id/deactivate': { rule: 'admin' },
  'POST /api/admin/professionals/:id/reactivate': { rule: 'admin' },
  'PUT /api/admin/professionals/:id/services': { rule: 'admin' },
  'GET /api/admin/professionals/:id/schedule': { rule: 'admin' },
  'PUT /api/admin/professionals/:id/schedule': { rule: 'admin' },
  'GET /api/admin/diary/week': { rule: 'admin' },
  'GET /api/admin/diary/events': { rule: 'admin' },
  'GET /api/admin/clients': { rule: 'admin' },
  'GET /api/admin/clients/:id/export': { rule: 'admin' },
  'POST /api/admin/clients/:id/erase': { rule: 'admin' },
  'GET /api/admin/clients/:id': { rule: 'admin' },
  'PATCH /api/admin/clients/:id': { rule: 'admin' },
  'POST /api/admin/clients/:id/notes': { rule: 'admin' },
  'DELETE /api/admin/clients/:id/notes/:noteId': { rule: 'admin' },
  'GET /api/admin/diary/closures': { rule: 'admin' },
  'POST /api/admin/diary/closures': { rule: 'admin' },
  'PUT /api/admin/diary/closures/:id': { rule: 'admin' },
  'DELETE /api/admin/diary/closures/:id': { rule: 'admin' },
  'GET /api/admin/diary/time-off': { rule: 'admin' },
  'POST /api/admin/diary/time-off': { rule: 'admin' },
  'PUT /api/admin/diary/time-off/:id': { rule: 'admin' },
  'DELETE /api/admin/diary/time-off/:id': { rule: 'admin' },
  'GET /api/admin/diary/bank-holidays': { rule: 'admin' },
  'PUT /api/admin/diary/bank-holidays/:date': {
    rule: 'admin',
    request: () => ({
      path: '/api/admin/diary/bank-holidays/2026-12-25',
      init: json({ open: true }, 'PUT'),
    }),
  },
  'GET /api/admin/settings': { rule: 'admin' },
  'PUT /api/admin/settings': { rule: 'admin' },
  'GET /api/admin/newsletter': { rule: 'admin' },
  'GET /api/admin/newsletter.csv': { rule: 'admin' },
  'GET /api/admin/insights': { rule: 'admin' },
  'GET /api/admin/insights.csv': {
    rule: 'admin',
    request: () => ({ path: '/api/admin/insights.csv?figure=receita' }),
  },
  'GET /api/admin/courses': { rule: 'admin' },
  'POST /api/admin/courses': { rule: 'admin' },
  'PATCH /api/admin/courses/:id': { rule: 'admin' },
  'POST /api/admin/courses/:id/materials': { rule: 'admin' },
  'GET /api/admin/courses/:id/materials/:materialId': {
    rule: 'admin',
    request: (f) => ({ path: `/api/admin/courses/${f.courseId}/materials/${f.materialId}` }),
  },
  'DELETE /api/admin/courses/:id/materials/:materialId': { rule: 'admin' },
  'GET /api/admin/audit/actors': { rule: 'admin' },
  'GET /api/admin/staff': { rule: 'admin' },
  'POST /api/admin/staff/invitations': {
    rule: 'admin',
    request: () => ({
      path: '/api/admin/staff/invitations',
      init: jsonPost({ email: 'new.member@example.com', name: 'Nova Pessoa', role: 'reception' }),
    }),
  },
  'DELETE /api/admin/staff/invitations/:id': { rule: 'admin' },
  // Unknown accounts below (the pattern itself): 404 after the rule's check, nobody changed.
  'PATCH /api/admin/staff/:userId': {
    rule: 'admin',
    request: () => ({ path: '/api/admin/staff/nobody', init: json({ role: 'manager' }, 'PATCH') }),
  },
  'POST /api/admin/staff/:userId/suspend': { rule: 'admin' },
  'POST /api/admin/staff/:userId/restore': { rule: 'admin' },
  'DELETE /api/admin/staff/:userId': { rule: 'admin' },
  // An unknown token: 404 for everyone, never 401 or 403.
  'GET /api/staff-invitations/:token': { rule: 'public' },
  'POST /api/staff-invitations/:token/accept': {
    rule: 'public',
    request: () => ({
      path: `/api/staff-invitations/${'x'.repeat(43)}/accept`,
      init: jsonPost({ name: 'A', password: 'Rosewood-Salon-42' }),
    }),
  },
  'GET /api/courses': { rule: 'public' },
  'POST /api/courses/checkout': {
    rule: 'public',
    request: (f) => ({ path: '/api/courses/checkout', init: jsonPost({ courseId: f.courseId }) }),
  },
  'POST /api/courses/verify': {
    rule: 'public',
    request: () => ({ path: '/api/courses/verify', init: jsonPost({ sessionId: 'cs_unknown' }) }),
  },
  'GET /api/test-checkout/:id': { rule: 'public' },
  'POST /api/test-checkout/:id/pay': { rule: 'public' },
  'POST /api/test-checkout/:id/cancel': { rule: 'public' },
  // Refused without Stripe's signature, whoever calls (stripe-payments.test.ts).
  'POST /api/payments/stripe/webhook': { rule: 'public' },
  'GET /api/me/courses': { rule: 'signed-in' },
  'GET /api/me/courses/:courseId/materials/:materialId': {
    rule: 'owner',
    request: (f) => ({ path: `/api/me/courses/${f.courseId}/materials/${f.materialId}` }),
  },
  'POST /api/auth/sign-up/email': { rule: 'auth-library' },
  'POST /api/auth/send-verification-email': { rule: 'auth-library' },
  'POST /api/auth/sign-in/magic-link': { rule: 'auth-library' },
  'POST /api/auth/request-password-reset': { rule: 'auth-library' },
  'POST /api/auth/reset-password': { rule: 'auth-library' },
  'POST /api/auth/sign-in/email': { rule: 'auth-library' },
  'POST /api/auth/change-password': { rule: 'auth-library' },
  'POST /api/auth/sign-out': { rule: 'auth-library' },
  'GET /api/auth/get-session': { rule: 'auth-library' },
  'GET /api/auth/verify-email': { rule: 'auth-library' },
  'GET /api/auth/magic-link/verify': { rule: 'auth-library' },
  'GET /api/auth/reset-password/:token': { rule: 'auth-library' },
  'GET /api/auth/error': { rule: 'auth-library' },
  'POST /api/test/clock': { rule: 'test-only' },
};

/** The app's own API routes, as Hono registered them (middleware-only entries left out). */
function apiRoutes(ctx: TestContext): string[] {
  return [
    ...new Set(
      ctx.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ];
}

async function setUp(ctx: TestContext) {
  ctx.clock.advance(new Date('2026-11-23T08:00:00Z').getTime() - ctx.clock.now().getTime());
  const [client, other, admin] = await Promise.all([
    signedInClient(ctx, 'client@example.com'),
    signedInClient(ctx, 'other@example.com'),
    signedInClient(ctx, 'admin@example.com', { admin: true }),
  ]);
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const booked = await ctx.request(
    '/api/appointments',
    withCookie(client, jsonPost({ serviceId: service!.id, date: '2026-11-25', time: '10:00' })),
  );
  const { appointment } = (await booked.json()) as { appointment: { id: string } };
  // The client holds a time for a deposit, through the test checkout.
  const [withDeposit] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.depositKind, 'percent'), eq(services.bookable, true)))
    .orderBy(services.durationMinutes);
  const held = await ctx.request(
    '/api/appointments',
    withCookie(client, jsonPost({ serviceId: withDeposit!.id, date: '2026-11-26', time: '10:00' })),
  );
  expect(held.status, await held.clone().text()).toBe(202);
  const { checkout } = (await held.json()) as {
    checkout: { checkoutUrl: string; depositId: string };
  };
  // The client bought a course: its material is theirs alone.
  const course = await seededCourse(ctx, 'cabelo');
  await verify(ctx, await buyWithTestCheckout(ctx, course.id, 'client@example.com', client));
  const [material] = await ctx.db
    .select()
    .from(courseMaterials)
    .where(eq(courseMaterials.courseId, course.id));
  const fixtures: Fixtures = {
    appointmentId: appointment.id,
    depositId: checkout.depositId,
    depositSessionId: checkout.checkoutUrl.split('/').at(-1)!,
    serviceId: service!.id,
    courseId: course.id,
    materialId: material!.id,
  };
  return { client, other, admin, fixtures };
}

/** Answers that hold one person's data or the back office's: no cache may keep them. */
const isPrivate = (path: string) => /^\/api\/(admin|me)([/.?]|$)/.test(path);

describe('permissions of every API route', () => {
  test('every route the app serves has a rule here, and every rule names a real route', ({
    ctx,
  }) => {
    const served = apiRoutes(ctx);
    expect(served.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !served.includes(route))).toEqual([]);
  });

  test('each caller gets only what its rule allows', async ({ ctx }) => {
    const { client, other, admin, fixtures } = await setUp(ctx);
    const call = async (key: string, cookie?: string) => {
      const [method, pattern] = key.split(' ') as [string, string];
      const { path, init = {} } = ROUTES[key]!.request?.(fixtures) ?? { path: pattern };
      const withMethod = { ...init, method: init.method ?? method };
      const res = await ctx.request(path, cookie ? withCookie(cookie, withMethod) : withMethod);
      if (isPrivate(path)) {
        expect(
          res.headers.get('cache-control') ?? 'none',
          `${key} ${res.status} Cache-Control`,
        ).toMatch(/\bno-store\b/);
      }
      return res;
    };
    for (const [key, { rule }] of Object.entries(ROUTES)) {
      if (rule === 'auth-library' || rule === 'test-only') continue;
      const anonymous = (await call(key)).status;
      if (rule === 'public') {
        expect([401, 403], `${key} anonymous`).not.toContain(anonymous);
        continue;
      }
      expect(anonymous, `${key} anonymous`).toBe(401);
      if (rule === 'admin') {
        expect((await call(key, client)).status, `${key} client`).toBe(403);
        expect([401, 403], `${key} admin`).not.toContain((await call(key, admin)).status);
      }
      if (rule === 'signed-in') {
        expect([401, 403], `${key} client`).not.toContain((await call(key, client)).status);
      }
      if (rule === 'owner') {
        expect([403, 404], `${key} other client`).toContain((await call(key, other)).status);
        expect([403, 404], `${key} admin as a client`).toContain((await call(key, admin)).status);
        expect((await call(key, client)).status, `${key} owner`).toBeLessThan(300);
      }
    }
  });

  test('private answers are never cached, whatever their status', async ({ ctx }) => {
    const { client, admin } = await setUp(ctx);
    const cases: [string, string | undefined, number][] = [
      ['/api/admin/no-such-thing', admin, 404],
      ['/api/admin/no-such-thing', client, 403],
      ['/api/admin/no-such-thing', undefined, 401],
      ['/api/me/no-such-thing', client, 404],
      ['/api/me', undefined, 200],
      ['/api/me', client, 200],
      ['/api/admin/summary', admin, 200],
      ['/api/admin/newsletter.csv', admin, 200],
    ];
    for (const [path, cookie, status] of cases) {
      const res = await ctx.request(path, cookie ? withCookie(cookie, {}) : {});
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control') ?? 'none', `${path} ${status}`).toMatch(
        /\bno-store\b/,
      );
    }
  });
});
