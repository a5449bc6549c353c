import { Hono } from 'hono';
import { contactInputSchema } from '@shared/schemas/contact';
import type { AppEnv } from '../../http/app-env';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { submitContactMessage } from './contact.service';
import type { AppContext } from '../../http/app-context';

export function contactRoutes(options: AppContext) {
  const { db } = options;
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
