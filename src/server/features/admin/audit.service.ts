import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type AuditActor, type AuditEntry, auditRole } from '@shared/schemas/admin-audit';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/audit';
import type { AdminActor } from '../../http/app-env';
import { readPage } from '../../http/pagination';

/**
 * Records a back-office action: who (the member of the team, with their role), what (a dotted action such as
 * 'review.approve'), to what, and the details worth keeping (e.g. the old and new price). Call it
 * inside the transaction that makes the change, so the log holds exactly the changes that
 * happened. Every feature's admin side calls it: the one import across features ESLint allows.
 *
 * A client's own change that the salon must be able to trace (moving their appointment online,
 * issue 17) is recorded here too, with the client's account and e-mail as the actor and an action
 * of its own ('appointment.reschedule'), so the log never passes it off as staff's.
 */
export async function recordAdminAction(
  db: Db,
  actor: Pick<AdminActor, 'id' | 'email'> & Partial<Pick<AdminActor, 'name' | 'role'>>,
  action: string,
  target: { type: string; id?: string | null },
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    actorName: actor.name ?? '',
    actorRole: actor.role ?? null,
    action,
    targetType: target.type,
    targetId: target.id ?? null,
    details,
    // The statement's own time, not the transaction's: several actions of one transaction keep
    // their order.
    createdAt: sql`clock_timestamp()`,
  });
}

/** The audit log, newest first, one page at a time; with `actor`, that person's actions only. */
export async function listAuditEntries(
  db: Db,
  query: PaginationQuery & { actor?: string },
): Promise<Page<AuditEntry>> {
  const where = query.actor ? eq(adminAuditLog.actorUserId, query.actor) : undefined;
  return readPage(
    query,
    db.select({ total: count() }).from(adminAuditLog).where(where),
    (limit, offset) =>
      db
        .select()
        .from(adminAuditLog)
        .where(where)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.seq))
        .limit(limit)
        .offset(offset),
    (row) => ({
      id: row.id,
      actorUserId: row.actorUserId,
      actorEmail: row.actorEmail,
      actorName: row.actorName,
      actorRole: auditRole(row.actorRole),
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

/**
 * Everyone the log names, for its filter by person: each with the name, e-mail and role of their
 * latest entry (a person renamed or given another role since shows as they are now).
 */
export async function listAuditActors(db: Db): Promise<AuditActor[]> {
  const rows = await db
    .selectDistinctOn([adminAuditLog.actorUserId], {
      userId: adminAuditLog.actorUserId,
      name: adminAuditLog.actorName,
      email: adminAuditLog.actorEmail,
      role: adminAuditLog.actorRole,
    })
    .from(adminAuditLog)
    .where(isNotNull(adminAuditLog.actorUserId))
    .orderBy(adminAuditLog.actorUserId, desc(adminAuditLog.createdAt), desc(adminAuditLog.seq));
  return rows
    .map((row) => ({
      userId: row.userId!,
      name: row.name,
      email: row.email,
      role: auditRole(row.role),
    }))
    .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email, 'pt-BR'));
}
