import { and, asc, count, desc, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminSubscriber, SubscriberFilter } from '@shared/schemas/admin-newsletter';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import type { AdminActor } from '../../http/app-env';
import { readPage } from '../../http/pagination';
import { recordAdminAction } from '../admin/audit.service';

const FILTERS: Record<SubscriberFilter, SQL | undefined> = {
  active: and(
    isNotNull(newsletterSubscribers.confirmedAt),
    isNull(newsletterSubscribers.unsubscribedAt),
  ),
  pending: and(
    isNull(newsletterSubscribers.confirmedAt),
    isNull(newsletterSubscribers.unsubscribedAt),
  ),
  unsubscribed: isNotNull(newsletterSubscribers.unsubscribedAt),
  all: undefined,
};

type SubscriberRow = Pick<
  typeof newsletterSubscribers.$inferSelect,
  'id' | 'email' | 'subscribedAt' | 'confirmedAt' | 'unsubscribedAt'
>;

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  subscribedAt: newsletterSubscribers.subscribedAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

function toAdminSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** Subscribers, newest first, one page at a time. Never their link secrets. */
export async function listSubscribers(
  db: Db,
  query: PaginationQuery & { status: SubscriberFilter },
): Promise<Page<AdminSubscriber>> {
  const where = FILTERS[query.status];
  return readPage(
    query,
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
    (limit, offset) =>
      db
        .select(columns)
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
        .limit(limit)
        .offset(offset),
    toAdminSubscriber,
  );
}

/** Records an export in the audit log, with the number of addresses it holds. */
export async function recordSubscriberExport(
  db: Db,
  actor: AdminActor,
  status: SubscriberFilter,
): Promise<void> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(FILTERS[status]);
  await recordAdminAction(
    db,
    actor,
    'newsletter.export',
    { type: 'newsletter' },
    { status, rows: row?.n ?? 0 },
  );
}

/**
 * Every subscriber matching the filter, by e-mail, in batches: the export never holds the whole
 * table in memory, and each batch starts after the last address of the one before (keyset), so
 * it stays fast however long the list grows.
 */
export async function* subscriberBatches(
  db: Db,
  status: SubscriberFilter,
  batchSize = 500,
): AsyncGenerator<SubscriberRow[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(newsletterSubscribers)
      .where(
        and(
          FILTERS[status],
          after === undefined ? undefined : gt(newsletterSubscribers.email, after),
        ),
      )
      .orderBy(asc(newsletterSubscribers.email))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.email;
  }
}
