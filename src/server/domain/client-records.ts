import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClientNote } from '@shared/schemas/clients';
import type { Db } from '../db/client';
import { profiles, user } from '../db/schema/auth';
import { appointments } from '../db/schema/booking';
import { clientDirectory, clientNotes, clients } from '../db/schema/clients';
import { ApiError } from '../http/errors';

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
export async function mergeDeskRecords(db: Db, userId: string, now: Date): Promise<number> {
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
          updatedAt: now,
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

/**
 * The record's private notes, newest first: where staff keep what to watch for (allergies,
 * preferences), shown wherever the desk meets the client, never to the client.
 */
export async function clientPrivateNotes(db: Db, clientId: string): Promise<ClientNote[]> {
  const rows = await db
    .select({
      id: clientNotes.id,
      body: clientNotes.body,
      authorName: clientNotes.authorName,
      createdAt: clientNotes.createdAt,
    })
    .from(clientNotes)
    .where(eq(clientNotes.clientId, clientId))
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * A client record the desk creates for someone with no account (decision 026): name and phone, the
 * e-mail when given. One e-mail is one client: when an account or another record already has it,
 * staff are told to pick that client rather than keep a second record.
 */
export async function createDeskClient(
  db: Db,
  client: { name: string; phone: string | null; email: string | null; dateOfBirth?: string },
): Promise<string> {
  if (client.email) {
    // The accounts themselves, not the directory: an account may not have its record yet.
    const [taken] = await db
      .select({
        account: sql<boolean>`exists (select 1 from ${user} where lower(${user.email}) = ${client.email})`,
        record: sql<boolean>`exists (select 1 from ${clients} where ${clients.email} = ${client.email} and ${clients.erasedAt} is null)`,
      })
      .from(sql`(select 1) as one`);
    if (taken!.account || taken!.record) {
      const message = taken!.account
        ? 'Já existe uma conta com este e-mail. Busque o cliente pelo e-mail e escolha-o.'
        : 'Já existe um cliente com este e-mail. Busque o cliente pelo e-mail e escolha-o.';
      throw new ApiError(409, 'client_email_taken', message, { 'newClient.email': message });
    }
  }
  const [row] = await db
    .insert(clients)
    .values({
      fullName: client.name,
      phone: client.phone,
      email: client.email,
      dateOfBirth: client.dateOfBirth ?? null,
    })
    .returning({ id: clients.id });
  return row!.id;
}
