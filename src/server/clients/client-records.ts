import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, user } from '../db/schema/auth';
import { appointments } from '../db/schema/booking';
import { clientDirectory, clientNotes, clients } from '../db/schema/clients';

// Client records (decision 026): every appointment belongs to one; an account holder's record
// points at the account, a desk-created one holds the client's details itself.

/**
 * The client record of an account, created the first time it is needed (accounts made before
 * migration 0007 have one already; tests may insert bare accounts). One statement either way.
 */
export async function accountClientId(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .insert(clients)
    .values({ userId })
    .onConflictDoUpdate({ target: clients.userId, set: { userId } })
    .returning({ id: clients.id });
  return row!.id;
}

/**
 * Called whenever an account gets a new session (a sign-in needs a confirmed e-mail): the desk's
 * records carrying that e-mail become the account's — their appointments show in My Appointments,
 * their notes stay with the client, and the phone or date of birth the desk took fills what the
 * profile lacks. The desk records are then removed, so one person has one record.
 */
export async function mergeDeskRecords(db: Db, userId: string): Promise<number> {
  const desk = await db
    .select({
      id: clients.id,
      phone: clients.phone,
      dateOfBirth: clients.dateOfBirth,
    })
    .from(clients)
    .innerJoin(user, sql`${user.id} = ${userId} and ${user.emailVerified}`)
    .where(
      and(
        isNull(clients.userId),
        isNull(clients.erasedAt),
        eq(clients.email, sql`lower(${user.email})`),
      ),
    );
  if (desk.length === 0) return 0;
  const deskIds = desk.map((d) => d.id);
  await db.transaction(async (tx) => {
    const mine = await accountClientId(tx, userId);
    await tx
      .update(appointments)
      .set({ clientId: mine, userId })
      .where(inArray(appointments.clientId, deskIds));
    await tx
      .update(clientNotes)
      .set({ clientId: mine })
      .where(inArray(clientNotes.clientId, deskIds));
    const phone = desk.find((d) => d.phone)?.phone ?? null;
    const dateOfBirth = desk.find((d) => d.dateOfBirth)?.dateOfBirth ?? null;
    if (phone || dateOfBirth)
      await tx
        .update(profiles)
        .set({
          phone: sql`coalesce(nullif(${profiles.phone}, ''), ${phone})`,
          dateOfBirth: sql`coalesce(${profiles.dateOfBirth}, ${dateOfBirth}::date)`,
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, userId));
    await tx.delete(clients).where(inArray(clients.id, deskIds));
  });
  return deskIds.length;
}

/** A client's name, e-mail and phone, wherever they are kept; undefined for an unknown id. */
export async function clientDetails(db: Db, clientId: string) {
  const [row] = await db.select().from(clientDirectory).where(eq(clientDirectory.id, clientId));
  return row;
}
