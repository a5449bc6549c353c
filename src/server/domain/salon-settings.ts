import { eq, sql } from 'drizzle-orm';
import {
  defaultSalonSettings,
  type SalonSettings,
  storedSalonSettings,
} from '@shared/schemas/settings';
import type { Db } from '../db/client';
import { salonSettings } from '../db/schema/settings';

interface Cached {
  version: string;
  settings: SalonSettings;
}

// One entry per database (tests run several apps in one process). Every read asks the database
// for the row's version, so a save on any instance shows on the next request of every instance;
// only the document itself is kept between requests. The version is the timestamp's text, to the
// microsecond (a JavaScript Date would round two quick saves to the same millisecond).
const version = sql<string>`${salonSettings.updatedAt}::text`;
const cache = new WeakMap<Db, Cached>();

/** The row's version: its last save, or 'default' before the row is seeded. */
async function getSalonSettingsVersion(db: Db): Promise<string> {
  const [row] = await db.select({ version }).from(salonSettings).where(eq(salonSettings.id, 1));
  return row?.version ?? 'default';
}

/** The salon's facts and opening hours as the owner last saved them (decision 025). */
export async function getSalonSettings(db: Db): Promise<SalonSettings> {
  return (await readSalonSettings(db)).settings;
}

/** The settings with the version they were read at. */
async function readSalonSettings(db: Db): Promise<Cached> {
  // A database seen before asks for the version first; a new one (a transaction queueing an
  // e-mail) reads the row at once.
  const cached = cache.get(db);
  if (cached && cached.version === (await getSalonSettingsVersion(db))) return cached;
  const [row] = await db
    .select({ data: salonSettings.data, version })
    .from(salonSettings)
    .where(eq(salonSettings.id, 1));
  const fresh: Cached = row
    ? { version: row.version, settings: storedSalonSettings(row.data) }
    : { version: 'default', settings: defaultSalonSettings };
  cache.set(db, fresh);
  return fresh;
}
