import { count, desc } from 'drizzle-orm';
import type { AuditEntry } from '@shared/schemas/admin-audit';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/audit';
import { offsetOf, pageOf } from './admin-http';

/** The audit log, newest first, one page at a time. */
export async function listAuditEntries(db: Db, query: PaginationQuery): Promise<Page<AuditEntry>> {
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(adminAuditLog),
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq))
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
