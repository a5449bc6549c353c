import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { EndedSessions, StaffSession } from '@shared/schemas/staff-security';
import type { Db } from '../../db/client';
import { session } from '../../db/schema/auth';
import type { AdminActor } from '../../http/app-env';
import { recordAdminAction } from '../admin/audit.service';
import { describeDevice } from './device';

/** The account's sessions that have not expired, the most recently used first. */
export async function listOwnSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<StaffSession[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    address: row.ipAddress || null,
    startedAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends one of the member of the team's own sessions, and logs it with the device it was on: false
 * when no session of theirs has that id (someone else's included, which the caller answers as not
 * found).
 */
export async function endOwnSession(
  db: Db,
  actor: AdminActor,
  sessionId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, actor.id)))
      .returning({ id: session.id, userAgent: session.userAgent });
    if (!ended) return false;
    await recordAdminAction(
      tx,
      actor,
      'session.end',
      { type: 'session', id: ended.id },
      { device: describeDevice(ended.userAgent) },
    );
    return true;
  });
}

/** Ends every session of the member of the team but the one asking, and logs how many. */
export async function endOtherSessions(
  db: Db,
  actor: AdminActor,
  currentSessionId: string,
): Promise<EndedSessions> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, actor.id), ne(session.id, currentSessionId)))
      .returning({ id: session.id });
    // Nothing ended, nothing happened: the log keeps only changes.
    if (ended.length > 0)
      await recordAdminAction(
        tx,
        actor,
        'session.end_others',
        { type: 'user', id: actor.id },
        { ended: ended.length },
      );
    return { ended: ended.length };
  });
}
