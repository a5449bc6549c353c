import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { professionals, services } from '../db/schema/catalogue';
import { professionalServices } from '../db/schema/diary';
import { ApiError } from '../http/errors';

// Who performs what is edited from both sides, a service's team (the catalogue) and a professional's
// services (the diary): both refuse unknown ids and keep every bookable service performed by someone.

// Drizzle writes a one-table select's columns unqualified ("id"), which inside a subquery would
// name the subquery's own table: the outer row is named in full.
const outerService = sql.raw('"services"."id"');

/** Active, bookable services that no active professional performs, by id. */
async function servicesWithoutProfessional(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(
      and(
        eq(services.isActive, true),
        eq(services.bookable, true),
        sql`not exists (
          select 1 from ${professionalServices} join ${professionals} on ${professionals.id} = ${professionalServices.professionalId}
          where ${professionalServices.serviceId} = ${outerService} and ${professionals.isActive}
        )`,
      ),
    )
    .orderBy(asc(services.sortOrder), asc(services.name));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export const SERVICE_WITHOUT_PROFESSIONAL = 'service_without_professional';

/**
 * Every bookable service keeps someone to perform it (issue 16). Runs `change` and, when it leaves
 * one that had a professional with none, refuses it with a 409 naming them, unless the owner saw
 * that warning and confirmed; services that already had nobody do not block unrelated edits.
 * Returns the names left without anyone, for the audit log.
 */
export async function keepingEveryServiceCovered<T>(
  tx: Db,
  confirm: boolean,
  change: () => Promise<T>,
): Promise<{ result: T; leftWithoutProfessional: string[] }> {
  const before = await servicesWithoutProfessional(tx);
  const result = await change();
  const after = await servicesWithoutProfessional(tx);
  const names = [...after].filter(([id]) => !before.has(id)).map(([, name]) => name);
  if (names.length > 0 && !confirm) {
    const list = names.join(', ');
    throw new ApiError(
      409,
      SERVICE_WITHOUT_PROFESSIONAL,
      names.length === 1
        ? `O serviço ${list} ficaria sem nenhum profissional ativo e ninguém poderia agendá-lo. Confirme para salvar mesmo assim.`
        : `Os serviços ${list} ficariam sem nenhum profissional ativo e ninguém poderia agendá-los. Confirme para salvar mesmo assim.`,
    );
  }
  return { result, leftWithoutProfessional: names };
}

/** Refuses ids that name no row (a 400 on the field, as the form shows it). */
export async function requireExisting(
  db: Db,
  table: typeof services | typeof professionals,
  ids: string[],
  field: string,
  message: string,
) {
  if (ids.length === 0) return;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (rows.length !== new Set(ids).size)
    throw new ApiError(400, 'validation_failed', message, { [field]: message });
}
