import { Hono } from 'hono';
import { adminReplyInputSchema, messagesQuerySchema } from '@shared/schemas/admin-messages';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { parseId } from './admin-http';
import { listMessages, markMessageRead, replyToMessage } from './messages.service';

const NOT_FOUND = 'Mensagem não encontrada.';

export function messagesRoutes(db: Db, options: { salonEmail: string; onMailQueued: () => void }) {
  return new Hono<AdminEnv>()
    .get('/', validate('query', messagesQuerySchema), async (c) =>
      c.json(await listMessages(db, c.req.valid('query'))),
    )
    .post('/:id/read', async (c) =>
      c.json(await markMessageRead(db, c.var.admin, parseId(c.req.param('id'), NOT_FOUND))),
    )
    .post('/:id/reply', validate('json', adminReplyInputSchema), async (c) => {
      const id = parseId(c.req.param('id'), NOT_FOUND);
      const message = await replyToMessage(
        db,
        c.var.admin,
        id,
        c.req.valid('json').response,
        options.salonEmail,
      );
      options.onMailQueued();
      return c.json(message);
    });
}
