import { Hono } from 'hono';
import { paginationQuerySchema } from '@shared/schemas/admin-pagination';
import type { AdminSummary } from '@shared/schemas/admin-audit';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { listAuditEntries } from './audit.service';
import { professionalsAdminRoutes, servicesAdminRoutes } from './catalogue-admin.routes';
import { countUnreadMessages } from './messages.service';
import { messagesRoutes } from './messages.routes';
import { newsletterAdminRoutes, newsletterExportRoutes } from './newsletter-admin.routes';
import { countPendingReviews } from './review-moderation.service';
import { reviewModerationRoutes } from './review-moderation.routes';

/**
 * The back office's API, mounted at /api/admin behind `requireAdmin` (app.ts), which also puts
 * the administrator in `c.var.admin`. Appointments and courses mount their own admin routes.
 */
export function adminRoutes(db: Db, options: { salonEmail: string; onMailQueued: () => void }) {
  return new Hono<AdminEnv>()
    .get('/summary', async (c) => {
      const [unreadMessages, pendingReviews] = await Promise.all([
        countUnreadMessages(db),
        countPendingReviews(db),
      ]);
      return c.json({ unreadMessages, pendingReviews } satisfies AdminSummary);
    })
    .get('/audit', validate('query', paginationQuerySchema), async (c) =>
      c.json(await listAuditEntries(db, c.req.valid('query'))),
    )
    .route('/messages', messagesRoutes(db, options))
    .route('/reviews', reviewModerationRoutes(db))
    .route('/services', servicesAdminRoutes(db))
    .route('/professionals', professionalsAdminRoutes(db))
    .route('/newsletter', newsletterAdminRoutes(db))
    .route('/newsletter.csv', newsletterExportRoutes(db));
}
