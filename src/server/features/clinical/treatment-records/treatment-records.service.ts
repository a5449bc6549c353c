import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type AppointmentTreatmentRecord,
  type ClientTreatmentHistory,
  type TreatmentRecord,
  type TreatmentRecordInput,
  treatmentMessages,
  treatmentRecordInputSchema,
} from '@shared/clinical-treatment-records';
import { formatDay, salonToday } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import {
  treatmentPhotos,
  treatmentRecordProducts,
  treatmentRecords,
} from '../../../db/schema/clinical-treatment-records';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import { appointmentsInScope, scopeOf } from '../../booking/core/staff-scope';
import { assertReachesClient } from '../clinical-access';
import { hasPhotoConsent } from './photo-consent';

export const treatmentAppointmentNotFound = () =>
  new ApiError(404, 'not_found', treatmentMessages.appointmentNotFound);
export const treatmentRecordNotFound = () =>
  new ApiError(404, 'not_found', treatmentMessages.notFound);

/** The appointment a record is written for, if the actor reaches it (else the 404). */
async function appointmentInReach(
  db: Db,
  actor: AdminActor,
  appointmentId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      status: appointments.status,
      startsAt: appointments.startsAt,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      professionalId: appointments.assignedProfessionalId,
      professionalName: professionals.name,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(professionals, eq(professionals.id, appointments.assignedProfessionalId))
    .where(and(eq(appointments.id, appointmentId), appointmentsInScope(scopeOf(actor))));
  const [row] = options.forUpdate ? await query.for('update', { of: appointments }) : await query;
  if (!row?.clientId) throw treatmentAppointmentNotFound();
  await assertReachesClient(db, actor, row.clientId, treatmentAppointmentNotFound);
  return { ...row, clientId: row.clientId };
}

/** The records, with their products and photos' descriptions (never the photos' bytes). */
async function recordsWhere(db: Db, where: ReturnType<typeof eq>): Promise<TreatmentRecord[]> {
  const rows = await db
    .select()
    .from(treatmentRecords)
    .where(where)
    .orderBy(desc(treatmentRecords.treatedAt), desc(treatmentRecords.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const products = await db
    .select()
    .from(treatmentRecordProducts)
    .where(inArray(treatmentRecordProducts.recordId, ids))
    .orderBy(asc(treatmentRecordProducts.position));
  const photos = await db
    .select({
      id: treatmentPhotos.id,
      recordId: treatmentPhotos.recordId,
      kind: treatmentPhotos.kind,
      contentType: treatmentPhotos.contentType,
      sizeBytes: treatmentPhotos.sizeBytes,
      createdAt: treatmentPhotos.createdAt,
    })
    .from(treatmentPhotos)
    .where(inArray(treatmentPhotos.recordId, ids))
    .orderBy(asc(treatmentPhotos.createdAt));
  return rows.map((r) => ({
    id: r.id,
    appointmentId: r.appointmentId,
    serviceName: r.serviceName,
    professionalName: r.professionalName,
    treatedAt: r.treatedAt.toISOString(),
    notes: r.notes,
    products: products
      .filter((p) => p.recordId === r.id)
      .map((p) => ({ product: p.product, batch: p.batch, expiresOn: p.expiresOn, doses: p.doses })),
    photos: photos
      .filter((p) => p.recordId === r.id)
      .map((p) => ({
        id: p.id,
        kind: p.kind,
        contentType: p.contentType,
        sizeBytes: p.sizeBytes,
        createdAt: p.createdAt.toISOString(),
      })),
    recordedByName: r.recordedByName,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** GET …/appointments/:id/treatment-record: the record (null until written) and the photo consent. */
export async function appointmentTreatmentRecord(
  db: Db,
  actor: AdminActor,
  appointmentId: string,
): Promise<AppointmentTreatmentRecord> {
  const appointment = await appointmentInReach(db, actor, appointmentId);
  const [record] = await recordsWhere(db, eq(treatmentRecords.appointmentId, appointment.id));
  return {
    record: record ?? null,
    photoConsent: await hasPhotoConsent(db, appointment.clientId),
  };
}

/** GET …/clients/:id/treatment-records: the client's treatments, newest first. */
export async function clientTreatmentHistory(
  db: Db,
  actor: AdminActor,
  clientId: string,
): Promise<ClientTreatmentHistory> {
  await assertReachesClient(db, actor, clientId);
  return {
    records: await recordsWhere(db, eq(treatmentRecords.clientId, clientId)),
    photoConsent: await hasPhotoConsent(db, clientId),
  };
}

/**
 * PUT …/appointments/:id/treatment-record: writes (or rewrites) what was given at a completed
 * treatment. A batch past its expiry on the salon's date is refused: an expired product must not
 * be recorded as given. The products are replaced as a whole, in the record's transaction.
 */
export async function saveTreatmentRecord(
  db: Db,
  actor: AdminActor,
  appointmentId: string,
  input: TreatmentRecordInput,
  now: Date,
): Promise<TreatmentRecord> {
  const values = treatmentRecordInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const appointment = await appointmentInReach(tx, actor, appointmentId, { forUpdate: true });
    if (appointment.status !== 'completed')
      throw new ApiError(409, 'not_completed', treatmentMessages.notCompleted);
    const today = salonToday(now);
    const expired = values.products.find((p) => p.expiresOn < today);
    if (expired)
      throw new ApiError(
        422,
        'expired_batch',
        treatmentMessages.expired(
          expired.batch,
          expired.product,
          formatDay(expired.expiresOn, 'date'),
        ),
        {
          products: treatmentMessages.expired(
            expired.batch,
            expired.product,
            formatDay(expired.expiresOn, 'date'),
          ),
        },
      );
    const written = {
      notes: values.notes,
      recordedBy: actor.id,
      recordedByName: actor.name || actor.email,
      updatedAt: now,
    };
    const [record] = await tx
      .insert(treatmentRecords)
      .values({
        clientId: appointment.clientId,
        appointmentId: appointment.id,
        serviceId: appointment.serviceId,
        serviceName: appointment.serviceName,
        professionalId: appointment.professionalId,
        professionalName: appointment.professionalName,
        treatedAt: appointment.startsAt,
        createdAt: now,
        ...written,
      })
      .onConflictDoUpdate({ target: treatmentRecords.appointmentId, set: written })
      .returning({ id: treatmentRecords.id, created: sql<boolean>`xmax = 0` });
    await tx
      .delete(treatmentRecordProducts)
      .where(eq(treatmentRecordProducts.recordId, record!.id));
    if (values.products.length > 0)
      await tx.insert(treatmentRecordProducts).values(
        values.products.map((p, position) => ({
          recordId: record!.id,
          clientId: appointment.clientId,
          position,
          product: p.product,
          batch: p.batch,
          expiresOn: p.expiresOn,
          doses: p.doses,
        })),
      );
    await recordAdminAction(
      tx,
      actor,
      'treatment_record.save',
      { type: 'treatment_record', id: record!.id },
      {
        appointmentId: appointment.id,
        created: record!.created,
        batches: values.products.map((p) => p.batch),
      },
    );
    const [saved] = await recordsWhere(tx, eq(treatmentRecords.id, record!.id));
    return saved!;
  });
}
