import { eq, sql } from 'drizzle-orm';
import { ukMobileNumber } from '../../src/shared/sms-consent';
import type { Db } from '../../src/server/db/client';
import { profiles, user } from '../../src/server/db/schema/auth';

/**
 * Marks the mobile number on the account's profile as proven, as a client who typed the texted
 * code back would have: for tests about what happens to a verified number, not about the proof.
 */
export async function verifySmsNumber(db: Db, email: string, at = new Date()): Promise<string> {
  const [row] = await db
    .select({ userId: profiles.userId, phone: profiles.phone })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(user.email, email));
  const number = ukMobileNumber(row?.phone);
  if (!row || !number) throw new Error(`${email} has no UK mobile number on their profile`);
  await db
    .update(profiles)
    .set({ smsVerifiedNumber: number, smsVerifiedAt: sql`${at.toISOString()}::timestamptz` })
    .where(eq(profiles.userId, row.userId));
  return number;
}
