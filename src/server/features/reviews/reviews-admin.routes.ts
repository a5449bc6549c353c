import { Hono } from 'hono';
import { reviewsQuerySchema } from '@shared/schemas/admin-reviews';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { parseId } from './admin-http';
import {
  deleteReview,
  listReviewsForModeration,
  moderateReview,
} from './review-moderation.service';

const NOT_FOUND = 'Review não encontrado.';

export function reviewModerationRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get('/', validate('query', reviewsQuerySchema), async (c) =>
      c.json(await listReviewsForModeration(db, c.req.valid('query'))),
    )
    .post('/:id/approve', async (c) =>
      c.json(
        await moderateReview(db, c.var.admin, parseId(c.req.param('id'), NOT_FOUND), 'approved'),
      ),
    )
    .post('/:id/reject', async (c) =>
      c.json(
        await moderateReview(db, c.var.admin, parseId(c.req.param('id'), NOT_FOUND), 'rejected'),
      ),
    )
    .delete('/:id', async (c) => {
      await deleteReview(db, c.var.admin, parseId(c.req.param('id'), NOT_FOUND));
      return c.json({ ok: true as const });
    });
}
