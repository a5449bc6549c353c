import { and, asc, count, eq, ilike, max, ne, type SQL } from 'drizzle-orm';
import type {
  ActiveFilter,
  AdminProfessional,
  AdminService,
  AdminServiceValues,
} from '@shared/schemas/admin-catalogue';
import type { PriceSectionKey } from '@shared/catalogue';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import { slugify } from '@shared/slug';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { professionals, services } from '../../db/schema/catalogue';
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

type ServiceRow = typeof services.$inferSelect;
type ProfessionalRow = typeof professionals.$inferSelect;

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
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminProfessional(row: ProfessionalRow): AdminProfessional {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
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
        .select()
        .from(services)
        .where(where)
        .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id))
        .limit(limit)
        .offset(offset),
    toAdminService,
  );
}

/** A new service, placed last in its price-list section; its slug is made from its name. */
export async function createService(
  db: Db,
  actor: AdminActor,
  values: AdminServiceValues,
): Promise<AdminService> {
  return uniquely(db, SERVICE_TAKEN, async (tx) => {
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
      .returning();
    await recordAdminAction(
      tx,
      actor,
      'service.create',
      { type: 'service', id: row!.id },
      { name: row!.name, pricePence: row!.pricePence },
    );
    return toAdminService(row!);
  });
}

/** Edits a service; a new name gives it a new slug (decision 004: the slug is always the name's). */
export async function updateService(
  db: Db,
  actor: AdminActor,
  id: string,
  values: AdminServiceValues,
): Promise<AdminService> {
  return uniquely(db, SERVICE_TAKEN, async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!before) throw serviceNotFound();
    const next = { ...values, slug: slugify(values.name) };
    const changed = changes(before, { ...before, ...next }, [...SERVICE_FIELDS]);
    if (Object.keys(changed).length === 0) return toAdminService(before);
    const [row] = await tx.update(services).set(next).where(eq(services.id, id)).returning();
    await recordAdminAction(
      tx,
      actor,
      'service.update',
      { type: 'service', id },
      { name: row!.name, changes: changed },
    );
    return toAdminService(row!);
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
    const [row] = await tx
      .update(services)
      .set({ isActive: active })
      .where(and(eq(services.id, id), ne(services.isActive, active)))
      .returning();
    if (!row) {
      const [current] = await tx.select().from(services).where(eq(services.id, id));
      if (!current) throw serviceNotFound();
      return toAdminService(current);
    }
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
        .select()
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
      .returning();
    await recordAdminAction(
      tx,
      actor,
      'professional.create',
      { type: 'professional', id: row!.id },
      { name: row!.name },
    );
    return toAdminProfessional(row!);
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
      .select()
      .from(professionals)
      .where(eq(professionals.id, id))
      .for('update');
    if (!before) throw professionalNotFound();
    const changed = changes(before, { ...before, ...values }, ['name', 'role']);
    if (Object.keys(changed).length === 0) return toAdminProfessional(before);
    const [row] = await tx
      .update(professionals)
      .set(values)
      .where(eq(professionals.id, id))
      .returning();
    await recordAdminAction(
      tx,
      actor,
      'professional.update',
      { type: 'professional', id },
      { name: row!.name, changes: changed },
    );
    return toAdminProfessional(row!);
  });
}

/** A deactivated professional is no longer offered for booking; their appointments stay. */
export async function setProfessionalActive(
  db: Db,
  actor: AdminActor,
  id: string,
  active: boolean,
): Promise<AdminProfessional> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(professionals)
      .set({ isActive: active })
      .where(and(eq(professionals.id, id), ne(professionals.isActive, active)))
      .returning();
    if (!row) {
      const [current] = await tx.select().from(professionals).where(eq(professionals.id, id));
      if (!current) throw professionalNotFound();
      return toAdminProfessional(current);
    }
    await recordAdminAction(
      tx,
      actor,
      active ? 'professional.reactivate' : 'professional.deactivate',
      { type: 'professional', id },
      { name: row.name },
    );
    return toAdminProfessional(row);
  });
}
