import type { ContactSubject } from '@shared/schemas/contact';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/contacts';
import { enqueueMail } from '../../mail/mail-queue';
import { contactNotificationEmail } from './contact-notification-email';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
}

/**
 * Stores the message and queues the salon's notification in one transaction: the message is kept
 * whatever happens to the mail, which the queue delivers (and retries) on its own.
 */
export async function submitContactMessage(
  db: Db,
  message: ContactMessage,
  notifyEmail: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values(message)
      .returning({ id: contacts.id, createdAt: contacts.createdAt });
    await enqueueMail(tx, contactNotificationEmail(message, notifyEmail, row!.createdAt), [
      row!.id,
    ]);
  });
}
