import { Hono } from 'hono';
import { reviewsQuerySchema } from '@shared/schemas/admin-reviews';
import type { AdminEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import {
  deleteReview,
  listReviewsForModeration,
  moderateReview,
  reviewNotFound,
} from './reviews-admin.service';
import type { AppContext } from '../../http/app-context';

const ids = pathIds({ id: reviewNotFound });

/** /api/admin/reviews: moderation (decision 008). */
export function reviewsAdminRoutes({ db, clock }: AppContext) {
  return new Hono<AdminEnv>()
    .get('/', validate('query', reviewsQuerySchema), async (c) =>
      c.json(await listReviewsForModeration(db, c.req.valid('query'))),
    )
    .post('/:id/approve', ids, async (c) =>
      c.json(
        await moderateReview(db, c.var.admin, c.req.valid('param').id, 'approved', clock.now()),
      ),
    )
    .post('/:id/reject', ids, async (c) =>
      c.json(
        await moderateReview(db, c.var.admin, c.req.valid('param').id, 'rejected', clock.now()),
      ),
    )
    .delete('/:id', ids, async (c) => {
      await deleteReview(db, c.var.admin, c.req.valid('param').id);
      return c.json({ ok: true as const });
    });
}
