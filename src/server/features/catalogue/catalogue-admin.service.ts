import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  max,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  type ActiveFilter,
  type AdminProfessional,
  type AdminService,
  type AdminServiceValues,
  minutesToTime,
  scheduleMinutes,
  type WorkingInterval,
} from '@shared/schemas/admin-catalogue';
import type { PriceSectionKey } from '@shared/catalogue';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import { slugify } from '@shared/slug';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { professionals, services } from '../../db/schema/catalogue';
import { professionalServices, workingIntervals } from '../../db/schema/diary';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { readPage } from '../../http/pagination';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { recordAdminAction } from '../admin/audit.service';

// Every change below goes through Drizzle's update, which bumps `updated_at`: the public
// catalogue's cache version (catalogue.service) moves with it, so the price pages and booking
// show the change on their next request, on every instance.

/** An unknown service or professional, and any id that could not name one. */
export const serviceNotFound = () => new ApiError(404, 'not_found', 'Serviço não encontrado.');
const SERVICE_TAKEN = 'Já existe um serviço com este nome.';
export const professionalNotFound = () =>
  new ApiError(404, 'not_found', 'Profissional não encontrado.');
const PROFESSIONAL_TAKEN = 'Já existe um profissional com este nome.';

type ServiceRow = typeof services.$inferSelect & { professionalIds: string[] };
type ProfessionalRow = typeof professionals.$inferSelect & {
  serviceIds: string[];
  intervals: { weekday: number; startMinute: number; endMinute: number }[];
};

// Drizzle writes a one-table select's columns unqualified ("id"), which inside a subquery would
// name the subquery's own table: the outer row is named in full.
const outerService = sql.raw('"services"."id"');
const outerProfessional = sql.raw('"professionals"."id"');

/** A service with who performs it (inactive professionals too), in the salon's order. */
const serviceColumns = {
  ...getTableColumns(services),
  professionalIds: sql<string[]>`coalesce((
    select array_agg(${professionals.id}::text order by ${professionals.sortOrder}, ${professionals.name})
    from ${professionalServices} join ${professionals} on ${professionals.id} = ${professionalServices.professionalId}
    where ${professionalServices.serviceId} = ${outerService}
  ), '{}')`,
};

/** A professional with the services they perform and their own week. */
const professionalColumns = {
  ...getTableColumns(professionals),
  serviceIds: sql<string[]>`coalesce((
    select array_agg(${professionalServices.serviceId}::text order by ${professionalServices.serviceId})
    from ${professionalServices} where ${professionalServices.professionalId} = ${outerProfessional}
  ), '{}')`,
  intervals: sql<ProfessionalRow['intervals']>`coalesce((
    select json_agg(json_build_object('weekday', ${workingIntervals.weekday}, 'startMinute', ${workingIntervals.startMinute}, 'endMinute', ${workingIntervals.endMinute})
      order by ${workingIntervals.weekday}, ${workingIntervals.startMinute})
    from ${workingIntervals} where ${workingIntervals.professionalId} = ${outerProfessional}
  ), '[]'::json)`,
};

const readService = async (db: Db, id: string) =>
  (await db.select(serviceColumns).from(services).where(eq(services.id, id)))[0];

const readProfessional = async (db: Db, id: string) =>
  (await db.select(professionalColumns).from(professionals).where(eq(professionals.id, id)))[0];

function toAdminService(row: ServiceRow): AdminService {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    section: row.section,
    durationMinutes: row.durationMinutes,
    pricePence: row.pricePence,
    priceMaxPence: row.priceMaxPence,
    priceIsFrom: row.priceIsFrom,
    bookable: row.bookable,
    bufferMinutes: row.bufferMinutes,
    adultsOnly: row.adultsOnly,
    depositKind: row.depositKind,
    depositValue: row.depositValue,
    professionalIds: row.professionalIds,
    isActive: row.isActive,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function toAdminProfessional(row: ProfessionalRow): AdminProfessional {
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
    })),
    serviceIds: row.serviceIds,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

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
async function keepingEveryServiceCovered<T>(
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

/** Names of professionals by id, in the salon's order, for the audit log. */
async function professionalNames(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: professionals.name })
    .from(professionals)
    .where(inArray(professionals.id, ids))
    .orderBy(asc(professionals.sortOrder), asc(professionals.name));
  return rows.map((row) => row.name);
}

