import { Hono } from 'hono';
import {
  adminClientNoteSchema,
  adminClientsQuerySchema,
  adminClientUpdateSchema,
} from '@shared/schemas/clients';
import type { AdminEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import {
  addClientNote,
  deleteClientNote,
  noteNotFound,
  updateDeskClient,
} from './client-edits.service';
import { clientRecord } from './client-record.service';
import { clientNotFound, listClients } from './clients-admin.service';
import type { AppContext } from '../../http/app-context';

const clientId = pathIds({ id: clientNotFound });
const noteIds = pathIds({ id: clientNotFound, noteId: noteNotFound });

/** /api/admin/clients: the salon's client records (the Clientes tab and the booking picker). */
export function clientsAdminRoutes(options: AppContext) {
  const { db } = options;
  return new Hono<AdminEnv>()
    .get('/', validate('query', adminClientsQuerySchema), async (c) =>
      c.json(await listClients(db, c.req.valid('query'), options.clock.now())),
    )
    .get('/:id', clientId, async (c) =>
      c.json(await clientRecord(db, c.req.valid('param').id, options.clock.now())),
    )
    .patch('/:id', validate('json', adminClientUpdateSchema), clientId, async (c) => {
      const id = c.req.valid('param').id;
      await updateDeskClient(db, c.var.admin, id, c.req.valid('json'));
      return c.json(await clientRecord(db, id, options.clock.now()));
    })
    .post('/:id/notes', validate('json', adminClientNoteSchema), clientId, async (c) =>
      c.json(
        await addClientNote(db, c.var.admin, c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .delete('/:id/notes/:noteId', noteIds, async (c) => {
      const { id, noteId } = c.req.valid('param');
      await deleteClientNote(db, c.var.admin, id, noteId);
      return c.json({ ok: true });
    });
}
