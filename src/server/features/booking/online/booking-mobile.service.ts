import { sql } from 'drizzle-orm';
import { bookingMessages } from '@shared/booking';
import { ukMobileNumber } from '@shared/sms-consent';
import type { Db } from '../../../db/client';
import { profiles, user } from '../../../db/schema/auth';
import { ApiError } from '../../../http/errors';

/**
 * A new online booking needs a UK mobile the salon can call (issue 32): the profile's, or the one
 * given with the booking, which is then kept on the profile as written (as /perfil keeps it).
 * Refused with a 400 naming `phone` when neither is a UK mobile.
 */
export async function requireMobile(
  db: Db,
  userId: string,
  onProfile: string | null,
  given: string | undefined,
  now: Date,
): Promise<string> {
  if (!given && ukMobileNumber(onProfile)) return onProfile!;
  const mobile = ukMobileNumber(given);
  if (!mobile)
    throw new ApiError(400, 'validation_failed', bookingMessages.mobileRequired, {
      phone: bookingMessages.mobileRequired,
    });
  const phone = given!.trim();
  // A proof holds for the very number proven (decision 036): another one voids it.
  const keptIfSame = (column: typeof profiles.smsVerifiedNumber | typeof profiles.smsVerifiedAt) =>
    sql`case when ${profiles.smsVerifiedNumber} = ${mobile} then ${column} end`;
  await db
    .insert(profiles)
    .values({
      userId,
      fullName: sql`(select ${user.name} from ${user} where ${user.id} = ${userId})`,
      phone,
    })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: {
        phone,
        smsVerifiedNumber: keptIfSame(profiles.smsVerifiedNumber),
        smsVerifiedAt: keptIfSame(profiles.smsVerifiedAt),
        updatedAt: now,
      },
    });
  return phone;
}
