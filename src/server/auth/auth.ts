import { betterAuth, type GenericEndpointContext } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { deleteSessionCookie } from 'better-auth/cookies';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { emailOTP, magicLink, twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { passwordProblemMessage, passwordProblems } from '@shared/schemas/auth';
import { TWO_FACTOR_LOCALE_HEADER } from '@shared/staff-roles';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, profiles, session, twoFactor, user, verification } from '../db/schema/auth';
import { accountClientId, mergeDeskRecords } from '../domain/client-records';
import type { Clock } from './clock';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { enqueueMail, mailWith } from '../mail/mail-queue';
import { accountIdByEmail } from './accounts';
import {
  magicLinkEmail,
  resetPasswordEmail,
  signInCodeEmail,
  verificationEmail,
} from './auth-emails';
import type { MailMessage, SalonMail } from '../mail/mail-message';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  KNOWN_DEVICE_PATH,
  knownDeviceToken,
} from './known-device';

export interface AuthDeps {
  db: Db;
  config: Config;
  /** Called after an e-mail was queued, so it goes out at once. */
  onMailQueued: () => void;
  clock: Clock;
}

const DAY = 60 * 60 * 24;

/** How long the code of 'Email me a code' works (the e-mail says so). */
export const SIGN_IN_CODE_MINUTES = 10;

/** The name an authenticator app shows beside the code. */
const APP_NAME = 'Aurora Beauty Studio';

/**
 * The paths on which a session may start for an account with two-factor on without a code being
 * asked here: the password sign-in (the plugin turns it into the code's challenge), the code's own
 * endpoints, and those that replace a session the person already had.
 */
const SESSION_PATHS_WITH_TWO_FACTOR = new Set([
  '/sign-in/email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/change-password',
]);

/**
 * better-auth on our database: e-mail and password with required confirmation, magic links,
 * password reset that ends every session, and sessions as database rows behind an httpOnly,
 * SameSite cookie (Secure over https) that live 7 days and are extended while used.
 */
