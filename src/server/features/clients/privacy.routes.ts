import { Hono } from 'hono';
import { deleteAccountInputSchema } from '@shared/schemas/privacy';
import { accountClientId } from '../../domain/client-records';
import type { AppEnv } from '../../http/app-env';
import { clientAddress } from '../../http/client-address';
import { requireSignedIn } from '../../http/guards';
import { refuseOverLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { confirmAccountPassword } from './account-password';
import { type ErasureWiring, eraseClient } from './privacy-erasure.service';
import { exportClientData, exportFileName } from './privacy.service';
import type { AppContext } from '../../http/app-context';

// Each download gathers everything the client has and writes an audit row: a handful an hour is
// plenty for a person, and a script looping on it is stopped per account.
const DOWNLOAD_LIMIT = { name: 'my-data', limit: 5, windowSeconds: 3600 };

/** A JSON document the browser saves as a file, never cached. */
export function jsonDownload(document: unknown, fileName: string) {
  return {
    body: JSON.stringify(document, null, 2),
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  };
}

/** /api/me/data and DELETE /api/me: the signed-in client's own data (UK GDPR). */
export function privacyRoutes(app: AppContext, { cancelAppointments }: ErasureWiring) {
  const { db, auth, identify, clock } = app;
  const options = { ...app, cancelAppointments };
  return new Hono<AppEnv>()
    .get('/data', requireSignedIn(identify), async (c) => {
      const who = c.var.user;
      const now = clock.now();
      await refuseOverLimit(c, db, DOWNLOAD_LIMIT, who.id, {
        now,
        message: 'You have downloaded your data several times this hour. Please try again later.',
      });
      const clientId = await accountClientId(db, who.id);
      const document = await exportClientData(db, clientId, { by: 'client', actor: who }, now);
      const file = jsonDownload(document, exportFileName('aurora-my-data', now));
      return c.body(file.body, 200, file.headers);
    })
    .delete(
      '/',
      validate('json', deleteAccountInputSchema),
      requireSignedIn(identify),
      async (c) => {
        const who = c.var.user;
        await confirmAccountPassword(auth, db, who, c.req.valid('json').password, {
          address: clientAddress(c, options.trustProxy),
          now: clock.now(),
        });
        const clientId = await accountClientId(db, who.id);
        await eraseClient(
          db,
          clientId,
          { by: 'client', actor: who },
          { cancelAppointments: options.cancelAppointments, now: clock.now(), log: c.var.log },
        );
        options.onMailQueued();
        // The session row went with the account; better-auth's sign-out clears its cookies.
        const cleared = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
        for (const cookie of cleared.headers.getSetCookie())
          c.header('Set-Cookie', cookie, { append: true });
        return c.json({ ok: true as const });
      },
    );
}
