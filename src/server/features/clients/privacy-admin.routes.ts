import { Hono } from 'hono';
import { eraseClientInputSchema } from '@shared/schemas/privacy';
import type { Clock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import { clientNotFound } from './clients-admin.service';
import { eraseClient } from './privacy-erasure.service';
import { jsonDownload } from './privacy.routes';
import { exportClientData, exportFileName } from './privacy.service';

/**
 * /api/admin/clients/:id/export and /erase: a client's access and erasure requests that reach the
 * salon by e-mail or at the desk, for account holders and desk clients alike.
 */
export function privacyAdminRoutes(db: Db, options: { clock: Clock }) {
  const ids = pathIds({ id: clientNotFound });
  return new Hono<AdminEnv>()
    .get('/:id/export', ids, async (c) => {
      const { id } = c.req.valid('param');
      const now = options.clock.now();
      const actor = c.var.admin;
      const document = await exportClientData(db, id, { by: 'staff', actor }, now);
      const file = jsonDownload(document, exportFileName(`aurora-client-${id.slice(0, 8)}`, now));
      return c.body(file.body, 200, file.headers);
    })
    .post('/:id/erase', validate('json', eraseClientInputSchema), ids, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await eraseClient(db, id, { by: 'staff', actor: c.var.admin }));
    });
}
