import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Me, profileInputSchema } from '@shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import { currentUser } from '../../auth/current-user';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { endAllSessions, getProfile, saveProfile } from './me.service';

const signedOut: Me = { user: null, profile: null, isAdmin: false };

export function meRoutes(auth: Auth, db: Db) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const who = await currentUser(auth, c);
      if (!who) return c.json(signedOut);
      const me: Me = {
        user: { id: who.id, email: who.email, name: who.name },
        profile: await getProfile(db, who.id),
        isAdmin: who.isAdmin,
      };
      return c.json(me);
    })
    .put('/profile', validate('json', profileInputSchema), async (c) => {
      const who = await currentUser(auth, c);
      if (!who) throw new ApiError(401, 'unauthorized', 'Please sign in.');
      const input = c.req.valid('json');
      const profile = await saveProfile(db, who.id, input);
      await db
        .update(user)
        .set({ name: input.fullName, updatedAt: new Date() })
        .where(eq(user.id, who.id));
      return c.json(profile);
    })
    .post('/sign-out', async (c) => {
      const who = await currentUser(auth, c);
      if (who) await endAllSessions(db, who.id);
      // better-auth's sign-out clears the session cookies in the browser.
      const cleared = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      for (const cookie of cleared.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true as const });
    });
}
