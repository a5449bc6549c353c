import { and, eq, ne, sql } from 'drizzle-orm';
import { ukMobileNumber } from '@shared/sms-consent';
import type { Db } from '../../db/client';
import { profiles, session, smsVerificationCodes, user } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';

const profileColumns = {
  fullName: profiles.fullName,
  phone: profiles.phone,
  dateOfBirth: profiles.dateOfBirth,
  smsReminders: profiles.smsReminders,
};

/** Rebooking reminders live on the client record (the desk's clients have them too): on by default. */
// Written in full: Drizzle names a one-table select's columns unqualified, which inside this
// subquery would name the clients table's own columns.
const rebookRemindersOf = sql<boolean>`coalesce((select c.rebook_reminders from clients c where c.user_id = ${sql.raw('"profiles"."user_id"')}), true)`;

export async function getProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ ...profileColumns, rebookReminders: rebookRemindersOf })
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
  input: {
    fullName: string;
    phone: string | null;
    dateOfBirth?: string | null;
    smsReminders?: boolean;
    rebookReminders?: boolean;
  },
  now: Date,
) {
  // An absent date of birth keeps the saved one; '' or null removes it. An absent SMS consent
  // keeps the saved one, unless the phone is no longer a mobile: consent needs one.
  const { dateOfBirth, smsReminders, rebookReminders, ...rest } = input;
  const values = {
    ...rest,
    ...(dateOfBirth === undefined ? {} : { dateOfBirth: dateOfBirth || null }),
    ...(smsReminders !== undefined
      ? { smsReminders }
      : ukMobileNumber(rest.phone)
        ? {}
        : { smsReminders: false }),
  };
  // A proof holds for the very number proven (issue 27): another one, or none, voids it and any
  // code sent to the old one; the same number written another way keeps it.
  const mobile = ukMobileNumber(rest.phone);
  const keptIfSame = <T>(
    column: typeof profiles.smsVerifiedNumber | typeof profiles.smsVerifiedAt,
  ) => sql<T>`case when ${profiles.smsVerifiedNumber} = ${mobile} then ${column} end`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: {
          ...values,
          smsVerifiedNumber: keptIfSame<string | null>(profiles.smsVerifiedNumber),
          smsVerifiedAt: keptIfSame<Date | null>(profiles.smsVerifiedAt),
          updatedAt: now,
        },
      })
      .returning(profileColumns);
    await tx
      .delete(smsVerificationCodes)
      .where(
        and(
          eq(smsVerificationCodes.userId, userId),
          mobile ? ne(smsVerificationCodes.number, mobile) : undefined,
        ),
      );
    await tx.update(user).set({ name: input.fullName, updatedAt: now }).where(eq(user.id, userId));
    if (rebookReminders !== undefined)
      await tx
        .insert(clients)
        .values({ userId, rebookReminders })
        .onConflictDoUpdate({ target: clients.userId, set: { rebookReminders } });
    const [saved] = await tx
      .select({ rebookReminders: rebookRemindersOf })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return { ...row!, rebookReminders: saved!.rebookReminders };
  });
}

/** Ends every session of the account ("global" sign-out). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
