import { Hono } from 'hono';
import { reviewInputSchema } from '@shared/schemas/review';
import type { AppEnv } from '../../http/app-env';
import { fromMemory } from '../../http/memory-answers';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { findInvitation } from './review-invitation.service';
import { listApprovedReviews, submitReview } from './reviews.service';
import type { AppContext } from '../../http/app-context';

export function reviewsRoutes(options: AppContext) {
  const { db } = options;
  return (
    new Hono<AppEnv>()
      .get(
        '/',
        fromMemory(options.answers, () => ({ key: '/api/reviews', kinds: ['reviews'] })),
        async (c) => {
          c.header('Cache-Control', 'no-cache');
          return c.json(await listApprovedReviews(db));
        },
      )
      .post(
        '/',
        rateLimit(db, { name: 'reviews', limit: 10, windowSeconds: 3600 }, options),
        validate('json', reviewInputSchema),
        async (c) => {
          const { website, token, ...review } = c.req.valid('json');
          // A filled honeypot is a bot: it is told "thank you" and nothing is stored.
          if (!website)
            await submitReview(db, review, token ? { token, now: options.clock.now() } : undefined);
          return c.json({ ok: true as const }, 201);
        },
      )
      // A review link's visit, to fill the form in; the token is the link's secret.
      .get(
        '/requests/:token',
        rateLimit(db, { name: 'review-links', limit: 60, windowSeconds: 3600 }, options),
        async (c) => {
          c.header('Cache-Control', 'no-store');
          const { appointmentId: _, ...invitation } = await findInvitation(
            db,
            c.req.param('token'),
            options.clock.now(),
          );
          return c.json(invitation);
        },
      )
  );
}
