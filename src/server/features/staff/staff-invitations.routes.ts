import { Hono } from 'hono';
import { passwordProblemMessage, passwordProblems } from '@shared/schemas/auth';
import {
  staffInvitationAcceptBodySchema,
  staffInvitationAcceptSchema,
} from '@shared/schemas/staff';
import type { AppEnv } from '../../http/app-env';
import type { AppContext } from '../../http/app-context';
import { ApiError } from '../../http/errors';
import { validate, validationFailed } from '../../http/validate';
import { accountIdByEmail } from '../../auth/accounts';
import {
  claimInvitation,
  joinTeam,
  previewInvitation,
  releaseInvitation,
  usableInvitation,
} from './staff.service';

const BACK_OFFICE = '/sistema/gerencial';

/**
 * /api/staff-invitations/:token: the e-mailed link's page (public). Accepting makes a confirmed
 * account with the invited role and signs it in, through better-auth's own sign-in, so the
 * session cookie is the one every other sign-in sets.
 *
 * An e-mail that already has an account (a client of the salon, say) is not given a new password
 * through the link: its owner signs in first and accepts signed in, so the link alone never takes
 * over an existing account (decision 049).
 */
export function staffInvitationRoutes({ db, clock, auth, identify }: AppContext) {
  return new Hono<AppEnv>()
    .get('/:token', async (c) =>
      c.json(await previewInvitation(db, c.req.param('token'), clock.now())),
    )
    .post('/:token/accept', validate('json', staffInvitationAcceptBodySchema), async (c) => {
      const token = c.req.param('token');
      const now = clock.now();
      const { invitation } = await usableInvitation(db, token, now);
      const existingId = await accountIdByEmail(db, invitation.email);
      if (existingId) {
        const who = await identify(c);
        if (who?.id !== existingId) {
          throw new ApiError(
            409,
            'account_exists',
            `An account already uses ${invitation.email}. Sign in with it, then open this link again to join the team.`,
          );
        }
        const claimed = await claimInvitation(db, token, now);
        await joinTeam(db, claimed, existingId, null, now);
        return c.json({ ok: true as const, redirectTo: BACK_OFFICE });
      }

      const parsed = staffInvitationAcceptSchema.safeParse(c.req.valid('json'));
      if (!parsed.success) throw validationFailed(parsed.error);
      const { name, password } = parsed.data;
      const problems = passwordProblems(password, invitation.email);
      if (problems.length > 0) {
        const message = passwordProblemMessage(problems);
        throw new ApiError(400, 'validation_failed', message, { password: message });
      }

      const claimed = await claimInvitation(db, token, now);
      const context = await auth.$context;
      let userId: string;
      try {
        // As the sign-up endpoint makes an account, but confirmed: the e-mailed link proved the
        // address.
        const created = await context.internalAdapter.createUser(
          { email: invitation.email, name, emailVerified: true },
          { method: 'email-password' },
        );
        userId = created.id;
        await context.internalAdapter.linkAccount({
          userId,
          providerId: 'credential',
          accountId: userId,
          password: await context.password.hash(password),
        });
      } catch (err) {
        await releaseInvitation(db, claimed.id);
        throw err;
      }
      await joinTeam(db, claimed, userId, name, now);

      const signedIn = await auth.api.signInEmail({
        body: { email: invitation.email, password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      for (const cookie of signedIn.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true as const, redirectTo: BACK_OFFICE }, 201);
    });
}
