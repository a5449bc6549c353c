import { Hono } from 'hono';
import type { DepositTestCheckoutView } from '@shared/deposits';
import { depositReleaseInputSchema, depositVerifyInputSchema } from '@shared/schemas/deposits';
import type { AppContext } from '../../../http/app-context';
import type { AppEnv } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { requireSignedIn } from '../../../http/guards';
import { answerKeeper, answerOnce, idempotent, signedInCaller } from '../../../http/idempotency';
import { hitRateLimit } from '../../../http/rate-limit';
import { validate } from '../../../http/validate';
import { effectiveStatus, type TestProvider } from '../../../payments/test-provider';
import { depositCheckoutDetails } from './deposit-checkout-view.service';
import { releaseHold } from './deposit-holds.service';
import { acceptDeposit, verifyDeposit } from './deposit-payments.service';

const VERIFY_LIMIT = { name: 'deposit-verify', limit: 60, windowSeconds: 3600 };

/** /api/appointments/deposits: the return page's verification and the checkout's cancel link. */
export function depositRoutes(app: AppContext) {
  const { db, identify, clock, payments, onMailQueued } = app;
  const signedIn = requireSignedIn(identify, 'Please sign in to see your booking.');
  const once = (route: string) => idempotent(db, { route, caller: signedInCaller, clock });
  return new Hono<AppEnv>()
    .post(
      '/verify',
      validate('json', depositVerifyInputSchema),
      signedIn,
      // Kept once answered, not with the payment's record: verifying again finds the payment
      // recorded and answers the same, so a retry after a crash in between is answered right.
      once('deposit.verify'),
      async (c) => {
        const limit = await hitRateLimit(db, VERIFY_LIMIT, c.var.user.id, clock.now());
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfterSeconds));
          throw new ApiError(429, 'rate_limited', 'Too many checks. Please wait a moment.');
        }
        const { verification, created } = await verifyDeposit(
          db,
          c.req.valid('json').sessionId,
          c.var.user.id,
          paymentContext(app, c.var.log),
        );
        if (created) onMailQueued();
        return c.json(verification);
      },
    )
    .post(
      '/release',
      validate('json', depositReleaseInputSchema),
      signedIn,
      once('deposit.release'),
      async (c) => {
        const keep = answerKeeper(c);
        const depositId = c.req.valid('json').depositId;
        await releaseHold(
          db,
          { userId: c.var.user.id, depositId },
          {
            now: clock.now(),
            payments,
            log: c.var.log,
            keep: keep && ((tx) => keep(tx, c.json({ released: true as const }), [depositId])),
          },
        );
        return c.json({ released: true as const });
      },
    );
}

/** What recording a paid deposit needs, from the return page or the test checkout alike. */
const paymentContext = (
  { payments, publicUrl, notifyEmail, clock }: AppContext,
  log: Parameters<typeof acceptDeposit>[2]['log'],
) => ({ payments, publicUrl, notifyEmail, now: clock.now(), log });

const notFound = () =>
  new ApiError(404, 'checkout_not_found', 'This test payment could not be found.');

const closed = (status: string) =>
  status === 'expired'
    ? new ApiError(410, 'checkout_expired', 'This test payment has expired. Please book again.')
    : status === 'cancelled'
      ? new ApiError(409, 'checkout_cancelled', 'This test payment was cancelled.')
      : new ApiError(409, 'checkout_paid', 'This test payment has already been made.');

/**
 * /api/deposit-checkout: the built-in test checkout's side for deposits (the academy's serves
 * courses), playing Stripe's hosted page and webhook. Only for the client who holds the time, and
 * only while the test provider is the one in use (never in production).
 */
export function depositTestCheckoutRoutes(app: AppContext) {
  const { db, identify, clock, payments, onMailQueued } = app;
  const signedIn = requireSignedIn(identify, 'Please sign in to pay your deposit.');
  const once = idempotent(db, { route: 'deposit-checkout.pay', caller: signedInCaller, clock });
  const provider = (): TestProvider => {
    if (payments?.name !== 'test') throw notFound();
    return payments;
  };
  const load = async (id: string, userId: string) => {
    const row = await provider().find(id);
    // A course's session is the academy checkout's alone: unknown here, even to its own buyer.
    if (!row?.paysDepositId || row.courseId || row.userId !== userId) throw notFound();
    return row;
  };
  return new Hono<AppEnv>()
    .get('/:id', signedIn, async (c) => {
      const row = await load(c.req.param('id'), c.var.user.id);
      const details = await depositCheckoutDetails(db, row.paysDepositId!);
      if (!details) throw notFound();
      const view: DepositTestCheckoutView = {
        id: row.id,
        status: effectiveStatus(row, clock.now()),
        ...details,
        amountPence: row.amountPence,
        email: row.email,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(view);
    })
    .post('/:id/pay', signedIn, once, async (c) => {
      const row = await load(c.req.param('id'), c.var.user.id);
      const status = effectiveStatus(row, clock.now());
      if (status !== 'open' && status !== 'paid') throw closed(status);
      const paid =
        status === 'paid' ? row : await provider().pay(row.id, row.email ?? c.var.user.email);
      if (!paid || effectiveStatus(paid, clock.now()) !== 'paid')
        throw closed(paid ? effectiveStatus(paid, clock.now()) : 'expired');
      const session = await provider().retrieveSession(row.id);
      let created = false;
      // What Stripe's webhook does: record the payment now, even if the client never comes back.
      const answer = await answerOnce(c, db, async (tx) => {
        const accepted = await acceptDeposit(tx, session, paymentContext(app, c.var.log));
        created = accepted.created;
        return {
          answer: c.json({
            redirectUrl: `/agendamentos?deposit_session=${encodeURIComponent(row.id)}`,
          }),
          about: [accepted.depositId, accepted.appointmentId],
        };
      });
      if (created) onMailQueued();
      return answer;
    })
    .post('/:id/cancel', signedIn, async (c) => {
      const row = await load(c.req.param('id'), c.var.user.id);
      const status = effectiveStatus(row, clock.now());
      if (status === 'paid') throw closed(status);
      if (status === 'open') await provider().cancel(row.id);
      await releaseHold(
        db,
        { userId: c.var.user.id, sessionId: row.id },
        { now: clock.now(), payments, log: c.var.log },
      ).catch((err: unknown) => {
        // Already ended (lapsed, or released by the other cancel link): nothing left to free.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      });
      return c.json({ redirectUrl: '/agendamentos' });
    });
}
