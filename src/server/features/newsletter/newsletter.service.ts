import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { enqueueMail } from '../../mail/mail-queue';
import {
  CONFIRMATION_LINK_HOURS,
  newsletterConfirmationEmail,
} from './newsletter-confirmation-email';
import { newsletterWelcomeEmail } from './newsletter-welcome-email';

export type SubscribeResult = 'confirmation_sent' | 'already_subscribed';
export type ConfirmResult = 'confirmed' | 'invalid';

const newToken = () => randomBytes(24).toString('base64url');
const linkExpiry = (now: Date) => new Date(now.getTime() - CONFIRMATION_LINK_HOURS * 3_600_000);

/**
 * Signs an address up (already trimmed and lower-cased by the shared schema) and e-mails it a
 * confirmation link; it counts as subscribed only once the link is followed (decision 021). The
 * unique constraint decides what is a duplicate, so two racing sign-ups store one row. An address
 * that is subscribed, or waits for a link that still works, is a duplicate; one that left, or whose
 * link expired, starts again with new links.
 */
export async function subscribe(
  db: Db,
  email: string,
  publicUrl: string,
  now: Date,
): Promise<SubscribeResult> {
  return db.transaction(async (tx) => {
    const confirmationToken = newToken();
    const fresh = {
      unsubscribeToken: newToken(),
      confirmationToken,
      subscribedAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
    };
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email, ...fresh })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) {
      const restarted = await tx
        .update(newsletterSubscribers)
        .set(fresh)
        .where(
          and(
            eq(newsletterSubscribers.email, email),
            or(
              isNotNull(newsletterSubscribers.unsubscribedAt),
              and(
                isNull(newsletterSubscribers.confirmedAt),
                lte(newsletterSubscribers.subscribedAt, linkExpiry(now)),
              ),
            ),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      if (restarted.length === 0) return 'already_subscribed';
    }
    await enqueueMail(tx, newsletterConfirmationEmail(email, confirmationToken, publicUrl));
    return 'confirmation_sent';
  });
}

/**
 * Follows a confirmation link: the address becomes subscribed and gets the welcome e-mail, once.
 * Following it again while subscribed answers 'confirmed' too; an unknown or expired link, or one
 * of an address that has since left, is 'invalid'.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  publicUrl: string,
  now: Date,
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(newsletterSubscribers.confirmationToken, token),
          isNull(newsletterSubscribers.confirmedAt),
          isNull(newsletterSubscribers.unsubscribedAt),
          gt(newsletterSubscribers.subscribedAt, linkExpiry(now)),
        ),
      )
      .returning({
        email: newsletterSubscribers.email,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      });
    if (confirmed) {
      // The welcome is the first newsletter e-mail, so it waits for the confirmation.
      await enqueueMail(
        tx,
        newsletterWelcomeEmail(confirmed.email, confirmed.unsubscribeToken, publicUrl),
      );
      return 'confirmed';
    }
    const [again] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.confirmationToken, token),
          isNotNull(newsletterSubscribers.confirmedAt),
          isNull(newsletterSubscribers.unsubscribedAt),
        ),
      );
    return again ? 'confirmed' : 'invalid';
  });
}

/** One-click unsubscribe by the secret token of the link; false when the token is unknown. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return false;
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)));
  return true;
}
