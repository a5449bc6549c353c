import { Hono } from 'hono';
import {
  confirmationInputSchema,
  NEWSLETTER_MESSAGES,
  newsletterInputSchema,
  unsubscribeInputSchema,
} from '@shared/schemas/newsletter';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { readJsonObject } from '../../http/json-body';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { confirmSubscription, subscribe, unsubscribe } from './newsletter.service';
import type { AppContext } from '../../http/app-context';

export function newsletterRoutes(options: AppContext) {
  const { db } = options;
  return new Hono<AppEnv>()
    .post(
      '/',
      rateLimit(db, { name: 'newsletter', limit: 20, windowSeconds: 3600 }, options),
      validate('json', newsletterInputSchema),
      async (c) => {
        const { email, website } = c.req.valid('json');
        if (website) return c.json({ ok: true as const }, 201);
        const result = await subscribe(db, email, options.publicUrl, options.clock.now());
        if (result === 'already_subscribed') {
          throw new ApiError(409, 'already_subscribed', NEWSLETTER_MESSAGES.duplicate.description);
        }
        options.onMailQueued();
        return c.json({ ok: true as const }, 201);
      },
    )
    .post(
      '/confirm',
      // Tokens are 32 random characters: the limit only keeps guessing from filling the logs.
      rateLimit(db, { name: 'newsletter-confirm', limit: 60, windowSeconds: 3600 }, options),
      validate('json', confirmationInputSchema),
      async (c) => {
        const result = await confirmSubscription(
          db,
          c.req.valid('json').token,
          options.publicUrl,
          options.clock.now(),
        );
        if (result === 'invalid') {
          throw new ApiError(
            404,
            'not_found',
            'This confirmation link is not valid or has expired.',
          );
        }
        options.onMailQueued();
        return c.json({ ok: true as const });
      },
    )
    .post('/unsubscribe', async (c) => {
      // Mail clients' one-click unsubscribe (RFC 8058) posts a form to the link with the token in
      // the query; the unsubscribe page posts JSON.
      const fromBody = c.req.header('content-type')?.includes('application/json')
        ? (await readJsonObject(c.req.raw)).token
        : undefined;
      const parsed = unsubscribeInputSchema.safeParse({ token: c.req.query('token') ?? fromBody });
      if (!parsed.success) {
        throw new ApiError(400, 'validation_failed', parsed.error.issues[0]!.message);
      }
      if (!(await unsubscribe(db, parsed.data.token, options.clock.now()))) {
        throw new ApiError(404, 'not_found', 'This unsubscribe link is not valid.');
      }
      return c.json({ ok: true as const });
    });
}