/** Refuses ids that name no row (a 400 on the field, as the form shows it). */
async function requireExisting(
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

/** Replaces who performs a service. */
async function setServiceProfessionals(tx: Db, serviceId: string, professionalIds: string[]) {
  await tx.delete(professionalServices).where(eq(professionalServices.serviceId, serviceId));
  const unique = [...new Set(professionalIds)];
  if (unique.length > 0)
    await tx
      .insert(professionalServices)
      .values(unique.map((professionalId) => ({ professionalId, serviceId })));
}

const activeWhere = (column: AnyPgColumn, filter: ActiveFilter) =>
  filter === 'all' ? undefined : eq(column, filter === 'active');

/** `%`, `_` and `\` typed into the search box are searched for as themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Runs a change in its own (sub)transaction and turns a duplicate name into a 409. */
async function uniquely<T>(db: Db, message: string, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new ApiError(409, 'duplicate', message);
    throw err;
  }
}

/** What an edit changed, as [before, after] per field, for the audit log. */
function changes<T extends Record<string, unknown>>(before: T, after: T, fields: (keyof T)[]) {
  const changed: Record<string, [unknown, unknown]> = {};
  for (const field of fields) {
    if (before[field] !== after[field]) changed[field as string] = [before[field], after[field]];
  }
  return changed;
}

const SERVICE_FIELDS = [
  'name',
  'slug',
  'description',
  'category',
  'section',
  'durationMinutes',
  'pricePence',
  'priceMaxPence',
  'priceIsFrom',
  'bookable',
  'bufferMinutes',
  'adultsOnly',
  'depositKind',
  'depositValue',
] as const;

export async function listServicesForAdmin(
  db: Db,
  query: PaginationQuery & {
    status: ActiveFilter;
    section: PriceSectionKey | null;
    q: string | null;
  },
): Promise<Page<AdminService>> {
  const conditions: (SQL | undefined)[] = [
    activeWhere(services.isActive, query.status),
    query.section ? eq(services.section, query.section) : undefined,
    query.q ? ilike(services.name, containsPattern(query.q)) : undefined,
  ];
  const where = and(...conditions);
  return readPage(
    query,
    db.select({ total: count() }).from(services).where(where),
    (limit, offset) =>
      db
        .select(serviceColumns)
        .from(services)
        .where(where)
        .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id))
        .limit(limit)
        .offset(offset),
    toAdminService,
  );
}

/**
 * A new service, placed last in its price-list section; its slug is made from its name. Without a
 * team it goes to every active professional, so it can be booked at once.
 */
export async function createService(
  db: Db,
  actor: AdminActor,
  input: AdminServiceValues,
): Promise<AdminService> {
  const { professionalIds, confirm, ...values } = input;
  return uniquely(db, SERVICE_TAKEN, async (tx) => {
    const { result: id, leftWithoutProfessional } = await keepingEveryServiceCovered(
      tx,
      confirm,
      async () => {
        const slug = slugify(values.name);
        const [inSection] = await tx
          .select({ last: max(services.sortOrder) })
          .from(services)
          .where(eq(services.section, values.section));
        const [overall] = await tx.select({ last: max(services.sortOrder) }).from(services);
        const sortOrder = (inSection?.last ?? overall?.last ?? -1) + 1;
        const [row] = await tx
          .insert(services)
          .values({ ...values, slug, sortOrder })
          .returning({ id: services.id });
        let team = professionalIds;
        if (team === undefined) {
          const active = await tx
            .select({ id: professionals.id })
            .from(professionals)
            .where(eq(professionals.isActive, true));
          team = active.map((p) => p.id);
        } else {
          await requireExisting(tx, professionals, team, 'professionalIds', UNKNOWN_PROFESSIONAL);
        }
        await setServiceProfessionals(tx, row!.id, team);
        return row!.id;
      },
    );
    const row = (await readService(tx, id))!;
    await recordAdminAction(
      tx,
      actor,
      'service.create',
      { type: 'service', id },
      {
        name: row.name,
        pricePence: row.pricePence,
        ...(row.depositKind && { depositKind: row.depositKind, depositValue: row.depositValue }),
        professionals: await professionalNames(tx, row.professionalIds),
        ...(leftWithoutProfessional.length > 0 && { confirmedWithoutProfessional: true }),
      },
    );
    return toAdminService(row);
  });
}

const UNKNOWN_PROFESSIONAL = 'Um dos profissionais escolhidos não existe.';
const UNKNOWN_SERVICE = 'Um dos serviços escolhidos não existe.';

/**
 * Edits a service, and who performs it when `professionalIds` is sent; a new name gives it a new
 * slug (decision 004: the slug is always the name's).
 */
