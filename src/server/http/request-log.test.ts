import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, test, type TestContext } from '../../../tests/support/test-app';
import { requestThrough } from '../../../tests/support/test-app';
import { GOOD_PASSWORD, linkFromMail, signUp } from '../../../tests/support/auth-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import { createLogger } from '../logger';
import { loggedPath } from './request-log';

/** A logger at info level whose JSON lines the test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger('info', stream), lines, raw };
}

const secret = (prefix = '') => `${prefix}${randomBytes(18).toString('base64url')}`;

/** The link's secret part: the last path segment, or the query parameter `name`. */
const tokenIn = (link: string, name?: string) => {
  const url = new URL(link);
  return name ? url.searchParams.get(name)! : url.pathname.split('/').at(-1)!;
};

async function realLinks(ctx: TestContext) {
  const email = 'logged@example.com';
  expect((await signUp(ctx, email, GOOD_PASSWORD)).status).toBe(200);
  const verify = await linkFromMail(ctx, email, '/verify-email');
  const asked = await ctx.request(
    '/api/auth/request-password-reset',
    jsonPost({ email, redirectTo: '/redefinir-senha' }),
  );
  expect(asked.status).toBe(200);
  const reset = await linkFromMail(ctx, email, '/reset-password/');
  return { verify, reset };
}

describe('the request log', () => {
  test('never holds a secret of a link, in its path or its query', async ({ ctx }) => {
    const { verify, reset } = await realLinks(ctx);
    const tokens = {
      reset: tokenIn(reset),
      verify: tokenIn(verify, 'token'),
      review: secret(),
      courseSession: secret('cs_test_'),
      depositSession: secret('cs_test_'),
      newsletter: secret(),
      magic: secret(),
      waitlistOffer: secret(),
      forms: secret(),
      visitHold: secret(),
      rebook: secret(),
    };
    const requests: [string, RequestInit?][] = [
      [new URL(reset).pathname + new URL(reset).search],
      [new URL(verify).pathname + new URL(verify).search],
      [`/api/auth/magic-link/verify?token=${tokens.magic}&callbackURL=/`],
      [`/redefinir-senha?token=${tokens.reset}`],
      [`/api/reviews/requests/${tokens.review}`],
      [`/?review=${tokens.review}`],
      [`/waitlist/offer/${tokens.waitlistOffer}`],
      [`/api/waitlist/offers/${tokens.waitlistOffer}`],
      [`/api/waitlist/offers/${tokens.waitlistOffer}/claim`, { method: 'POST' }],
      [`/forms/${tokens.forms}`],
      [`/api/forms/${tokens.forms}`],
      [`/api/test-checkout/${tokens.courseSession}`],
      [`/api/test-checkout/${tokens.courseSession}/pay`, jsonPost({ email: 'a@example.com' })],
      [`/api/test-checkout/${tokens.courseSession}/cancel`, { method: 'POST' }],
      [`/checkout/teste/${tokens.courseSession}`],
      [`/course-success?session_id=${tokens.courseSession}`],
      [`/api/deposit-checkout/${tokens.depositSession}`],
      [`/api/deposit-checkout/${tokens.depositSession}/pay`, { method: 'POST' }],
      [`/agendamentos?deposit_session=${tokens.depositSession}`],
      [`/newsletter/confirm?token=${tokens.newsletter}`],
      [`/newsletter/unsubscribe?token=${tokens.newsletter}`],
      [`/api/newsletter/unsubscribe?token=${tokens.newsletter}`, { method: 'POST' }],
      [`/api/visit-holds/${tokens.visitHold}`],
      [`/api/visit-holds/${tokens.visitHold}`, { method: 'DELETE' }],
      [`/api/visit-holds/${tokens.visitHold}/book`, jsonPost({})],
      [`/rebooking/unsubscribe/${tokens.rebook}`],
      [`/api/rebook-reminders/unsubscribe/${tokens.rebook}`, { method: 'POST' }],
    ];
    const { logger, lines, raw } = capturedLogger();
    const send = requestThrough(ctx.appWith({ logger }), ctx.address);
    for (const [path, init] of requests) await send(path, init);

    // One request line each, every one of them free of every secret.
    const logged = lines.filter((line) => typeof line.path === 'string');
    expect(logged).toHaveLength(requests.length);
    for (const line of raw)
      for (const [name, token] of Object.entries(tokens))
        expect(line, `${name} token in a log line`).not.toContain(token);
    // What the lines still say: the route, with the secret's place named.
    expect(logged.map((line) => line.path)).toEqual(
      expect.arrayContaining([
        '/api/auth/reset-password/:token',
        '/api/reviews/requests/:token',
        '/waitlist/offer/:token',
        '/api/waitlist/offers/:token/claim',
        '/forms/:token',
        '/api/forms/:token',
        '/api/test-checkout/:sessionId/pay',
        '/checkout/teste/:sessionId',
        '/api/deposit-checkout/:sessionId',
        '/api/visit-holds/:token',
        '/api/visit-holds/:token/book',
        '/api/auth/verify-email',
        '/rebooking/unsubscribe/:token',
        '/api/rebook-reminders/unsubscribe/:token',
      ]),
    );
  });

  test('a draining instance’s 503 on /healthz is logged as what it is, not as a failure', async ({
    ctx,
  }) => {
    const { logger, lines } = capturedLogger();
    const send = requestThrough(ctx.appWith({ logger, draining: () => true }), ctx.address);
    expect((await send('/healthz')).status).toBe(503);
    const line = lines.find((l) => l.path === '/healthz');
    expect(line).toMatchObject({ status: 503, msg: 'request', level: 30 });
  });

  test('every API route with a parameter in its path is redacted or known to carry no secret', ({
    ctx,
  }) => {
    // Ids behind a sign-in whose owner the route checks, and public slugs: knowing one grants
    // nothing. Everything under /api/admin needs an administrator. A new route with a parameter
    // goes here, or its secret into loggedPath.
    const NO_SECRET = new Set([
      '/api/appointments/:id/cancel',
      '/api/appointments/:id/reschedule',
      '/api/waitlist/:id',
      '/api/visits/:id/ics',
      '/api/me/courses/:courseId/materials/:materialId',
      '/api/me/forms/:id/pdf',
      // The token is redacted (loggedPath); the form's id after it is the salon's, public.
      '/api/forms/:token/forms/:formId/sign',
      '/api/blog/:id',
      '/api/legal/:slug',
    ]);
    const example = (path: string) => path.replace(/:\w+/g, 'value-of-the-parameter');
    const unclassified = ctx.app.routes
      .map((route) => route.path)
      .filter((path) => path.includes('/:') && !path.startsWith('/api/admin/'))
      .filter((path) => !NO_SECRET.has(path))
      .filter((path) => loggedPath(example(path)).includes('value-of-the-parameter'));
    expect([...new Set(unclassified)]).toEqual([]);
  });
});
