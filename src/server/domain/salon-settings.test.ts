import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/test-app';
import type { Db } from '../db/client';
import { DataVersions } from '../db/data-changes';
import { salonSettings } from '../db/schema/settings';
import { getSalonSettings, keepSalonSettingsBy } from './salon-settings';

// The test's writes are never committed nor announced: a copy kept by the change notices still
// shows the old settings after a save behind its back, until a notice says they changed.

async function renameBehindItsBack(db: Db) {
  const before = (await getSalonSettings(db)).name;
  const renamed = `${before} (renamed)`;
  await db
    .update(salonSettings)
    .set({ data: sql`jsonb_set(${salonSettings.data}, '{name}', to_jsonb(${renamed}::text))` })
    .where(eq(salonSettings.id, 1));
  return { before, renamed };
}

describe('the settings copy', () => {
  test('holds while the change notices say the settings are unchanged', async ({ ctx }) => {
    const versions = new DataVersions({ hearing: true });
    keepSalonSettingsBy(ctx.db, versions);
    const { before, renamed } = await renameBehindItsBack(ctx.db);
    expect((await getSalonSettings(ctx.db)).name).toBe(before);
    versions.changed('settings');
    expect((await getSalonSettings(ctx.db)).name).toBe(renamed);
  });

  test('asks the database for the version while the notices are not heard', async ({ ctx }) => {
    keepSalonSettingsBy(ctx.db, new DataVersions({ hearing: false }));
    const { renamed } = await renameBehindItsBack(ctx.db);
    expect((await getSalonSettings(ctx.db)).name).toBe(renamed);
  });
});
