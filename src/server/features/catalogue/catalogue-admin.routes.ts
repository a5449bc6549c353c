import { Hono } from 'hono';
import {
  adminProfessionalInputSchema,
  adminProfessionalScheduleSchema,
  adminProfessionalServicesSchema,
  adminServiceInputSchema,
  confirmQuerySchema,
  professionalsQuerySchema,
  servicesQuerySchema,
} from '@shared/schemas/admin-catalogue';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import {
  createProfessional,
  createService,
  listProfessionalsForAdmin,
  listServicesForAdmin,
  professionalNotFound,
  serviceNotFound,
  setProfessionalActive,
  setProfessionalSchedule,
  setProfessionalServices,
  setServiceActive,
  updateProfessional,
  updateService,
} from './catalogue-admin.service';

/** /api/admin/services: the price list's services (decision 014). */
export function servicesAdminRoutes(db: Db) {
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

/** /api/admin/professionals: the team members clients may choose. */
export function professionalsAdminRoutes(db: Db) {
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
    .put('/:id/services', validate('json', adminProfessionalServicesSchema), ids, async (c) =>
      c.json(
        await setProfessionalServices(
          db,
          c.var.admin,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
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
