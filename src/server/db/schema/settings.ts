import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import type { SalonSettings } from '@shared/schemas/settings';

/**
 * The salon's facts and opening hours, edited by the owner in Settings: one row (id 1) holding the
 * document `salonSettingsSchema` validates, seeded with the values of src/shared/business.ts.
 */
export const salonSettings = pgTable(
  'salon_settings',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<SalonSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('salon_settings_single_row', sql`${t.id} = 1`)],
);
