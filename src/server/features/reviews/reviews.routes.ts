import { Hono } from 'hono';
import { reviewInputSchema } from '@shared/schemas/review';
import type { Clock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { listApprovedReviews, submitReview } from './reviews.service';

export function reviewsRoutes(db: Db, options: { trustProxy: boolean; clock: Clock }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(await listApprovedReviews(db));
    })
    .post(
      '/',
      rateLimit(db, { name: 'reviews', limit: 10, windowSeconds: 3600 }, options),
      validate('json', reviewInputSchema),
      async (c) => {
        const { website, ...review } = c.req.valid('json');
        // A filled honeypot is a bot: it is told "thank you" and nothing is stored.
        if (!website) await submitReview(db, review);
        return c.json({ ok: true as const }, 201);
      },
    );
}
