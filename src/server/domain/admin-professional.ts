import { eq, getTableColumns, sql } from 'drizzle-orm';
import { type AdminProfessional, minutesToTime } from '@shared/schemas/admin-catalogue';
import type { Db } from '../db/client';
import { professionals } from '../db/schema/catalogue';
import { professionalServices, workingIntervals } from '../db/schema/diary';
import { ApiError } from '../http/errors';

// The team member as the back office reads and answers it: the catalogue's team admin and the
// diary's (who performs what, working patterns) return the same AdminProfessional.

export const professionalNotFound = () =>
  new ApiError(404, 'not_found', 'Profissional não encontrado.');

export type ProfessionalRow = typeof professionals.$inferSelect & {
  serviceIds: string[];
  intervals: { week: number; weekday: number; startMinute: number; endMinute: number }[];
};

// Drizzle writes a one-table select's columns unqualified ("id"), which inside a subquery would
// name the subquery's own table: the outer row is named in full.
const outerProfessional = sql.raw('"professionals"."id"');

/** A professional with the services they perform and their own week. */
export const professionalColumns = {
  ...getTableColumns(professionals),
  serviceIds: sql<string[]>`coalesce((
    select array_agg(${professionalServices.serviceId}::text order by ${professionalServices.serviceId})
    from ${professionalServices} where ${professionalServices.professionalId} = ${outerProfessional}
  ), '{}')`,
  intervals: sql<ProfessionalRow['intervals']>`coalesce((
    select json_agg(json_build_object('week', ${workingIntervals.week}, 'weekday', ${workingIntervals.weekday}, 'startMinute', ${workingIntervals.startMinute}, 'endMinute', ${workingIntervals.endMinute})
      order by ${workingIntervals.week}, ${workingIntervals.weekday}, ${workingIntervals.startMinute})
    from ${workingIntervals} where ${workingIntervals.professionalId} = ${outerProfessional}
  ), '[]'::json)`,
};

export const readProfessional = async (db: Db, id: string) =>
  (await db.select(professionalColumns).from(professionals).where(eq(professionals.id, id)))[0];

export function toAdminProfessional(row: ProfessionalRow): AdminProfessional {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    followsOpeningHours: row.followsOpeningHours,
    intervals: row.intervals.map((i) => ({
      weekday: i.weekday,
      start: minutesToTime(i.startMinute),
      end: minutesToTime(i.endMinute),
      week: i.week,
    })),
    rotaWeeks: row.rotaWeeks,
    rotaStartsOn: row.rotaStartsOn,
    serviceIds: row.serviceIds,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
