import { count, desc, sql } from 'drizzle-orm';
import type { AuditEntry } from '@shared/schemas/admin-audit';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/audit';
import { offsetOf, pageOf } from './admin-http';

/**
 * Writes one line of the audit log: who (the administrator), what (a dotted action such as
 * 'review.approve'), to what (a target type and id) and any details worth keeping (e.g. the old
 * and new price). Call it with the transaction that makes the change, so the change and its
 * record are kept or lost together. The admin feature's public function: other features' admin
 * routes call it too.
 */
export async function recordAdminAction(
  db: Db,
  actor: { id: string; email: string },
  action: string,
  target: { type: string; id?: string | null },
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: target.type,
    targetId: target.id ?? null,
    details,
    // The statement's own time, not the transaction's: several actions of one transaction keep
    // their order.
    createdAt: sql`clock_timestamp()`,
  });
}

/** The audit log, newest first, one page at a time. */
export async function listAuditEntries(db: Db, query: PaginationQuery): Promise<Page<AuditEntry>> {
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(adminAuditLog),
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
  ]);
  return pageOf(
    query,
    totals?.total ?? 0,
    rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
  );
}
