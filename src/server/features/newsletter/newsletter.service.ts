import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { enqueueMail } from '../../mail/mail-queue';
import { newsletterWelcomeEmail } from './newsletter-welcome-email';

export type SubscribeResult = 'subscribed' | 'resubscribed' | 'already_subscribed';

/**
 * Subscribes an address (already trimmed and lower-cased by the shared schema). The unique
 * constraint decides what is a duplicate, so two racing sign-ups of one address store one row.
 * Someone who unsubscribed earlier may come back. Each (re)subscription gets a welcome e-mail.
 */
export async function subscribe(
  db: Db,
  email: string,
  publicUrl: string,
): Promise<SubscribeResult> {
  return db.transaction(async (tx) => {
    const token = randomBytes(24).toString('base64url');
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email, unsubscribeToken: token })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ token: newsletterSubscribers.unsubscribeToken });
    let result: SubscribeResult = 'subscribed';
    let activeToken = inserted[0]?.token;
    if (!activeToken) {
      const [returning] = await tx
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: null, subscribedAt: new Date(), unsubscribeToken: token })
        .where(
          and(
            eq(newsletterSubscribers.email, email),
            isNotNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ token: newsletterSubscribers.unsubscribeToken });
      if (!returning) return 'already_subscribed';
      result = 'resubscribed';
      activeToken = returning.token;
    }
    await enqueueMail(tx, newsletterWelcomeEmail(email, activeToken, publicUrl));
    return result;
  });
}

/** One-click unsubscribe by the secret token of the link; false when the token is unknown. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return false;
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)));
  return true;
}
