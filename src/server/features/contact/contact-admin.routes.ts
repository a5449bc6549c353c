import { Hono } from 'hono';
import { adminReplyInputSchema, messagesQuerySchema } from '@shared/schemas/admin-messages';
import type { AdminEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import {
  listMessages,
  markMessageRead,
  messageNotFound,
  replyToMessage,
} from './contact-admin.service';
import type { AppContext } from '../../http/app-context';

const ids = pathIds({ id: messageNotFound });

/** /api/admin/messages: the contact messages, read and answered in the back office. */
export function contactAdminRoutes(options: AppContext) {
  const { db } = options;
  return new Hono<AdminEnv>()
    .get('/', validate('query', messagesQuerySchema), async (c) =>
      c.json(await listMessages(db, c.req.valid('query'))),
    )
    .post('/:id/read', ids, async (c) =>
      c.json(await markMessageRead(db, c.var.admin, c.req.valid('param').id)),
    )
    .post('/:id/reply', validate('json', adminReplyInputSchema), ids, async (c) => {
      const message = await replyToMessage(
        db,
        c.var.admin,
        c.req.valid('param').id,
        c.req.valid('json').response,
        options.notifyEmail,
        options.clock.now(),
      );
      options.onMailQueued();
      return c.json(message);
    });
}
