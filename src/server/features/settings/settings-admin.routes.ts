import { Hono } from 'hono';
import { salonSettingsSchema } from '@shared/schemas/settings';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { getSalonSettings } from '../../domain/salon-settings';
import { saveSalonSettings } from './settings-admin.service';
import type { AppContext } from '../../http/app-context';

/** /api/admin/settings: the salon's facts and opening hours, as the owner edits them. */
export function settingsAdminRoutes({ db }: AppContext) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await getSalonSettings(db)))
    .put('/', validate('json', salonSettingsSchema), async (c) =>
      c.json(await saveSalonSettings(db, c.var.admin, c.req.valid('json'))),
    );
}
