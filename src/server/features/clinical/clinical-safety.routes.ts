import { Hono } from 'hono';
import {
  consultationInputSchema,
  patchTestInputSchema,
  prescriberInputSchema,
  serviceSafetyInputSchema,
} from '@shared/clinical-safety';
import type { AppContext } from '../../http/app-context';
import type { AdminEnv, AppEnv } from '../../http/app-env';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import { assertClientInReach, clinicalClientNotFound } from './client-in-reach';
import { recordPatchTest } from './patch-tests/patch-tests.service';
import {
  bookingSafetyRules,
  getServiceSafety,
  serviceNotFound,
  setServiceSafety,
} from './patch-tests/service-safety.service';
import {
  clientClinicalSafety,
  getPrescriber,
  professionalNotFound,
  recordConsultation,
  setPrescriber,
} from './prescribing/prescribing.service';
import './register-safety-checks';

const clientIds = pathIds({ id: clinicalClientNotFound });
const serviceIds = pathIds({ id: serviceNotFound });
const professionalIds = pathIds({ id: professionalNotFound });

/**
 * /api/admin/clinical (issue 33): a client's patch tests and prescriber consultations ('clinical',
 * a professional only for their own appointments' clients), a service's clinical rules and a
 * professional's prescriber registration (the catalogue's rights).
 */
export function clinicalSafetyAdminRoutes(app: AppContext) {
  const { db, clock } = app;
  return new Hono<AdminEnv>()
    .get('/clients/:id/safety', clientIds, async (c) => {
      const { id } = c.req.valid('param');
      await assertClientInReach(db, c.var.admin, id);
      return c.json(await clientClinicalSafety(db, id));
    })
    .post(
      '/clients/:id/patch-tests',
      validate('json', patchTestInputSchema),
      clientIds,
      async (c) => {
        const { id } = c.req.valid('param');
        await assertClientInReach(db, c.var.admin, id);
        const test = await recordPatchTest(db, c.var.admin, id, c.req.valid('json'), clock.now());
        return c.json({ patchTest: test }, 201);
      },
    )
    .post(
      '/clients/:id/consultations',
      validate('json', consultationInputSchema),
      clientIds,
      async (c) => {
        const { id } = c.req.valid('param');
        await assertClientInReach(db, c.var.admin, id);
        const consultation = await recordConsultation(
          db,
          c.var.admin,
          id,
          c.req.valid('json'),
          clock.now(),
        );
        return c.json({ consultation }, 201);
      },
    )
    .get('/services/:id/safety', serviceIds, async (c) =>
      c.json(await getServiceSafety(db, c.req.valid('param').id)),
    )
    .put(
      '/services/:id/safety',
      validate('json', serviceSafetyInputSchema),
      serviceIds,
      async (c) =>
        c.json(
          await setServiceSafety(db, c.var.admin, c.req.valid('param').id, c.req.valid('json')),
        ),
    )
    .get('/professionals/:id/prescriber', professionalIds, async (c) =>
      c.json({ prescriber: await getPrescriber(db, c.req.valid('param').id) }),
    )
    .put(
      '/professionals/:id/prescriber',
      validate('json', prescriberInputSchema),
      professionalIds,
      async (c) =>
        c.json({
          prescriber: await setPrescriber(
            db,
            c.var.admin,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        }),
    );
}

/** /api/booking-safety: which services need a patch test or a prescription, for /book. */
export function bookingSafetyRoutes(app: AppContext) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await bookingSafetyRules(app.db)));
}
