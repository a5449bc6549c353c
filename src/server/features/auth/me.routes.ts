import { Hono } from 'hono';
import { type Me, profileInputSchema } from '@shared/schemas/auth';
import { ROLE_PERMISSIONS } from '@shared/staff-roles';
import type { AppEnv } from '../../http/app-env';
import { requireSignedIn } from '../../http/guards';
import { validate } from '../../http/validate';
import { endAllSessions, getProfile, saveProfile } from './me.service';
import type { AppContext } from '../../http/app-context';

const signedOut: Me = { user: null, profile: null, isAdmin: false, staff: null };

export function meRoutes({ auth, identify, db, clock }: AppContext) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const who = await identify(c);
      if (!who) return c.json(signedOut);
      const me: Me = {
        user: { id: who.id, email: who.email, name: who.name },
        profile: await getProfile(db, who.id),
        isAdmin: who.staff !== null,
        staff: who.staff && { ...who.staff, permissions: [...ROLE_PERMISSIONS[who.staff.role]] },
      };
      return c.json(me);
    })
    .put('/profile', validate('json', profileInputSchema), requireSignedIn(identify), async (c) =>
      c.json(await saveProfile(db, c.var.user.id, c.req.valid('json'), clock.now())),
    )
    .post('/sign-out', async (c) => {
      const who = await identify(c);
      if (who) await endAllSessions(db, who.id);
      // better-auth's sign-out clears the session cookies in the browser.
      const cleared = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      for (const cookie of cleared.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true as const });
    });
}
