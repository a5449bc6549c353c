import { Hono } from 'hono';
import {
  adminProfessionalInputSchema,
  adminServiceInputSchema,
  confirmQuerySchema,
  professionalsQuerySchema,
  servicesQuerySchema,
} from '@shared/schemas/admin-catalogue';
import type { AppContext } from '../../http/app-context';
import type { AdminEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import { professionalNotFound } from '../../domain/admin-professional';
import {
  createProfessional,
  listProfessionalsForAdmin,
  setProfessionalActive,
  updateProfessional,
} from './professionals-admin.service';
import {
  createService,
  listServicesForAdmin,
  serviceNotFound,
  setServiceActive,
  updateService,
} from './services-admin.service';

/** /api/admin/services: the price list's services (decision 014). */
export function servicesAdminRoutes({ db }: AppContext) {
  const ids = pathIds({ id: serviceNotFound });
  return new Hono<AdminEnv>()
    .get('/', validate('query', servicesQuerySchema), async (c) =>
      c.json(await listServicesForAdmin(db, c.req.valid('query'))),
    )
    .post('/', validate('json', adminServiceInputSchema), async (c) =>
      c.json(await createService(db, c.var.admin, c.req.valid('json')), 201),
    )
    .put('/:id', validate('json', adminServiceInputSchema), ids, async (c) =>
      c.json(await updateService(db, c.var.admin, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/deactivate', ids, async (c) =>
      c.json(await setServiceActive(db, c.var.admin, c.req.valid('param').id, false)),
    )
    .post('/:id/reactivate', ids, async (c) =>
      c.json(await setServiceActive(db, c.var.admin, c.req.valid('param').id, true)),
    );
}

/**
 * /api/admin/professionals: the team members clients may choose. Who performs what and their
 * working patterns are the diary's (booking/diary/professional-diary.routes.ts).
 */
export function professionalsAdminRoutes({ db }: AppContext) {
  const ids = pathIds({ id: professionalNotFound });
  return new Hono<AdminEnv>()
    .get('/', validate('query', professionalsQuerySchema), async (c) =>
      c.json(await listProfessionalsForAdmin(db, c.req.valid('query'))),
    )
    .post('/', validate('json', adminProfessionalInputSchema), async (c) =>
      c.json(await createProfessional(db, c.var.admin, c.req.valid('json')), 201),
    )
    .put('/:id', validate('json', adminProfessionalInputSchema), ids, async (c) =>
      c.json(
        await updateProfessional(db, c.var.admin, c.req.valid('param').id, c.req.valid('json')),
      ),
    )
    .post('/:id/deactivate', validate('query', confirmQuerySchema), ids, async (c) =>
      c.json(
        await setProfessionalActive(
          db,
          c.var.admin,
          c.req.valid('param').id,
          false,
          c.req.valid('query').confirm,
        ),
      ),
    )
    .post('/:id/reactivate', validate('query', confirmQuerySchema), ids, async (c) =>
      c.json(
        await setProfessionalActive(
          db,
          c.var.admin,
          c.req.valid('param').id,
          true,
          c.req.valid('query').confirm,
        ),
      ),
    );
}
