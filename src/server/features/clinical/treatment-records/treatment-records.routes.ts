import { Hono } from 'hono';
import {
  aftercareInputSchema,
  MAX_PHOTO_BYTES,
  treatmentMessages,
  treatmentRecordInputSchema,
} from '@shared/clinical-treatment-records';
import type { AdminEnv } from '../../../http/app-env';
import type { AppContext } from '../../../http/app-context';
import type { LargerBodyRoute } from '../../../http/body-limit';
import { ApiError } from '../../../http/errors';
import { pathIds } from '../../../http/path-ids';
import { validate } from '../../../http/validate';
import { clinicalClientNotFound } from '../clinical-access';
import { COMPLETION_FOLLOW_UPS } from '../../../domain/completion-hooks';
import {
  aftercareServiceNotFound,
  getAftercare,
  queueAftercare,
  setAftercare,
} from './aftercare.service';
import { addTreatmentPhoto, photoNotFound, sendTreatmentPhoto } from './treatment-photos.service';
import {
  appointmentTreatmentRecord,
  clientTreatmentHistory,
  saveTreatmentRecord,
  treatmentAppointmentNotFound,
  treatmentRecordNotFound,
} from './treatment-records.service';

// The aftercare e-mail follows every completion ('Concluir'), in its transaction. Registered here,
// where the app (and every API test through it) imports the records' routes from.
if (!COMPLETION_FOLLOW_UPS.includes(queueAftercare)) COMPLETION_FOLLOW_UPS.push(queueAftercare);

/** The photo upload's own body limit: the image plus room for the multipart envelope. */
export const treatmentPhotoBodyLimit: LargerBodyRoute = {
  method: 'POST',
  path: /\/admin\/treatment-records\/[^/]+\/photos\/?$/,
  maxBytes: MAX_PHOTO_BYTES + 64 * 1024,
};

const appointmentIds = pathIds({ id: treatmentAppointmentNotFound });
const clientIds = pathIds({ id: clinicalClientNotFound });
const recordIds = pathIds({ id: treatmentRecordNotFound });
const photoIds = pathIds({ id: treatmentRecordNotFound, photoId: photoNotFound });
const serviceIds = pathIds({ id: aftercareServiceNotFound });

/**
 * The treatment records (issue 33), mounted under /api/admin: written from the appointment's panel
 * after 'Concluir', read on the client's record ('Clínico'); and each service's aftercare text.
 */
export function treatmentRecordsRoutes({ db, clock }: AppContext) {
  return new Hono<AdminEnv>()
    .get('/appointments/:id/treatment-record', appointmentIds, async (c) =>
      c.json(await appointmentTreatmentRecord(db, c.var.admin, c.req.valid('param').id)),
    )
    .put(
      '/appointments/:id/treatment-record',
      validate('json', treatmentRecordInputSchema),
      appointmentIds,
      async (c) =>
        c.json(
          await saveTreatmentRecord(
            db,
            c.var.admin,
            c.req.valid('param').id,
            c.req.valid('json'),
            clock.now(),
          ),
        ),
    )
    .get('/clients/:id/treatment-records', clientIds, async (c) =>
      c.json(await clientTreatmentHistory(db, c.var.admin, c.req.valid('param').id)),
    )
    .post('/treatment-records/:id/photos', recordIds, async (c) => {
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new ApiError(400, 'invalid_upload', treatmentMessages.photoForm);
      }
      const photo = await addTreatmentPhoto(
        db,
        c.var.admin,
        c.req.valid('param').id,
        { file: form.file, kind: form.kind },
        clock.now(),
      );
      return c.json(photo, 201);
    })
    .get('/treatment-records/:id/photos/:photoId', photoIds, async (c) => {
      const { id, photoId } = c.req.valid('param');
      return sendTreatmentPhoto(db, c.var.admin, id, photoId);
    })
    .get('/services/:id/aftercare', serviceIds, async (c) =>
      c.json(await getAftercare(db, c.req.valid('param').id)),
    )
    .put(
      '/services/:id/aftercare',
      validate('json', aftercareInputSchema),
      serviceIds,
      async (c) => {
        const saved = await setAftercare(
          db,
          c.var.admin,
          c.req.valid('param').id,
          c.req.valid('json').text,
          clock.now(),
        );
        return c.json(saved);
      },
    );
}
