import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, session, user } from '../../db/schema/auth';

const profileColumns = {
  fullName: profiles.fullName,
  phone: profiles.phone,
  dateOfBirth: profiles.dateOfBirth,
};

export async function getProfile(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/**
 * Updates only the caller's own profile (the user id comes from the session, never the body), and
 * the account's name with it, in one transaction: the two never disagree.
 */
export async function saveProfile(
  db: Db,
  userId: string,
  input: { fullName: string; phone: string | null; dateOfBirth?: string | null },
) {
  // An absent date of birth keeps the saved one; '' or null removes it.
  const { dateOfBirth, ...rest } = input;
  const values = dateOfBirth === undefined ? rest : { ...rest, dateOfBirth: dateOfBirth || null };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } })
      .returning(profileColumns);
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
