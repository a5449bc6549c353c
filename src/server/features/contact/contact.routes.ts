import { Hono } from 'hono';
import { contactInputSchema } from '@shared/schemas/contact';
import type { Clock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { submitContactMessage } from './contact.service';

export function contactRoutes(
  db: Db,
  options: { trustProxy: boolean; clock: Clock; notifyEmail: string; onMailQueued: () => void },
) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit(db, { name: 'contact', limit: 10, windowSeconds: 3600 }, options),
    validate('json', contactInputSchema),
    async (c) => {
      const { website, ...message } = c.req.valid('json');
      if (!website) {
        await submitContactMessage(db, message, options.notifyEmail);
        options.onMailQueued();
      }
      return c.json({ ok: true as const }, 201);
    },
  );
}