export function createAuth({ db, config, onMailQueued, clock }: AuthDeps) {
  const queue = async (message: MailMessage | SalonMail, userId: string) => {
    await enqueueMail(db, mailWith(message, { urgent: true }), [userId]);
    onMailQueued();
  };

  const secureCookies = config.publicUrl.startsWith('https://');

  return betterAuth({
    appName: APP_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 1, // the policy below gives the full, translated list of problems
      maxPasswordLength: 1000,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: who, url }) => {
        await queue(resetPasswordEmail(who.email, who.name, url), who.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user: who, url }) => {
        await queue(verificationEmail(who.email, who.name, url), who.id);
      },
    },
    user: {
      additionalFields: {
        // Never set through the auth API (input: false). Returned, so the session lookup (which
        // reads the user's row on every call) answers the staff check without a second query;
        // the account learns only its own role, which /api/me tells it anyway.
        staffRole: { type: 'string', required: false, input: false, returned: true },
        staffSuspendedAt: { type: 'date', required: false, input: false, returned: true },
        professionalId: { type: 'string', required: false, input: false, returned: true },
        locale: { type: 'string', required: false, input: false, returned: true },
      },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    rateLimit: { enabled: false }, // our database-backed limits apply instead (auth.routes.ts)
    advanced: {
      // Said outright: left unset, the library turns both off when NODE_ENV=test, and a server
      // started so by mistake would follow any callback URL and take writes from any origin.
      // Tests name the site as their origin, as browsers do.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'aurora',
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Never X-Forwarded-For itself: the app writes the address it worked out (TRUST_PROXY's
      // hops) into this header on every request (client-address.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      // Every way in (password, magic link, confirmation link) makes a session here: a member
      // of the team the owner suspended gets none, and is told why (issue 31).
      session: {
        create: {
          before: async (created) => {
            const [who] = await db
              .select({ suspendedAt: user.staffSuspendedAt })
              .from(user)
              .where(eq(user.id, created.userId));
            if (who?.suspendedAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SUSPENDED',
                message: 'Sua conta da equipe está suspensa. Fale com o proprietário do salão.',
              });
            }
          },
        },
      },
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(profiles)
              .values({ userId: created.id, fullName: created.name })
              .onConflictDoNothing();
            await accountClientId(db, created.id);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const setting = await passwordBeingSet(ctx);
        if (setting) {
          const problems = passwordProblems(setting.password, setting.email);
          if (problems.length > 0) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_WEAK',
              message: passwordProblemMessage(problems),
            });
          }
        }
        // A new password ends every other session, whatever the caller asked for.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Every new session (a sign-in by password, magic link or confirmation link, a password
        // change) makes this browser known to the account, so that a stranger's failed passwords
        // elsewhere cannot lock it out (decision 020).
        const created = ctx.context.newSession;
        if (!created) return;
        if (created.user.twoFactorEnabled === true) {
          // The password alone: the two-factor plugin's hook (after this one) swaps the session
          // for the code's challenge, and the device becomes known once the code is right. The
          // password was right: the code step may speak the member's language (issue 31).
          if (ctx.path === '/sign-in/email') {
            const locale = (created.user as { locale?: string | null }).locale;
            ctx.setHeader(TWO_FACTOR_LOCALE_HEADER, locale === 'en-GB' ? 'en-GB' : 'pt-BR');
            return;
          }
          // A magic link or a confirmation link would skip the code: no session from them.
          if (!SESSION_PATHS_WITH_TWO_FACTOR.has(ctx.path)) {
            await ctx.context.internalAdapter.deleteSession(created.session.token);
            deleteSessionCookie(ctx);
            ctx.context.setNewSession(null);
            return;
          }
        }
        // A confirmed e-mail (no session without one) claims the desk's records for that e-mail:
        // a phone client who signs up sees the appointments booked for them (decision 026).
        await mergeDeskRecords(db, created.user.id, clock.now());
        ctx.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceToken(config.authSecret, created.user.id), {
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          path: KNOWN_DEVICE_PATH,
          maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
        });
      }),
    },
    plugins: [
      magicLink({
        expiresIn: 10 * 60,
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          // Only existing accounts get a link; the answer is the same either way.
          const accountId = await accountIdByEmail(db, email);
          // An account with two-factor on signs in with its password and a code (the link would
          // be refused when followed).
          if (accountId && !(await hasTwoFactor(db, accountId)))
            await queue(magicLinkEmail(email, url), accountId);
        },
      }),
      // 'Email me a code' (issue 32): a six-digit code signs an account in, or creates one whose
      // e-mail is verified by that very code. Stored hashed; three wrong tries spend a code. Only
      // the sign-in kind is reachable (auth.routes.ts): the password reset and e-mail checks keep
      // their links.
      emailOTP({
        otpLength: 6,
        expiresIn: SIGN_IN_CODE_MINUTES * 60,
        allowedAttempts: 3,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp }) => {
          const accountId = await accountIdByEmail(db, email);
          // A code would skip the second factor, as a magic link would: none is sent.
          if (accountId && (await hasTwoFactor(db, accountId))) return;
          await enqueueMail(
            db,
            mailWith(signInCodeEmail(email, otp, SIGN_IN_CODE_MINUTES), { urgent: true }),
            [accountId],
          );
          onMailQueued();
        },
      }),
      // Offered to the team only (the enable route refuses anyone else, auth.routes.ts); once on,
      // every password sign-in asks for the code: no device is ever trusted to skip it.
      twoFactorPlugin({
        issuer: APP_NAME,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        // Five wrong codes end a sign-in's challenge; ten in a row lock the codes for 15 minutes.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
        twoFactorCookieMaxAge: 10 * 60,
      }),
    ],
  });
}

async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  return row?.on === true;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The password a request is about to set, with the e-mail of its account (the policy refuses a
 * password containing it), for every endpoint that sets one: sign-up, reset (the account named by
 * the token) and change (the signed-in account). Undefined for anything else.
 */
async function passwordBeingSet(
  ctx: GenericEndpointContext,
): Promise<{ password: string; email?: string } | undefined> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email' && typeof body.password === 'string') {
    return {
      password: body.password,
      email: typeof body.email === 'string' ? body.email : undefined,
    };
  }
  if (typeof body.newPassword !== 'string') return undefined;
  if (ctx.path === '/change-password') {
    const session = await getSessionFromCtx(ctx);
    // Without a session the endpoint refuses anyway, before looking at the password.
    return session ? { password: body.newPassword, email: session.user.email } : undefined;
  }
  if (ctx.path === '/reset-password') {
    const query = (ctx.query ?? {}) as Record<string, unknown>;
    const token = typeof body.token === 'string' ? body.token : query.token;
    const found =
      typeof token === 'string'
        ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
        : null;
    const owner = found ? await ctx.context.internalAdapter.findUserById(found.value) : null;
    return { password: body.newPassword, email: owner?.email };
  }
  return undefined;
}
