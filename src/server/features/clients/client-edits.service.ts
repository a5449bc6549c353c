import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminClientNoteInput, AdminClientUpdate, ClientNote } from '@shared/schemas/clients';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { clientDirectory, clientNotes, clients } from '../../db/schema/clients';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { recordAdminAction } from '../admin/audit.service';
import { liveClient } from './client-record.service';

export const noteNotFound = () => new ApiError(404, 'not_found', 'Nota não encontrada.');

/**
 * 'Editar dados' of a record the desk keeps (name, phone, e-mail). An account holder's details are
 * theirs, edited on their profile: 409. An e-mail another record or account has is a 409 too, so
 * one person keeps one record (decision 026). Audited with the record's id only.
 */
export async function updateDeskClient(
  db: Db,
  actor: AdminActor,
  clientId: string,
  input: AdminClientUpdate,
): Promise<void> {
  const { name, phone, email } = input;
  await db.transaction(async (tx) => {
    const client = await liveClient(tx, clientId);
    if (client.userId)
      throw new ApiError(
        409,
        'account_holder',
        'Este cliente tem conta: os dados dele são editados por ele mesmo, no perfil.',
      );
    if (email) {
      const [[record], [account]] = await Promise.all([
        tx
          .select({ id: clientDirectory.id })
          .from(clientDirectory)
          .where(and(eq(clientDirectory.email, email), ne(clientDirectory.id, clientId)))
          .limit(1),
        tx.select({ id: user.id }).from(user).where(eq(user.email, email)),
      ]);
      if (record || account)
        throw new ApiError(
          409,
          'email_taken',
          'Este email já pertence a outro cliente. Procure-o na lista de clientes.',
          { email: 'Este email já pertence a outro cliente.' },
        );
    }
    await tx.update(clients).set({ fullName: name, phone, email }).where(eq(clients.id, clientId));
    await recordAdminAction(tx, actor, 'client.update', { type: 'client', id: clientId });
  });
}

/** A staff note on a client; the audit keeps the ids, never the text. */
export async function addClientNote(
  db: Db,
  actor: AdminActor,
  clientId: string,
  input: AdminClientNoteInput,
): Promise<ClientNote> {
  const { body } = input;
  return db.transaction(async (tx) => {
    await liveClient(tx, clientId);
    const [note] = await tx
      .insert(clientNotes)
      .values({
        clientId,
        body,
        authorName: actor.name || actor.email,
        authorId: actor.id,
        // The statement's own time: notes written in one transaction keep their order.
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    await recordAdminAction(
      tx,
      actor,
      'client.note.add',
      { type: 'client', id: clientId },
      { noteId: note!.id },
    );
    return {
      id: note!.id,
      body: note!.body,
      authorName: note!.authorName,
      createdAt: note!.createdAt.toISOString(),
    };
  });
}

export async function deleteClientNote(
  db: Db,
  actor: AdminActor,
  clientId: string,
  noteId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await liveClient(tx, clientId);
    const [deleted] = await tx
      .delete(clientNotes)
      .where(and(eq(clientNotes.id, noteId), eq(clientNotes.clientId, clientId)))
      .returning({ id: clientNotes.id });
    if (!deleted) throw noteNotFound();
    await recordAdminAction(
      tx,
      actor,
      'client.note.delete',
      { type: 'client', id: clientId },
      { noteId },
    );
  });
}
