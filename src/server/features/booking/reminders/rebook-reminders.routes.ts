import { Hono } from 'hono';
import { rebookReminderMessages } from '@shared/rebook-reminders';
import type { AppContext } from '../../../http/app-context';
import type { AppEnv } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { rateLimit } from '../../../http/rate-limit';
import { unsubscribeFromRebookReminders } from './rebook-reminders';

/** What a link's token looks like (newLinkToken): anything else is no link of ours. */
const TOKEN = /^[\w-]{43}$/;

/**
 * The rebooking e-mail's 'Unsubscribe', without signing in: its page posts here, and so do mail
 * clients' one-click unsubscribe buttons (RFC 8058). The token is the only credential.
 */
export function rebookReminderRoutes(options: AppContext) {
  const { db } = options;
  return new Hono<AppEnv>().post(
    '/unsubscribe/:token',
    rateLimit(db, { name: 'rebook-unsubscribe', limit: 60, windowSeconds: 3600 }, options),
    async (c) => {
      const token = c.req.param('token');
      if (!TOKEN.test(token) || !(await unsubscribeFromRebookReminders(db, token))) {
        throw new ApiError(404, 'not_found', rebookReminderMessages.invalidLink);
      }
      return c.json({ ok: true as const });
    },
  );
}
