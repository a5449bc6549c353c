import { eq } from 'drizzle-orm';
import { defaultSalonSettings, type SalonSettings } from '@shared/schemas/settings';
import type { Db } from '../db/client';
import { salonSettings } from '../db/schema/settings';

/** The salon's facts and opening hours as the owner last saved them (decision 025). */
export async function getSalonSettings(db: Db): Promise<SalonSettings> {
  const [row] = await db
    .select({ data: salonSettings.data })
    .from(salonSettings)
    .where(eq(salonSettings.id, 1));
  return row?.data ?? defaultSalonSettings;
}
