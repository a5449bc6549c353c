import { serializeSignedCookie } from 'better-call';
import { eq } from 'drizzle-orm';
import { normaliseEmail } from '../../src/shared/email-pattern';
import type { StaffRole } from '../../src/shared/staff-roles';
import { createClock } from '../../src/server/auth/clock';
import { createAuth } from '../../src/server/auth/auth';
import { KNOWN_DEVICE_COOKIE, knownDeviceToken } from '../../src/server/auth/known-device';
import { mergeDeskRecords } from '../../src/server/domain/client-records';
import type { Db } from '../../src/server/db/client';
import { profiles, user } from '../../src/server/db/schema/auth';
import { testConfig } from './test-database';

/**
 * Accounts and sessions written straight into a test's database, for the many tests that need a
 * signed-in client or administrator but are not about signing up. Signing up through the API costs
 * two password hashes, a queued e-mail and three requests per account, and was most of the API
 * tests' time. The auth tests keep the real sign-up, confirmation and sign-in flows.
 *
 * Everything goes through better-auth's own adapter and the app's own auth hooks, so the rows are
 * those a real sign-up leaves: the profile and the client record (the user-created hook), a
 * password account, and a session whose first use claims the desk's records (decision 026).
 */

export const FACTORY_PASSWORD = 'Rosewood-Salon-42';

// Hashing is the one slow step (scrypt, on purpose): every account a worker makes shares one hash
// of the same password, which still lets a test sign in with it.
// (better-auth's own hasher, as sign-up uses it).
let passwordHash: Promise<string> | undefined;

// One auth instance per database handle (a test's transaction), as the app under test has.
const auths = new WeakMap<Db, ReturnType<typeof createAuth>>();
function authOn(db: Db) {
  let auth = auths.get(db);
  if (!auth) {
    auth = createAuth({ db, config: testConfig, onMailQueued: () => {}, clock: createClock() });
    auths.set(db, auth);
  }
  return auth;
}

export interface NewAccount {
  email: string;
  name?: string;
  /** Makes the account an owner, as `npm run admin:grant` would. */
  admin?: boolean;
  /** Makes the account a member of the team in this role (issue 31); `admin` is 'owner'. */
  role?: StaffRole;
  /** The catalogue's professional a member of the team is. */
  professionalId?: string;
  /**
   * The profile's phone: a UK mobile by default, as every new online booking needs one (issue 32);
   * null for a client who has given none.
   */
  phone?: string | null;
}

/** The factory client's mobile (Ofcom's range for drama, never a real person's). */
export const FACTORY_MOBILE = '07700 900000';

/** A confirmed account that can sign in with FACTORY_PASSWORD: returns its user id. */
export async function createAccount(
  db: Db,
  {
    email,
    name = 'Test Client',
    admin = false,
    role,
    professionalId,
    phone = FACTORY_MOBILE,
  }: NewAccount,
): Promise<string> {
  const { internalAdapter, password } = await authOn(db).$context;
  passwordHash ??= password.hash(FACTORY_PASSWORD);
  // As the sign-up endpoint creates them, but confirmed already.
  const created = await internalAdapter.createUser(
    { email: normaliseEmail(email), name, emailVerified: true },
    { method: 'email-password' },
  );
  await internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await passwordHash,
  });
  // The user-created hook made the profile.
  if (phone) await db.update(profiles).set({ phone }).where(eq(profiles.userId, created.id));
  const staffRole = role ?? (admin ? 'owner' : null);
  if (staffRole)
    await db
      .update(user)
      .set({ staffRole, professionalId: professionalId ?? null })
      .where(eq(user.id, created.id));
  return created.id;
}

/**
 * A new session for an account, as a sign-in makes one: returns the Cookie header a browser would
 * then send (the signed session token and the known-device cookie of decision 020).
 */
export async function createSessionCookie(
  db: Db,
  userId: string,
  address?: string,
): Promise<string> {
  const context = await authOn(db).$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: address ?? '',
  });
  // What the sign-in's after-hook does for every new session (src/server/auth/auth.ts).
  await mergeDeskRecords(db, userId, new Date());
  const signed = await serializeSignedCookie(
    context.authCookies.sessionToken.name,
    session.token,
    context.secret,
  );
  const device = `${KNOWN_DEVICE_COOKIE}=${knownDeviceToken(testConfig.authSecret, userId)}`;
  return `${signed.split(';')[0]}; ${device}`;
}
