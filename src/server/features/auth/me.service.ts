import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, session, user } from '../../db/schema/auth';

export async function getProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ fullName: profiles.fullName, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/**
 * Updates only the caller's own profile (the user id comes from the session, never the body), and
 * the account's name with it, in one transaction: the two never disagree.
 */
export async function saveProfile(
  db: Db,
  userId: string,
  input: { fullName: string; phone: string | null },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...input })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...input, updatedAt: new Date() } })
      .returning({ fullName: profiles.fullName, phone: profiles.phone });
    await tx
      .update(user)
      .set({ name: input.fullName, updatedAt: new Date() })
      .where(eq(user.id, userId));
    return row!;
  });
}

/** Ends every session of the account ("global" sign-out). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
