import { Hono } from 'hono';
import { adminClientsQuerySchema } from '@shared/schemas/clients';
import type { Clock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { listClients } from './clients-admin.service';

/** /api/admin/clients: the salon's client records (the Clientes tab and the booking picker). */
export function clientsAdminRoutes(db: Db, options: { clock: Clock }) {
  return new Hono<AdminEnv>().get('/', validate('query', adminClientsQuerySchema), async (c) =>
    c.json(await listClients(db, c.req.valid('query'), options.clock.now())),
  );
}
