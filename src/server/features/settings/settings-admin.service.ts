import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import {
  defaultSalonSettings,
  type SalonSettings,
  storedSalonSettings,
} from '@shared/schemas/settings';
import type { Db } from '../../db/client';
import { salonSettings } from '../../db/schema/settings';
import type { AdminActor } from '../../http/app-env';
import { recordAdminAction } from '../admin/audit.service';

type Field = keyof SalonSettings;

/**
 * Saves the owner's settings. The row is locked while the old values are read, so the audit
 * entry's "before" is exactly what this save replaced; the new `updated_at` is the version every
 * instance's settings cache compares, so pages, e-mails and booking follow on their next request.
 */
export async function saveSalonSettings(
  db: Db,
  actor: Pick<AdminActor, 'id' | 'email'>,
  next: SalonSettings,
): Promise<SalonSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ data: salonSettings.data })
      .from(salonSettings)
      .where(eq(salonSettings.id, 1))
      .for('update');
    const previous = row ? storedSalonSettings(row.data) : defaultSalonSettings;
    // Compared as values: the stored document's keys come back in jsonb's order, not the form's.
    const changed = (Object.keys(next) as Field[]).filter(
      (field) => !isDeepStrictEqual(previous[field], next[field]),
    );
    if (changed.length === 0) return previous;
    await tx
      .insert(salonSettings)
      .values({ id: 1, data: next })
      .onConflictDoUpdate({
        target: salonSettings.id,
        set: { data: next, updatedAt: sql`clock_timestamp()` },
      });
    await recordAdminAction(
      tx,
      actor,
      'settings.update',
      { type: 'settings' },
      {
        changed,
        before: Object.fromEntries(changed.map((field) => [field, previous[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field]])),
      },
    );
    return next;
  });
}