export async function updateService(
  db: Db,
  actor: AdminActor,
  id: string,
  input: AdminServiceValues,
): Promise<AdminService> {
  const { professionalIds, confirm, ...values } = input;
  return uniquely(db, SERVICE_TAKEN, async (tx) => {
    const [before] = await tx
      .select(serviceColumns)
      .from(services)
      .where(eq(services.id, id))
      .for('update', { of: services });
    if (!before) throw serviceNotFound();
    const next = { ...values, slug: slugify(values.name) };
    const changed: Record<string, unknown> = changes(before, { ...before, ...next }, [
      ...SERVICE_FIELDS,
    ]);
    const teamChanged =
      professionalIds !== undefined &&
      [...new Set(professionalIds)].sort().join() !== [...before.professionalIds].sort().join();
    if (Object.keys(changed).length === 0 && !teamChanged) return toAdminService(before);
    if (teamChanged)
      await requireExisting(
        tx,
        professionals,
        professionalIds,
        'professionalIds',
        UNKNOWN_PROFESSIONAL,
      );
    const { leftWithoutProfessional } = await keepingEveryServiceCovered(tx, confirm, async () => {
      // Always an update, so `updated_at` (the public catalogue's version) moves with the team too.
      await tx.update(services).set(next).where(eq(services.id, id));
      if (teamChanged) await setServiceProfessionals(tx, id, professionalIds);
    });
    const row = (await readService(tx, id))!;
    if (teamChanged)
      changed.professionals = [
        await professionalNames(tx, before.professionalIds),
        await professionalNames(tx, row.professionalIds),
      ];
    await recordAdminAction(
      tx,
      actor,
      'service.update',
      { type: 'service', id },
      {
        name: row.name,
        changes: changed,
        ...(leftWithoutProfessional.length > 0 && { confirmedWithoutProfessional: true }),
      },
    );
    return toAdminService(row);
  });
}

/**
 * Takes a service off the site and booking (or puts it back). Appointments already booked keep
 * it; nothing is deleted, so the history stays whole.
 */
export async function setServiceActive(
  db: Db,
  actor: AdminActor,
  id: string,
  active: boolean,
): Promise<AdminService> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(services)
      .set({ isActive: active })
      .where(and(eq(services.id, id), ne(services.isActive, active)))
      .returning({ id: services.id });
    const row = await readService(tx, id);
    if (!row) throw serviceNotFound();
    if (changed.length === 0) return toAdminService(row);
    await recordAdminAction(
      tx,
      actor,
      active ? 'service.reactivate' : 'service.deactivate',
      { type: 'service', id },
      { name: row.name },
    );
    return toAdminService(row);
  });
}

export async function listProfessionalsForAdmin(
  db: Db,
  query: PaginationQuery & { status: ActiveFilter },
): Promise<Page<AdminProfessional>> {
  const where = activeWhere(professionals.isActive, query.status);
  return readPage(
    query,
    db.select({ total: count() }).from(professionals).where(where),
    (limit, offset) =>
      db
        .select(professionalColumns)
        .from(professionals)
        .where(where)
        .orderBy(asc(professionals.sortOrder), asc(professionals.name), asc(professionals.id))
        .limit(limit)
        .offset(offset),
    toAdminProfessional,
  );
}

export async function createProfessional(
  db: Db,
  actor: AdminActor,
  values: { name: string; role: string },
): Promise<AdminProfessional> {
  return uniquely(db, PROFESSIONAL_TAKEN, async (tx) => {
    const [last] = await tx.select({ last: max(professionals.sortOrder) }).from(professionals);
    const [row] = await tx
      .insert(professionals)
      .values({ ...values, sortOrder: (last?.last ?? -1) + 1 })
      .returning({ id: professionals.id, name: professionals.name });
    await recordAdminAction(
      tx,
      actor,
      'professional.create',
      { type: 'professional', id: row!.id },
      { name: row!.name },
    );
    return toAdminProfessional((await readProfessional(tx, row!.id))!);
  });
}

export async function updateProfessional(
  db: Db,
  actor: AdminActor,
  id: string,
  values: { name: string; role: string },
): Promise<AdminProfessional> {
  return uniquely(db, PROFESSIONAL_TAKEN, async (tx) => {
    const [before] = await tx
      .select(professionalColumns)
      .from(professionals)
      .where(eq(professionals.id, id))
      .for('update', { of: professionals });
    if (!before) throw professionalNotFound();
    const changed = changes(before, { ...before, ...values }, ['name', 'role']);
    if (Object.keys(changed).length === 0) return toAdminProfessional(before);
    await tx.update(professionals).set(values).where(eq(professionals.id, id));
    await recordAdminAction(
      tx,
      actor,
      'professional.update',
      { type: 'professional', id },
      { name: values.name, changes: changed },
    );
    return toAdminProfessional((await readProfessional(tx, id))!);
  });
}

/**
 * A deactivated professional is no longer offered for booking; their appointments stay. Leaving a
 * service with nobody needs the owner's confirmation.
 */
