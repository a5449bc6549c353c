import { Hono } from 'hono';
import { joinWaitlistSchema } from '@shared/waitlist';
import type { AppContext } from '../../../http/app-context';
import type { AppEnv } from '../../../http/app-env';
import { requireSignedIn } from '../../../http/guards';
import { pathIds } from '../../../http/path-ids';
import { rateLimit } from '../../../http/rate-limit';
import { validate } from '../../../http/validate';
import { claimOffer, declineOffer, offerByToken } from './waitlist-claims.service';
import {
  adminEntries,
  entryNotFound,
  joinWaitlist,
  ownEntries,
  removeEntry,
} from './waitlist.service';

const ids = pathIds({ id: entryNotFound });

/**
 * /api/waitlist: a signed-in client's own entries; and the offer links, public by their token
 * (the link's secret, as a review request's), rate-limited per address against guessing.
 */
export function waitlistRoutes(app: AppContext) {
  const { db, identify, clock, publicUrl, notifyEmail, payments, onMailQueued } = app;
  const signedIn = requireSignedIn(identify, 'Please sign in to join the waitlist.');
  const links = rateLimit(db, { name: 'waitlist-links', limit: 60, windowSeconds: 3600 }, app);
  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ entries: await ownEntries(db, c.var.user.id, clock.now()) });
    })
    .post('/', validate('json', joinWaitlistSchema), signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      const entry = await joinWaitlist(db, c.var.user.id, c.req.valid('json'), clock.now());
      return c.json({ entry }, 201);
    })
    .delete('/:id', signedIn, ids, async (c) => {
      c.header('Cache-Control', 'no-store');
      await removeEntry(db, c.req.valid('param').id, { userId: c.var.user.id });
      return c.body(null, 204);
    })
    .get('/offers/:token', links, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ offer: await offerByToken(db, c.req.param('token')) });
    })
    .post('/offers/:token/claim', links, async (c) => {
      c.header('Cache-Control', 'no-store');
      const claimed = await claimOffer(db, c.req.param('token'), {
        now: clock.now(),
        publicUrl,
        notifyEmail,
        payments,
        log: c.var.log,
      });
      if ('checkout' in claimed) return c.json({ checkout: claimed.checkout }, 202);
      onMailQueued();
      return c.json(claimed, 201);
    })
    .post('/offers/:token/decline', links, async (c) => {
      c.header('Cache-Control', 'no-store');
      await declineOffer(db, c.req.param('token'), clock.now());
      return c.json({ ok: true as const });
    });
}

/** /api/admin/waitlist: the desk's view of the list ('Lista de espera'), and removing an entry. */
export function waitlistAdminRoutes(app: AppContext) {
  const { db, clock } = app;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ entries: await adminEntries(db, clock.now()) }))
    .delete('/:id', ids, async (c) => {
      await removeEntry(db, c.req.valid('param').id, 'staff');
      return c.body(null, 204);
    });
}
