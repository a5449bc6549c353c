import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { EndedSessions, StaffSession } from '@shared/schemas/staff-security';
import type { Db } from '../../db/client';
import { session } from '../../db/schema/auth';
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
 * Ends one of the account's own sessions: false when no session of this account has that id
 * (someone else's included, which the caller answers as not found).
 */
export async function endOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Ends every session of the account but the one asking. */
export async function endOtherSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<EndedSessions> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return { ended: ended.length };
}
