import { Hono } from 'hono';
import {
  adminProfessionalInputSchema,
  adminServiceInputSchema,
  professionalsQuerySchema,
  servicesQuerySchema,
} from '@shared/schemas/admin-catalogue';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { parseId } from './admin-http';
import {
  createProfessional,
  createService,
  listProfessionalsForAdmin,
  listServicesForAdmin,
  setProfessionalActive,
  setServiceActive,
  updateProfessional,
  updateService,
} from './catalogue-admin.service';

const SERVICE_NOT_FOUND = 'Serviço não encontrado.';
const PROFESSIONAL_NOT_FOUND = 'Profissional não encontrado.';

export function servicesAdminRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get('/', validate('query', servicesQuerySchema), async (c) =>
      c.json(await listServicesForAdmin(db, c.req.valid('query'))),
    )
    .post('/', validate('json', adminServiceInputSchema), async (c) =>
      c.json(await createService(db, c.var.admin, c.req.valid('json')), 201),
    )
    .put('/:id', validate('json', adminServiceInputSchema), async (c) => {
      const id = parseId(c.req.param('id'), SERVICE_NOT_FOUND);
      return c.json(await updateService(db, c.var.admin, id, c.req.valid('json')));
    })
    .post('/:id/deactivate', async (c) =>
      c.json(
        await setServiceActive(
          db,
          c.var.admin,
          parseId(c.req.param('id'), SERVICE_NOT_FOUND),
          false,
        ),
      ),
    )
    .post('/:id/reactivate', async (c) =>
      c.json(
        await setServiceActive(
          db,
          c.var.admin,
          parseId(c.req.param('id'), SERVICE_NOT_FOUND),
          true,
        ),
      ),
    );
}

export function professionalsAdminRoutes(db: Db) {
  const id = (value: string | undefined) => parseId(value, PROFESSIONAL_NOT_FOUND);
  return new Hono<AdminEnv>()
    .get('/', validate('query', professionalsQuerySchema), async (c) =>
      c.json(await listProfessionalsForAdmin(db, c.req.valid('query'))),
    )
    .post('/', validate('json', adminProfessionalInputSchema), async (c) =>
      c.json(await createProfessional(db, c.var.admin, c.req.valid('json')), 201),
    )
    .put('/:id', validate('json', adminProfessionalInputSchema), async (c) =>
      c.json(await updateProfessional(db, c.var.admin, id(c.req.param('id')), c.req.valid('json'))),
    )
    .post('/:id/deactivate', async (c) =>
      c.json(await setProfessionalActive(db, c.var.admin, id(c.req.param('id')), false)),
    )
    .post('/:id/reactivate', async (c) =>
      c.json(await setProfessionalActive(db, c.var.admin, id(c.req.param('id')), true)),
    );
}
