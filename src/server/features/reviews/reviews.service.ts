import { desc, eq } from 'drizzle-orm';
import type { PublicReview } from '@shared/schemas/review';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { reviews } from '../../db/schema/reviews';
import { alreadyReviewed, findInvitation } from './review-invitation.service';

export const PUBLIC_REVIEW_LIMIT = 6;

/** The reviews the public may see: approved only, newest first, never the reviewer's e-mail. */
export async function listApprovedReviews(db: Db): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      userName: reviews.userName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.status, 'approved'))
    .orderBy(desc(reviews.createdAt))
    .limit(PUBLIC_REVIEW_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Every new review waits for moderation. One sent through a review link (issue 18) is tied to its
 * completed appointment, which makes it verified; an appointment has one review at most (the
 * unique index settles two sent at once). A verified review is the invited client's: its e-mail is
 * the one the invitation went to, whatever the form sent; the name is theirs to shorten.
 */
export async function submitReview(
  db: Db,
  input: { userName: string; userEmail: string; rating: number; comment: string | null },
  link?: { token: string; now: Date },
): Promise<void> {
  if (!link) {
    await db.insert(reviews).values({ ...input, status: 'pending' });
    return;
  }
  const { appointmentId, email } = await findInvitation(db, link.token, link.now, 'submit');
  try {
    // In a (sub)transaction of its own: a refused insert must not abort the caller's.
    await db.transaction((tx) =>
      tx.insert(reviews).values({ ...input, userEmail: email, appointmentId, status: 'pending' }),
    );
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw alreadyReviewed();
    throw err;
  }
}
