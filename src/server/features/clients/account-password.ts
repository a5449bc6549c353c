import { and, eq } from 'drizzle-orm';
import { privacyMessages } from '@shared/schemas/privacy';
import type { Auth } from '../../auth/auth';
import {
  clearLoginFailures,
  lockedForSeconds,
  lockoutPlan,
  recordLoginFailure,
} from '../../auth/login-lockout';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/auth';
import { ApiError } from '../../http/errors';

const wrongPassword = () =>
  new ApiError(400, 'wrong_password', privacyMessages.wrongPassword, {
    password: privacyMessages.wrongPassword,
  });

const tooManyAttempts = () => new ApiError(429, 'account_locked', privacyMessages.tooManyAttempts);

/**
 * Checks the signed-in client's password before their account is deleted, with better-auth's own
 * hashing (its context's `password.verify`) against the credential account's hash. Guesses count
 * in the login lockout like failed sign-ins (decision 020), so a borrowed session cannot try
 * passwords here without limit. Every account signs up with a password; one without (made before
 * that rule) is told to set one through the reset e-mail, which also proves it owns the address.
 */
export async function confirmAccountPassword(
  auth: Auth,
  db: Db,
  who: { id: string; email: string },
  password: string,
  request: { address: string; now: Date },
): Promise<void> {
  const plan = lockoutPlan({ email: who.email, address: request.address }, request.now);
  if ((await lockedForSeconds(db, plan.lockKeys, request.now)) > 0) throw tooManyAttempts();
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, who.id), eq(account.providerId, 'credential')));
  if (!credential?.hash) throw new ApiError(400, 'no_password', privacyMessages.noPassword);
  const context = await auth.$context;
  if (await context.password.verify({ hash: credential.hash, password })) {
    await clearLoginFailures(db, plan);
    return;
  }
  const left = await recordLoginFailure(db, plan, request.now);
  throw left === 0 ? tooManyAttempts() : wrongPassword();
}
