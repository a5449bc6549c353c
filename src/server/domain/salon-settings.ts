import { eq, sql } from 'drizzle-orm';
import {
  defaultSalonSettings,
  type SalonSettings,
  storedSalonSettings,
} from '@shared/schemas/settings';
import type { Db } from '../db/client';
import type { DataStamp, DataVersions } from '../db/data-changes';
import { salonSettings } from '../db/schema/settings';

interface Cached {
  version: string;
  settings: SalonSettings;
  /** The change notices' view when it was read: current means unchanged since (decision 031). */
  stamp?: DataStamp;
}

// One entry per database (tests run several apps in one process). While the database's change
// notices are heard (decisions 031, 037), the copy holds until a notice says the settings changed,
// as the kept answers and the in-memory diary do. Without them (API tests, a transaction, the
// notices lost) every read asks the database for the row's version, so a save on any instance
// still shows on the next request of every instance. The version is the timestamp's text, to the
// microsecond (a JavaScript Date would round two quick saves to the same millisecond).
const version = sql<string>`${salonSettings.updatedAt}::text`;
const cache = new WeakMap<Db, Cached>();
const notices = new WeakMap<Db, DataVersions>();

/** Keeps the settings read through `db` while the change notices say they are unchanged. */
export function keepSalonSettingsBy(db: Db, versions: DataVersions): void {
  notices.set(db, versions);
}

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
  const versions = notices.get(db);
  if (cached?.stamp && versions?.isCurrent(cached.stamp)) return cached;
  // Taken before the read: a change committed during it leaves the copy already stale.
  const stamp = versions?.stamp(['settings']);
  if (cached && cached.version === (await getSalonSettingsVersion(db))) {
    cached.stamp = stamp;
    return cached;
  }
  const [row] = await db
    .select({ data: salonSettings.data, version })
    .from(salonSettings)
    .where(eq(salonSettings.id, 1));
  const fresh: Cached = row
    ? { version: row.version, settings: storedSalonSettings(row.data), stamp }
    : { version: 'default', settings: defaultSalonSettings, stamp };
  cache.set(db, fresh);
  return fresh;
}
