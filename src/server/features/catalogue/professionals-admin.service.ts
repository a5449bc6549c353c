import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import { type ActiveFilter, type AdminProfessional } from '@shared/schemas/admin-catalogue';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type { Db } from '../../db/client';
import { professionals } from '../../db/schema/catalogue';
import type { AdminActor } from '../../http/app-env';
import { readPage } from '../../http/pagination';
import { recordAdminAction } from '../admin/audit.service';
import {
  professionalColumns,
  professionalNotFound,
  readProfessional,
  toAdminProfessional,
} from '../../domain/admin-professional';
import { keepingEveryServiceCovered } from '../../domain/who-performs-what';
import { activeWhere } from './admin-filters';
import { changes, uniquely } from './admin-edits';

// Every change below goes through Drizzle's update, which bumps `updated_at`: the public
// catalogue's cache version (catalogue.service) moves with it, so the price pages and booking
// show the change on their next request, on every instance.

const PROFESSIONAL_TAKEN = 'Já existe um profissional com este nome.';

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
