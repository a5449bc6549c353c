import { Hono } from 'hono';
import { can } from '@shared/staff-roles';
import { type AdminSummary, auditQuerySchema } from '@shared/schemas/admin-audit';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { listAuditActors, listAuditEntries } from './audit.service';
import type { AppContext } from '../../http/app-context';

/** The counts the dashboard's tabs show, each read by the feature that owns them (app.ts). */
export type SummaryCounts = { [Count in keyof AdminSummary]: () => Promise<number> };

/**
 * The back office's own API, mounted at /api/admin behind `requireAdmin` (app.ts): the summary
 * and the audit log. Each feature mounts its own admin routes beside it.
 */
export function adminRoutes({ db }: AppContext, counts: SummaryCounts) {
  return new Hono<AdminEnv>()
    .get('/summary', async (c) => {
      // The badges count the inbox; whoever may not open it is not told what waits there.
      if (!can(c.var.admin.role, 'inbox'))
        return c.json({ unreadMessages: 0, pendingReviews: 0 } satisfies AdminSummary);
      const [unreadMessages, pendingReviews] = await Promise.all([
        counts.unreadMessages(),
        counts.pendingReviews(),
      ]);
      return c.json({ unreadMessages, pendingReviews } satisfies AdminSummary);
    })
    .get('/audit', validate('query', auditQuerySchema), async (c) =>
      c.json(await listAuditEntries(db, c.req.valid('query'))),
    )
    .get('/audit/actors', async (c) => c.json(await listAuditActors(db)));
}
