import { Hono } from 'hono';
import type { PaymentVerification } from '@shared/academy';
import { paths } from '@shared/routes';
import { checkoutInputSchema, verifyPaymentInputSchema } from '@shared/schemas/academy';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { idempotent, visitorCaller } from '../../http/idempotency';
import { fromMemory } from '../../http/memory-answers';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { Logger } from '../../logger';
import type { AnyPaymentProvider } from '../../payments/create-payment-provider';
import { PaymentProviderError } from '../../payments/payment-provider';
import { courseNotFound, findActiveCourse, listActiveCourses } from './courses.service';
import { acceptPayment, hasCourseAccess } from './purchases.service';
import type { AppContext } from '../../http/app-context';

export function requirePayments(payments: AnyPaymentProvider | undefined) {
  if (!payments) {
    throw new ApiError(
      503,
      'payments_unavailable',
      'Os pagamentos estão indisponíveis no momento. Tente novamente mais tarde.',
    );
  }
  return payments;
}

export const providerUnavailable = () =>
  new ApiError(
    502,
    'payment_provider_unavailable',
    'Não foi possível falar com o serviço de pagamento. Tente novamente.',
  );

/** A call to the payment provider: a failure of the provider is logged and answered 502. */
async function askProvider<T>(
  log: Logger,
  payments: AnyPaymentProvider,
  failure: string,
  call: (provider: AnyPaymentProvider) => Promise<T>,
): Promise<T> {
  try {
    return await call(payments);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log.error({ err, provider: payments.name }, failure);
    throw providerUnavailable();
  }
}

/** The shop: active courses, creating a checkout, and verifying a payment on return. */
export function coursesRoutes(deps: AppContext) {
  const { db } = deps;
  const { identify, publicUrl } = deps;
  return new Hono<AppEnv>()
    .get(
      '/',
      fromMemory(deps.answers, () => ({ key: '/api/courses', kinds: ['courses'] })),
      async (c) => c.json(await listActiveCourses(db)),
    )
    .post(
      '/checkout',
      rateLimit(db, { name: 'course-checkout', limit: 30, windowSeconds: 3600 }, deps),
      validate('json', checkoutInputSchema),
      // Kept after the provider answers: a retry after a crash in between opens another checkout,
      // harmless, as the first was never shown to anyone (decision 039).
      idempotent(db, {
        route: 'course.checkout',
        caller: visitorCaller(identify),
        clock: deps.clock,
      }),
      async (c) => {
        const payments = requirePayments(deps.payments);
        const course = await findActiveCourse(db, c.req.valid('json').courseId);
        if (!course) throw courseNotFound();
        const who = await identify(c);
        if (who && (await hasCourseAccess(db, who, course.id))) {
          throw new ApiError(
            409,
            'already_purchased',
            'Você já comprou este curso: ele está em Meus Cursos.',
          );
        }
        const { url } = await askProvider(c.var.log, payments, 'checkout creation failed', (p) =>
          p.createCheckout({
            purpose: { kind: 'course', courseId: course.id },
            item: {
              name: course.name,
              description: course.description,
              amountPence: course.pricePence,
            },
            buyer: who ? { userId: who.id, email: who.email } : null,
            successUrl: `${publicUrl}${paths.courseSuccess}?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${publicUrl}/#cursos`,
          }),
        );
        return c.json({ url });
      },
    )
    .post(
      '/verify',
      rateLimit(db, { name: 'course-verify', limit: 60, windowSeconds: 3600 }, deps),
      validate('json', verifyPaymentInputSchema),
      async (c) => {
        const payments = requirePayments(deps.payments);
        const session = await askProvider(c.var.log, payments, 'payment verification failed', (p) =>
          p.retrieveSession(c.req.valid('json').sessionId),
        );
        const accepted = await acceptPayment(db, session, { publicUrl, log: c.var.log });
        if (accepted.created) deps.onMailQueued();
        const body: PaymentVerification = { status: 'paid', course: accepted.course };
        return c.json(body);
      },
    );
}