export async function setProfessionalActive(
  db: Db,
  actor: AdminActor,
  id: string,
  active: boolean,
  confirm = false,
): Promise<AdminProfessional> {
  return db.transaction(async (tx) => {
    const { result: changed, leftWithoutProfessional } = await keepingEveryServiceCovered(
      tx,
      confirm,
      async () =>
        (
          await tx
            .update(professionals)
            .set({ isActive: active })
            .where(and(eq(professionals.id, id), ne(professionals.isActive, active)))
            .returning({ id: professionals.id })
        ).length > 0,
    );
    const row = await readProfessional(tx, id);
    if (!row) throw professionalNotFound();
    if (!changed) return toAdminProfessional(row);
    await recordAdminAction(
      tx,
      actor,
      active ? 'professional.reactivate' : 'professional.deactivate',
      { type: 'professional', id },
      {
        name: row.name,
        ...(leftWithoutProfessional.length > 0 && {
          servicesLeftWithoutProfessional: leftWithoutProfessional,
        }),
      },
    );
    return toAdminProfessional(row);
  });
}

/** Replaces the services a professional performs. */
export async function setProfessionalServices(
  db: Db,
  actor: AdminActor,
  id: string,
  input: { serviceIds: string[]; confirm: boolean },
): Promise<AdminProfessional> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(professionalColumns)
      .from(professionals)
      .where(eq(professionals.id, id))
      .for('update', { of: professionals });
    if (!before) throw professionalNotFound();
    const next = [...new Set(input.serviceIds)];
    await requireExisting(tx, services, next, 'serviceIds', UNKNOWN_SERVICE);
    const added = next.filter((s) => !before.serviceIds.includes(s));
    const removed = before.serviceIds.filter((s) => !next.includes(s));
    if (added.length === 0 && removed.length === 0) return toAdminProfessional(before);
    const { leftWithoutProfessional } = await keepingEveryServiceCovered(
      tx,
      input.confirm,
      async () => {
        await tx.delete(professionalServices).where(eq(professionalServices.professionalId, id));
        if (next.length > 0)
          await tx
            .insert(professionalServices)
            .values(next.map((serviceId) => ({ professionalId: id, serviceId })));
        // The public catalogue's version follows `updated_at`: the booking form sees the change.
        await tx
          .update(professionals)
          .set({ updatedAt: new Date() })
          .where(eq(professionals.id, id));
      },
    );
    const names = async (ids: string[]) =>
      ids.length === 0
        ? []
        : (
            await tx
              .select({ name: services.name })
              .from(services)
              .where(inArray(services.id, ids))
              .orderBy(asc(services.sortOrder), asc(services.name))
          ).map((row) => row.name);
    await recordAdminAction(
      tx,
      actor,
      'professional.services',
      { type: 'professional', id },
      {
        name: before.name,
        added: await names(added),
        removed: await names(removed),
        ...(leftWithoutProfessional.length > 0 && {
          servicesLeftWithoutProfessional: leftWithoutProfessional,
        }),
      },
    );
    return toAdminProfessional((await readProfessional(tx, id))!);
  });
}

/** Sets a professional's week: the salon's opening hours, or their own intervals. */
export async function setProfessionalSchedule(
  db: Db,
  actor: AdminActor,
  id: string,
  input: { followsOpeningHours: boolean; intervals: WorkingInterval[] },
): Promise<AdminProfessional> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(professionalColumns)
      .from(professionals)
      .where(eq(professionals.id, id))
      .for('update', { of: professionals });
    if (!before) throw professionalNotFound();
    const intervals = [...input.intervals].sort(
      (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
    );
    const describe = (list: WorkingInterval[]) =>
      list.map((i) => `${i.weekday} ${i.start}-${i.end}`).join(', ');
    const previous = toAdminProfessional(before);
    if (
      previous.followsOpeningHours === input.followsOpeningHours &&
      describe(previous.intervals) === describe(intervals)
    )
      return previous;
    await tx
      .update(professionals)
      .set({ followsOpeningHours: input.followsOpeningHours })
      .where(eq(professionals.id, id));
    await tx.delete(workingIntervals).where(eq(workingIntervals.professionalId, id));
    if (intervals.length > 0)
      await tx.insert(workingIntervals).values(
        intervals.map((i) => ({
          professionalId: id,
          weekday: i.weekday,
          startMinute: scheduleMinutes(i.start)!,
          endMinute: scheduleMinutes(i.end)!,
        })),
      );
    await recordAdminAction(
      tx,
      actor,
      'professional.schedule',
      { type: 'professional', id },
      {
        name: before.name,
        followsOpeningHours: [previous.followsOpeningHours, input.followsOpeningHours],
        intervals: [describe(previous.intervals), describe(intervals)],
      },
    );
    return toAdminProfessional((await readProfessional(tx, id))!);
  });
}
