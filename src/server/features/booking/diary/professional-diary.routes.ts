import { Hono } from 'hono';
import {
  adminProfessionalScheduleSchema,
  adminProfessionalServicesSchema,
} from '@shared/schemas/admin-catalogue';
import type { AppContext } from '../../../http/app-context';
import { professionalNotFound } from '../../../domain/admin-professional';
import type { AdminEnv } from '../../../http/app-env';
import { pathIds } from '../../../http/path-ids';
import { validate } from '../../../http/validate';
import { setProfessionalServices } from './who-performs-what.service';
import { getProfessionalSchedule, setProfessionalSchedule } from './working-patterns.service';

/**
 * /api/admin/professionals/:id/{services,schedule}: who performs what and each professional's week,
 * the diary's data edited from the team's page and the team's week (mounted beside the catalogue's
 * team routes).
 */
export function professionalDiaryRoutes({ db, clock }: AppContext) {
  const ids = pathIds({ id: professionalNotFound });
  return new Hono<AdminEnv>()
    .put('/:id/services', validate('json', adminProfessionalServicesSchema), ids, async (c) =>
      c.json(
        await setProfessionalServices(
          db,
          c.var.admin,
          c.req.valid('param').id,
          c.req.valid('json'),
          clock.now(),
        ),
      ),
    )
    .get('/:id/schedule', ids, async (c) =>
      c.json(await getProfessionalSchedule(db, c.req.valid('param').id)),
    )
    .put('/:id/schedule', validate('json', adminProfessionalScheduleSchema), ids, async (c) =>
      c.json(
        await setProfessionalSchedule(
          db,
          c.var.admin,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
    );
}
