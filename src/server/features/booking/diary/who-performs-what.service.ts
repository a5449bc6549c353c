import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import type { Db } from '../../../db/client';
import { professionals, services } from '../../../db/schema/catalogue';
import { professionalServices } from '../../../db/schema/diary';
import type { AdminActor } from '../../../http/app-env';
import { recordAdminAction } from '../../admin/audit.service';
import {
  professionalColumns,
  professionalNotFound,
  readProfessional,
  toAdminProfessional,
} from '../../../domain/admin-professional';
import { keepingEveryServiceCovered, requireExisting } from '../../../domain/who-performs-what';

const UNKNOWN_SERVICE = 'Um dos serviços escolhidos não existe.';

/** Replaces the services a professional performs. */
export async function setProfessionalServices(
  db: Db,
  actor: AdminActor,
  id: string,
  input: { serviceIds: string[]; confirm: boolean },
  now: Date,
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
        await tx.update(professionals).set({ updatedAt: now }).where(eq(professionals.id, id));
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
