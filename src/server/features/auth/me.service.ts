import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, session } from '../../db/schema/auth';

export async function getProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ fullName: profiles.fullName, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Updates only the caller's own profile: the user id comes from the session, never the body. */
export async function saveProfile(
  db: Db,
  userId: string,
  input: { fullName: string; phone: string | null },
) {
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...input, updatedAt: new Date() } })
    .returning({ fullName: profiles.fullName, phone: profiles.phone });
  return row!;
}

/** Ends every session of the account ("global" sign-out). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
