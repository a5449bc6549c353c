import { desc, eq } from 'drizzle-orm';
import type { PublicReview } from '@shared/schemas/review';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';

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

/** Every new review waits for moderation. */
export async function submitReview(
  db: Db,
  input: { userName: string; userEmail: string; rating: number; comment: string | null },
): Promise<void> {
  await db.insert(reviews).values({ ...input, status: 'pending' });
}
