import { Hono } from 'hono';
import { eraseClientInputSchema } from '@shared/schemas/privacy';
import type { AdminEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { refuseOverLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { clientNotFound } from './clients-admin.service';
import { type ErasureWiring, eraseClient } from './privacy-erasure.service';
import { jsonDownload } from './privacy.routes';
import { exportClientData, exportFileName } from './privacy.service';
import type { AppContext } from '../../http/app-context';

// Per staff member: enough for a busy day's requests, not for copying the whole client list out.
const EXPORT_LIMIT = { name: 'client-export', limit: 20, windowSeconds: 3600 };

/**
 * /api/admin/clients/:id/export and /erase: a client's access and erasure requests that reach the
 * salon by e-mail or at the desk, for account holders and desk clients alike.
 */
export function privacyAdminRoutes(app: AppContext, { cancelAppointments }: ErasureWiring) {
  const { db } = app;
  const options = { ...app, cancelAppointments };
  const ids = pathIds({ id: clientNotFound });
  return new Hono<AdminEnv>()
    .get('/:id/export', ids, async (c) => {
      const { id } = c.req.valid('param');
      const now = options.clock.now();
      const actor = c.var.admin;
      await refuseOverLimit(c, db, EXPORT_LIMIT, actor.id, {
        now,
        message:
          'Demasiadas exportações de dados de clientes nesta hora. Tente novamente mais tarde.',
      });
      const document = await exportClientData(db, id, { by: 'staff', actor }, now);
      const file = jsonDownload(document, exportFileName(`aurora-client-${id.slice(0, 8)}`, now));
      return c.body(file.body, 200, file.headers);
    })
    .post('/:id/erase', validate('json', eraseClientInputSchema), ids, async (c) => {
      const { id } = c.req.valid('param');
      const erased = await eraseClient(
        db,
        id,
        { by: 'staff', actor: c.var.admin },
        {
          cancelAppointments: options.cancelAppointments,
          now: options.clock.now(),
          log: c.var.log,
        },
      );
      options.onMailQueued();
      return c.json(erased);
    });
}
