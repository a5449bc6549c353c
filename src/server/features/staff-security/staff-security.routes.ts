import { isAPIError } from 'better-auth/api';
import { Hono, type Context } from 'hono';
import type { StaffSessions, TwoFactorStatus } from '@shared/schemas/staff-security';
import type { Auth } from '../../auth/auth';
import { sessionUnavailable } from '../../auth/current-user';
import type { AdminEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import type { AppContext } from '../../http/app-context';
import { endOtherSessions, endOwnSession, listOwnSessions } from './sessions.service';

/**
 * The request's session and its user as better-auth keeps them: requireStaff has let the request
 * in, so a session missing now was ended in between (401), and a failed lookup is a 503 as in
 * currentUser.
 */
async function sessionOf(auth: Auth, c: Context<AdminEnv>) {
  let found: Awaited<ReturnType<Auth['api']['getSession']>>;
  try {
    found = await auth.api.getSession({ headers: c.req.raw.headers });
  } catch (err) {
    if (isAPIError(err) && err.statusCode < 500) found = null;
    else throw sessionUnavailable();
  }
  if (!found) throw new ApiError(401, 'unauthorized', 'Please sign in.');
  return found;
}

// better-auth's session ids: random letters and digits. Anything else names no session.
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

const sessionNotFound = () => new ApiError(404, 'not_found', 'Sessão não encontrada.');

/**
 * A member of the team's own sessions (mounted at /api/admin/me/sessions, rule 'account'): each
 * sees and ends only their own; another person's session answers 404, as an unknown one.
 */
export function staffSessionsRoutes({ auth, db, clock }: AppContext) {
  /** The id of the session this request came with (requireStaff has found it already). */
  async function currentSessionId(c: Context<AdminEnv>): Promise<string> {
    return (await sessionOf(auth, c)).session.id;
  }

  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const current = await currentSessionId(c);
      const sessions = await listOwnSessions(db, c.var.admin.id, current, clock.now());
      return c.json({ sessions } satisfies StaffSessions);
    })
    .post('/end-others', async (c) =>
      c.json(await endOtherSessions(db, c.var.admin, await currentSessionId(c))),
    )
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!SESSION_ID.test(id)) throw sessionNotFound();
      if (id === (await currentSessionId(c))) {
        throw new ApiError(
          422,
          'current_session',
          'Esta é a sessão deste aparelho: para encerrá-la, use Sair.',
        );
      }
      if (!(await endOwnSession(db, c.var.admin, id))) throw sessionNotFound();
      return c.body(null, 204);
    });
}

/**
 * Whether the member of the team's two-factor sign-in is on (mounted at /api/admin/me/two-factor,
 * rule 'account'); turning it on and off are better-auth's endpoints under /api/auth/two-factor.
 */
export function staffTwoFactorRoutes({ auth }: AppContext) {
  return new Hono<AdminEnv>().get('/', async (c) => {
    const enabled = (await sessionOf(auth, c)).user.twoFactorEnabled === true;
    let backupCodesLeft: number | null = null;
    if (enabled) {
      const codes = await auth.api.viewBackupCodes({ body: { userId: c.var.admin.id } });
      backupCodesLeft = codes.backupCodes.length;
    }
    return c.json({ enabled, backupCodesLeft } satisfies TwoFactorStatus);
  });
}
