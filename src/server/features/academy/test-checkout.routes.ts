import { Hono } from 'hono';
import { courseArt, type TestCheckoutView } from '@shared/academy';
import { courseSuccessPath } from '@shared/routes';
import { testCheckoutPayInputSchema } from '@shared/schemas/academy';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { answerOnce, idempotent, visitorCaller } from '../../http/idempotency';
import { validate } from '../../http/validate';
import { effectiveStatus, type TestProvider } from '../../payments/test-provider';
import { findCourse } from './courses.service';
import { acceptPayment } from './purchases.service';
import type { AppContext } from '../../http/app-context';

const notFound = () =>
  new ApiError(404, 'checkout_not_found', 'Sessão de pagamento não encontrada.');

const closed = (status: string) =>
  status === 'expired'
    ? new ApiError(
        410,
        'checkout_expired',
        'Esta sessão de pagamento expirou. Volte e tente de novo.',
      )
    : status === 'cancelled'
      ? new ApiError(409, 'checkout_cancelled', 'Esta sessão de pagamento foi cancelada.')
      : new ApiError(409, 'checkout_paid', 'Esta sessão de pagamento já foi paga.');

/**
 * The built-in test checkout's API, playing Stripe's hosted page: it exists only while the test
 * provider is the one in use (never in production, never alongside Stripe).
 */
export function testCheckoutRoutes(deps: AppContext) {
  const { db } = deps;
  const provider = (): TestProvider => {
    if (deps.payments?.name !== 'test') throw notFound();
    return deps.payments;
  };
  // A deposit's session (no course) is the deposits checkout's alone: unknown here, whatever the
  // action, so nobody can pay or cancel someone else's hold through the course pages.
  const load = async (id: string) => {
    const row = await provider().find(id);
    if (!row?.courseId || row.paysDepositId) throw notFound();
    return { ...row, courseId: row.courseId };
  };

  const once = idempotent(db, {
    route: 'test-checkout.pay',
    caller: visitorCaller(deps.identify),
    clock: deps.clock,
  });

  return new Hono<AppEnv>()
    .get('/:id', async (c) => {
      const row = await load(c.req.param('id'));
      const course = await findCourse(db, row.courseId);
      if (!course) throw notFound();
      const view: TestCheckoutView = {
        id: row.id,
        status: effectiveStatus(row, deps.clock.now()),
        course: {
          id: course.id,
          name: course.name,
          description: course.description,
          art: courseArt(course),
        },
        amountPence: row.amountPence,
        currency: row.currency,
        email: row.email,
        emailLocked: row.userId !== null,
        expiresAt: row.expiresAt.toISOString(),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(view);
    })
    .post('/:id/pay', validate('json', testCheckoutPayInputSchema), once, async (c) => {
      const row = await load(c.req.param('id'));
      const status = effectiveStatus(row, deps.clock.now());
      if (status !== 'open' && status !== 'paid') throw closed(status);
      // A checkout tied to an account pays with the account's e-mail, like Stripe's locked field.
      const email = row.userId && row.email ? row.email : c.req.valid('json').email;
      const paid = status === 'paid' ? row : await provider().pay(row.id, email);
      if (!paid || effectiveStatus(paid, deps.clock.now()) !== 'paid')
        throw closed(paid ? effectiveStatus(paid, deps.clock.now()) : 'expired');
      const session = await provider().retrieveSession(row.id);
      let created = false;
      // What Stripe's webhook does: record the purchase now, even if the buyer never comes back.
      const answer = await answerOnce(c, db, async (tx) => {
        const accepted = await acceptPayment(tx, session, {
          publicUrl: deps.publicUrl,
          log: c.var.log,
        });
        created = accepted.created;
        return {
          answer: c.json({ redirectUrl: courseSuccessPath(row.id) }),
          about: [accepted.purchaseId],
        };
      });
      if (created) deps.onMailQueued();
      return answer;
    })
    .post('/:id/cancel', async (c) => {
      const row = await load(c.req.param('id'));
      const status = effectiveStatus(row, deps.clock.now());
      if (status === 'paid') throw closed(status);
      if (status === 'open') await provider().cancel(row.id);
      return c.json({ redirectUrl: '/#cursos' });
    });
}
