import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminMessage, MessageFilter } from '@shared/schemas/admin-messages';
import { ADMIN_REPLY_BLANK, isBlankReply } from '@shared/schemas/admin-messages';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/contacts';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/mail-queue';
import { readPage } from '../../http/pagination';
import { recordAdminAction } from '../admin/audit.service';
import { messageReplyEmail } from './message-reply-email';

/** An unknown message, and any id that could not name one. */
export const messageNotFound = () => new ApiError(404, 'not_found', 'Mensagem não encontrada.');

const FILTERS: Record<MessageFilter, SQL | undefined> = {
  all: undefined,
  unread: eq(contacts.isRead, false),
  responded: isNotNull(contacts.adminResponse),
};

type ContactRow = typeof contacts.$inferSelect;

function toAdminMessage(row: ContactRow): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    isRead: row.isRead,
    adminResponse: row.adminResponse,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Contact messages, newest first, one page at a time. */
export async function listMessages(
  db: Db,
  query: PaginationQuery & { filter: MessageFilter },
): Promise<Page<AdminMessage>> {
  const where = FILTERS[query.filter];
  return readPage(
    query,
    db.select({ total: count() }).from(contacts).where(where),
    (limit, offset) =>
      db
        .select()
        .from(contacts)
        .where(where)
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(limit)
        .offset(offset),
    toAdminMessage,
  );
}

async function findMessage(db: Db, id: string): Promise<ContactRow> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) throw messageNotFound();
  return row;
}

/** 'Marcar como Lida'. Marking a message that is already read changes (and records) nothing. */
export async function markMessageRead(
  db: Db,
  actor: AdminActor,
  id: string,
): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contacts)
      .set({ isRead: true })
      .where(and(eq(contacts.id, id), eq(contacts.isRead, false)))
      .returning();
    if (!changed) return toAdminMessage(await findMessage(tx, id));
    await recordAdminAction(tx, actor, 'message.read', { type: 'contact', id });
    return toAdminMessage(changed);
  });
}

/**
 * Adds the one response a message may have and e-mails it to the sender. The condition
 * `admin_response is null` is part of the UPDATE itself, so of two administrators replying at
 * once exactly one succeeds; the other gets 409. The e-mail is queued, and the action recorded,
 * in the same transaction.
 */
export async function replyToMessage(
  db: Db,
  actor: AdminActor,
  id: string,
  response: string,
  salonEmail: string,
  now: Date,
): Promise<AdminMessage> {
  if (isBlankReply(response)) throw new ApiError(422, 'blank_response', ADMIN_REPLY_BLANK);
  const text = response.trim();
  return db.transaction(async (tx) => {
    const [replied] = await tx
      .update(contacts)
      .set({ adminResponse: text, respondedAt: now, isRead: true })
      .where(and(eq(contacts.id, id), isNull(contacts.adminResponse)))
      .returning();
    if (!replied) {
      await findMessage(tx, id);
      throw new ApiError(409, 'already_responded', 'Esta mensagem já foi respondida.');
    }
    await enqueueMail(tx, messageReplyEmail(replied, text, salonEmail), [replied.id]);
    await recordAdminAction(
      tx,
      actor,
      'message.reply',
      { type: 'contact', id },
      { to: replied.email, subject: replied.subject },
    );
    return toAdminMessage(replied);
  });
}

export async function countUnreadMessages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.isRead, false));
  return row?.n ?? 0;
}
