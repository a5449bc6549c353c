import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staff-roles';
import { paginationQuerySchema } from './admin-pagination';

/** `GET /api/admin/audit?actor=<userId>`: one person's actions only. */
export const auditQuerySchema = paginationQuerySchema.extend({
  actor: z.string().trim().max(200, 'Pessoa não encontrada.').optional(),
});

/** Someone who has acted in the back office, for the log's filter by person. */
export interface AuditActor {
  userId: string;
  name: string;
  email: string;
  role: StaffRole | null;
}

/** A role as stored in the log: anything else (a role since renamed) is shown as none. */
export const auditRole = (value: string | null): StaffRole | null =>
  (STAFF_ROLES as readonly (string | null)[]).includes(value) ? (value as StaffRole) : null;

/** One entry of the audit log: who did what, to what, and when. */
export interface AuditEntry {
  id: string;
  /** The account that acted; null once that account was deleted. */
  actorUserId: string | null;
  actorEmail: string;
  /** The person's name and role when they acted (issue 31); the role is null for a client. */
  actorName: string;
  actorRole: StaffRole | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Counts the dashboard shows on its tabs. */
export interface AdminSummary {
  unreadMessages: number;
  pendingReviews: number;
}
