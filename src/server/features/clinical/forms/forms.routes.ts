import { Hono } from 'hono';
import { z } from 'zod';
import {
  createFormSchema,
  formContentSchema,
  serviceFormsSchema,
  signFormSchema,
} from '@shared/clinical-forms';
import { paths } from '@shared/routes';
import { getSalonSettings } from '../../../domain/salon-settings';
import type { AppContext } from '../../../http/app-context';
import type { AdminEnv, AppEnv } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { requireSignedIn } from '../../../http/guards';
import { pathIds } from '../../../http/path-ids';
import { rateLimit } from '../../../http/rate-limit';
import { validate } from '../../../http/validate';
import { isCalendarDate } from '@shared/salon-dates';
import { scopeOf } from '../../booking/core/staff-scope';
import { appointmentForLink, createFormLink, fillPage, signForm } from './form-links.service';
import { signedFormPdf } from './form-pdf';
import {
  appointmentForms,
  appointmentNotFound,
  clientFormRecords,
  dayForms,
  ownSignedForms,
  signedFormForPdf,
  signedFormNotFound,
} from './form-records.service';
import {
  createForm,
  formDetail,
  formNotFound,
  listForms,
  saveFormVersion,
  serviceFormLinks,
  serviceNotFound,
  setServiceForms,
} from './forms-admin.service';
// 'Concluir' refuses a treatment whose forms are not signed: registered with the routes.
import './forms-completion-check';

async function pdfResponse(
  app: AppContext,
  found: Awaited<ReturnType<typeof signedFormForPdf>>,
): Promise<Response> {
  const salon = await getSalonSettings(app.db);
  const bytes = await signedFormPdf(found.record, found.signature, salon.name);
  const day = found.record.signedAt.slice(0, 10);
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="signed-form-${day}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * /api/forms/:token: the client fills and signs the forms due before an appointment, without
 * signing in. The token opens that client's forms for that appointment and nothing else; it is
 * rate-limited per address against guessing.
 */
export function formLinkRoutes(app: AppContext) {
  const { db, clock } = app;
  const links = rateLimit(db, { name: 'form-links', limit: 120, windowSeconds: 3600 }, app);
  const formIds = pathIds({
    formId: () =>
      new ApiError(404, 'form_not_found', 'This form is not needed for this appointment.'),
  });
  return new Hono<AppEnv>()
    .get('/:token', links, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await fillPage(db, c.req.param('token'), clock.now()));
    })
    .post(
      '/:token/forms/:formId/sign',
      links,
      formIds,
      validate('json', signFormSchema),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const signed = await signForm(
          db,
          c.req.param('token'),
          c.req.valid('param').formId,
          c.req.valid('json'),
          { now: clock.now(), ipAddress: c.var.clientAddress ?? null },
        );
        return c.json(signed, 201);
      },
    );
}

/** /api/me/forms: the signed-in client's own signed forms and their PDFs (another's: 404). */
export function myFormsRoutes(app: AppContext) {
  const { db, identify } = app;
  const signedIn = requireSignedIn(identify, 'Please sign in to see your forms.');
  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ forms: await ownSignedForms(db, c.var.user.id) });
    })
    .get('/:id/pdf', signedIn, async (c) =>
      pdfResponse(app, await signedFormForPdf(db, c.req.param('id'), { userId: c.var.user.id })),
    );
}

const dayQuery = z.object({
  date: z
    .string()
    .refine(isCalendarDate, 'Data inválida: use o formato AAAA-MM-DD com uma data que exista.'),
});

/**
 * /api/admin/clinical: 'Fichas' (the forms and their versions, which services need them:
 * 'clinical.forms'), each appointment's forms and the tablet's link ('clinical.status'), and the
 * client's signed forms with their answers and PDFs ('clinical').
 */
export function formsAdminRoutes(app: AppContext) {
  const { db, clock, publicUrl } = app;
  const ids = pathIds({
    id: formNotFound,
  });
  const serviceIds = pathIds({ id: serviceNotFound });
  const appointmentIds = pathIds({ id: appointmentNotFound });
  const clientIds = pathIds({
    id: () => new ApiError(404, 'not_found', 'Cliente não encontrado.'),
  });
  const submissionIds = pathIds({ id: signedFormNotFound });
  return new Hono<AdminEnv>()
    .get('/forms', async (c) => c.json({ forms: await listForms(db) }))
    .post('/forms', validate('json', createFormSchema), async (c) =>
      c.json({ form: await createForm(db, c.req.valid('json'), c.var.admin.id) }, 201),
    )
    .get('/forms/:id', ids, async (c) =>
      c.json({ form: await formDetail(db, c.req.valid('param').id) }),
    )
    .put('/forms/:id', ids, validate('json', formContentSchema), async (c) =>
      c.json({
        form: await saveFormVersion(
          db,
          c.req.valid('param').id,
          c.req.valid('json'),
          c.var.admin.id,
        ),
      }),
    )
    .get('/services/:id/forms', serviceIds, async (c) =>
      c.json({ forms: await serviceFormLinks(db, c.req.valid('param').id) }),
    )
    .put('/services/:id/forms', serviceIds, validate('json', serviceFormsSchema), async (c) =>
      c.json({
        forms: await setServiceForms(db, c.req.valid('param').id, c.req.valid('json').forms),
      }),
    )
    .get('/day-forms', validate('query', dayQuery), async (c) =>
      c.json({
        appointments: await dayForms(db, scopeOf(c.var.admin), c.req.valid('query').date),
      }),
    )
    .get('/appointments/:id/forms', appointmentIds, async (c) =>
      c.json({
        forms: await appointmentForms(db, scopeOf(c.var.admin), c.req.valid('param').id),
      }),
    )
    .post('/appointments/:id/forms-link', appointmentIds, async (c) => {
      const id = c.req.valid('param').id;
      // In reach first: a professional opens only their own appointment's forms.
      await appointmentForms(db, scopeOf(c.var.admin), id);
      const target = await appointmentForLink(db, id);
      if (!target) throw appointmentNotFound();
      const { token, expiresAt } = await createFormLink(db, target, 'tablet', clock.now());
      return c.json(
        {
          path: `${paths.clinicalForms}/${token}`,
          url: new URL(`${paths.clinicalForms}/${token}`, publicUrl).href,
          expiresAt: expiresAt.toISOString(),
        },
        201,
      );
    })
    .get('/clients/:id/forms', clientIds, async (c) =>
      c.json({
        forms: await clientFormRecords(db, scopeOf(c.var.admin), c.req.valid('param').id),
      }),
    )
    .get('/signed-forms/:id/pdf', submissionIds, async (c) =>
      pdfResponse(
        app,
        await signedFormForPdf(db, c.req.valid('param').id, { staff: scopeOf(c.var.admin) }),
      ),
    );
}
