import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminAuditLog } from '../db/schema/audit';

export interface AuditActor {
  id: string;
  email: string;
}

/**
 * Records a back-office action: who (the administrator), what (a dotted action such as
 * 'review.approve'), to what, and the details worth keeping (e.g. the old and new price). Call it inside the transaction that makes the change, so the log
 * holds exactly the changes that happened.
 */
export async function recordAdminAction(
  db: Db,
  actor: AuditActor,
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
