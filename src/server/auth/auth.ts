import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { passwordProblemMessage, passwordProblems } from '@shared/schemas/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, profiles, session, user, verification } from '../db/schema/auth';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { enqueueMail } from '../mail/mail-queue';
import { magicLinkEmail, resetPasswordEmail, verificationEmail } from './auth-emails';

export interface AuthDeps {
  db: Db;
  config: Config;
  /** Called after an e-mail was queued, so it goes out at once. */
  onMailQueued: () => void;
}

const DAY = 60 * 60 * 24;

/**
 * better-auth on our database: e-mail and password with required confirmation, magic links,
 * password reset that ends every session, and sessions as database rows behind an httpOnly,
 * SameSite cookie (Secure over https) that live 7 days and are extended while used.
 */
export function createAuth({ db, config, onMailQueued }: AuthDeps) {
  const queue = async (message: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(db, message);
    onMailQueued();
  };

  return betterAuth({
    appName: 'Aurora Beauty Studio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
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
        await queue(resetPasswordEmail(who.email, who.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user: who, url }) => {
        await queue(verificationEmail(who.email, who.name, url));
      },
    },
    user: {
      additionalFields: {
        // Never set through the auth API (input: false). Returned, so the session lookup (which
        // reads the user's row on every call) answers the admin check without a second query;
        // the client learns only its own flag, which /api/me tells it anyway.
        isAdmin: { type: 'boolean', defaultValue: false, input: false, returned: true },
      },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    rateLimit: { enabled: false }, // our database-backed limits apply instead (auth.routes.ts)
    advanced: {
      cookiePrefix: 'aurora',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Never X-Forwarded-For itself: the app writes the address it worked out (TRUST_PROXY's
      // hops) into this header on every request (client-address.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(profiles)
              .values({ userId: created.id, fullName: created.name })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as {
          password?: unknown;
          newPassword?: unknown;
          email?: unknown;
        };
        const password =
          ctx.path === '/sign-up/email'
            ? body.password
            : ctx.path === '/reset-password'
              ? body.newPassword
              : undefined;
        if (typeof password !== 'string') return;
        const problems = passwordProblems(
          password,
          typeof body.email === 'string' ? body.email : undefined,
        );
        if (problems.length > 0) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_WEAK',
            message: passwordProblemMessage(problems),
          });
        }
      }),
    },
    plugins: [
      magicLink({
        expiresIn: 10 * 60,
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          // Only existing accounts get a link; the answer is the same either way.
          const [existing] = await db
            .select({ id: user.id })
            .from(user)
            .where(eq(user.email, email.toLowerCase()));
          if (existing) await queue(magicLinkEmail(email, url));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
