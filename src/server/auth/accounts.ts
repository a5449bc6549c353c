import { eq } from 'drizzle-orm';
import { normaliseEmail } from '@shared/email-pattern';
import type { Db } from '../db/client';
import { user } from '../db/schema/auth';

/** The account an e-mail address belongs to, however it was typed, or null. */
export async function accountIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, normaliseEmail(email)));
  return row?.id ?? null;
}
