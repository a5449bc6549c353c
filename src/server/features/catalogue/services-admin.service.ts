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
  type AdminService,
  type AdminServiceValues,
} from '@shared/schemas/admin-catalogue';
import type { PriceSectionKey } from '@shared/catalogue';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import { slugify } from '@shared/slug';
import type { Db } from '../../db/client';
import { professionals, services } from '../../db/schema/catalogue';
import { professionalServices } from '../../db/schema/diary';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { readPage } from '../../http/pagination';
import { recordAdminAction } from '../admin/audit.service';
import { keepingEveryServiceCovered, requireExisting } from '../../domain/who-performs-what';
import { activeWhere, containsPattern } from './admin-filters';
import { changes, uniquely } from './admin-edits';

// Every change below goes through Drizzle's update, which bumps `updated_at`: the public
// catalogue's cache version (catalogue.service) moves with it, so the price pages and booking
// show the change on their next request, on every instance.

/** An unknown service or professional, and any id that could not name one. */
export const serviceNotFound = () => new ApiError(404, 'not_found', 'Serviço não encontrado.');
const SERVICE_TAKEN = 'Já existe um serviço com este nome.';

type ServiceRow = typeof services.$inferSelect & { professionalIds: string[] };

// Drizzle writes a one-table select's columns unqualified ("id"), which inside a subquery would
// name the subquery's own table: the outer row is named in full.
const outerService = sql.raw('"services"."id"');

/** A service with who performs it (inactive professionals too), in the salon's order. */
const serviceColumns = {
  ...getTableColumns(services),
  professionalIds: sql<string[]>`coalesce((
    select array_agg(${professionals.id}::text order by ${professionals.sortOrder}, ${professionals.name})
    from ${professionalServices} join ${professionals} on ${professionals.id} = ${professionalServices.professionalId}
    where ${professionalServices.serviceId} = ${outerService}
  ), '{}')`,
};

const readService = async (db: Db, id: string) =>
  (await db.select(serviceColumns).from(services).where(eq(services.id, id)))[0];

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
    rebookAfterDays: row.rebookAfterDays,
    adultsOnly: row.adultsOnly,
    depositKind: row.depositKind,
    depositValue: row.depositValue,
    professionalIds: row.professionalIds,
    isActive: row.isActive,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
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

/** Replaces who performs a service. */
async function setServiceProfessionals(tx: Db, serviceId: string, professionalIds: string[]) {
  await tx.delete(professionalServices).where(eq(professionalServices.serviceId, serviceId));
  const unique = [...new Set(professionalIds)];
  if (unique.length > 0)
    await tx
      .insert(professionalServices)
      .values(unique.map((professionalId) => ({ professionalId, serviceId })));
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
  'rebookAfterDays',
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
 * team it goes to every active professional, so it can be booked at once; bookable online, it needs
 * one of them at least.
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
        if (values.bookable) await requireSomeoneActive(tx, team);
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
export const NOBODY_TO_BOOK =
  'Escolha ao menos um profissional ativo: sem ninguém, o serviço não pode ser agendado online. Para deixá-lo só na lista de preços, desmarque “Pode ser agendado online”.';

/**
 * A new service bookable online needs an active professional (issue 30): no confirmation lets it
 * start with nobody, as its first client could never be booked.
 */
async function requireSomeoneActive(tx: Db, team: string[]) {
  const active =
    team.length === 0
      ? []
      : await tx
          .select({ id: professionals.id })
          .from(professionals)
          .where(and(inArray(professionals.id, team), eq(professionals.isActive, true)))
          .limit(1);
  if (active.length === 0)
    throw new ApiError(400, 'validation_failed', NOBODY_TO_BOOK, {
      professionalIds: NOBODY_TO_BOOK,
    });
}

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
