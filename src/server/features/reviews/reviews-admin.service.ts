import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { AdminReview, ReviewFilter } from '@shared/schemas/admin-reviews';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { readPage } from '../../http/pagination';
import { recordAdminAction } from '../admin/audit.service';

/** An unknown review, and any id that could not name one. */
export const reviewNotFound = () => new ApiError(404, 'not_found', 'Review não encontrado.');

const FILTERS: Record<ReviewFilter, SQL | undefined> = {
  pending: eq(reviews.status, 'pending'),
  approved: eq(reviews.status, 'approved'),
  all: undefined,
};

type ReviewRow = typeof reviews.$inferSelect;

function toAdminReview(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    verified: row.appointmentId !== null,
  };
}

/** Reviews for moderation, newest first; 'all' includes rejected ones. */
export async function listReviewsForModeration(
  db: Db,
  query: PaginationQuery & { filter: ReviewFilter },
): Promise<Page<AdminReview>> {
  const where = FILTERS[query.filter];
  return readPage(
    query,
    db.select({ total: count() }).from(reviews).where(where),
    (limit, offset) =>
      db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
    toAdminReview,
  );
}

/**
 * Aprovar publishes a review; Rejeitar keeps it, marked rejected, never public and no longer
 * pending (decision 008). Either may undo the other. Asking for the status a review already has
 * changes (and records) nothing.
 */
export async function moderateReview(
  db: Db,
  actor: AdminActor,
  id: string,
  status: 'approved' | 'rejected',
  now: Date,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(reviews)
      .set({ status, approvedAt: status === 'approved' ? now : null })
      .where(and(eq(reviews.id, id), ne(reviews.status, status)))
      .returning();
    if (!changed) {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id));
      if (!row) throw reviewNotFound();
      return toAdminReview(row);
    }
    await recordAdminAction(
      tx,
      actor,
      status === 'approved' ? 'review.approve' : 'review.reject',
      { type: 'review', id },
      { userName: changed.userName, rating: changed.rating },
    );
    return toAdminReview(changed);
  });
}

/** Deletes a review in any state; the audit log keeps who wrote it and its rating. */
export async function deleteReview(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!deleted) throw reviewNotFound();
    await recordAdminAction(
      tx,
      actor,
      'review.delete',
      { type: 'review', id },
      {
        userName: deleted.userName,
        userEmail: deleted.userEmail,
        rating: deleted.rating,
        status: deleted.status,
      },
    );
  });
}

export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending'));
  return row?.n ?? 0;
}
