import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/audit';

export interface AuditActor {
  id: string;
  email: string;
}

export type CourseAuditAction =
  'course.create' | 'course.update' | 'course.material.upload' | 'course.material.delete';

/**
 * One row in the back office's audit log, written in the transaction of the change it records.
 * A stand-in for the admin feature's shared recorder, which it can replace one for one.
 */
export async function recordCourseAudit(
  db: Db,
  actor: AuditActor,
  action: CourseAuditAction,
  courseId: string,
  details: Record<string, unknown>,
) {
  await db.insert(adminAuditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: 'course',
    targetId: courseId,
    details,
  });
}
