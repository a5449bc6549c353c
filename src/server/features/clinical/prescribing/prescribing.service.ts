import { and, asc, desc, eq } from 'drizzle-orm';
import type { consultationInputSchema, prescriberInputSchema } from '@shared/clinical-safety';
import {
  type ClientClinicalSafety,
  type Consultation,
  type Prescriber,
  type PrescriberBody,
  prescriptionMissingMessage,
} from '@shared/clinical-safety';
import { salonDate, salonInstant } from '@shared/salon-dates';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { professionals } from '../../../db/schema/catalogue';
import {
  prescriberConsultations,
  professionalPrescribers,
} from '../../../db/schema/clinical-safety';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import { prescriptionInDate, serviceRules } from '../booking-safety';
import type { CompletingAppointment } from '../../../domain/completion-hooks';
import { listPatchTests } from '../patch-tests/patch-tests.service';

export const professionalNotFound = () =>
  new ApiError(404, 'not_found', 'Profissional não encontrado.');

const invalid = (field: string, message: string) =>
  new ApiError(422, 'validation_failed', message, { [field]: message });

/** The active professionals marked prescribers, in the salon's order. */
async function prescribers(db: Db): Promise<ClientClinicalSafety['prescribers']> {
  const rows = await db
    .select({ id: professionals.id, name: professionals.name, body: professionalPrescribers.body })
    .from(professionalPrescribers)
    .innerJoin(professionals, eq(professionals.id, professionalPrescribers.professionalId))
    .where(eq(professionals.isActive, true))
    .orderBy(asc(professionals.sortOrder), asc(professionals.name));
  return rows.map((r) => ({ ...r, body: r.body as PrescriberBody }));
}

export async function listConsultations(db: Db, clientId: string): Promise<Consultation[]> {
  const rows = await db
    .select({
      row: prescriberConsultations,
      prescriberName: professionals.name,
    })
    .from(prescriberConsultations)
    .innerJoin(professionals, eq(professionals.id, prescriberConsultations.prescriberId))
    .where(eq(prescriberConsultations.clientId, clientId))
    .orderBy(desc(prescriberConsultations.consultedAt), desc(prescriberConsultations.createdAt));
  return rows.map(({ row, prescriberName }) => ({
    id: row.id,
    consultedAt: row.consultedAt.toISOString(),
    prescriberId: row.prescriberId,
    prescriberName,
    prescriberBody: row.prescriberBody as PrescriberBody,
    prescriberRegistration: row.prescriberRegistration,
    suitable: row.suitable,
    medicine: row.medicine,
    dose: row.dose,
    areas: row.areas,
    validUntil: row.validUntil,
    notes: row.notes,
    recordedByName: row.recordedByName,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The client's patch tests and prescriber consultations, and who can prescribe. */
export async function clientClinicalSafety(
  db: Db,
  clientId: string,
): Promise<ClientClinicalSafety> {
  const [patchTests, consultations, team] = await Promise.all([
    listPatchTests(db, clientId),
    listConsultations(db, clientId),
    prescribers(db),
  ]);
  return { patchTests, consultations, prescribers: team };
}

/**
 * Records a prescriber's face-to-face consultation and, when the client is suitable, the
 * prescription (medicine, dose, areas, valid until). The prescriber's register and number are
 * copied onto the record as they are that day.
 */
export async function recordConsultation(
  db: Db,
  actor: AdminActor,
  clientId: string,
  input: z.output<typeof consultationInputSchema>,
  now: Date,
): Promise<Consultation> {
  const consultedAt = salonInstant(input.date, input.time);
  if (consultedAt > now) throw invalid('date', 'A data da consulta não pode ser no futuro.');
  const [prescriber] = await db
    .select({
      body: professionalPrescribers.body,
      registrationNumber: professionalPrescribers.registrationNumber,
    })
    .from(professionalPrescribers)
    .where(eq(professionalPrescribers.professionalId, input.prescriberId));
  if (!prescriber)
    throw invalid('prescriberId', 'Este profissional não está registrado como prescritor.');
  if (input.appointmentId) {
    const [own] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, input.appointmentId), eq(appointments.clientId, clientId)));
    if (!own) throw invalid('appointmentId', 'Este agendamento não é deste cliente.');
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prescriberConsultations)
      .values({
        clientId,
        prescriberId: input.prescriberId,
        prescriberBody: prescriber.body,
        prescriberRegistration: prescriber.registrationNumber,
        consultedAt,
        suitable: input.suitable,
        medicine: input.suitable ? input.medicine : null,
        dose: input.suitable ? input.dose : null,
        areas: input.suitable ? input.areas : null,
        validUntil: input.suitable ? (input.validUntil ?? null) : null,
        notes: input.notes,
        appointmentId: input.appointmentId ?? null,
        recordedBy: actor.id,
        recordedByName: actor.name,
      })
      .returning({ id: prescriberConsultations.id });
    await recordAdminAction(
      tx,
      actor,
      'consultation.record',
      { type: 'client', id: clientId },
      { consultationId: row!.id, suitable: input.suitable },
    );
    return row!.id;
  });
  return (await listConsultations(db, clientId)).find((c) => c.id === id)!;
}

export async function getPrescriber(db: Db, professionalId: string): Promise<Prescriber | null> {
  const [professional] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  if (!professional) throw professionalNotFound();
  const [row] = await db
    .select()
    .from(professionalPrescribers)
    .where(eq(professionalPrescribers.professionalId, professionalId));
  return row
    ? {
        professionalId,
        body: row.body as PrescriberBody,
        registrationNumber: row.registrationNumber,
      }
    : null;
}

/** Marks a professional a prescriber (or not: null), audited. */
export async function setPrescriber(
  db: Db,
  actor: AdminActor,
  professionalId: string,
  input: z.output<typeof prescriberInputSchema>,
): Promise<Prescriber | null> {
  await getPrescriber(db, professionalId);
  await db.transaction(async (tx) => {
    if (input.prescriber)
      await tx
        .insert(professionalPrescribers)
        .values({ professionalId, ...input.prescriber })
        .onConflictDoUpdate({
          target: professionalPrescribers.professionalId,
          set: { ...input.prescriber },
        });
    else
      await tx
        .delete(professionalPrescribers)
        .where(eq(professionalPrescribers.professionalId, professionalId));
    await recordAdminAction(
      tx,
      actor,
      'professional.prescriber',
      { type: 'professional', id: professionalId },
      input.prescriber ?? { prescriber: false },
    );
  });
  return getPrescriber(db, professionalId);
}

/** 'Concluir' on a prescription-only treatment needs the client's prescription in date that day. */
export async function checkPrescriptionInDate(
  tx: Db,
  appointment: CompletingAppointment & { serviceId: string },
): Promise<void> {
  const rules = await serviceRules(tx, appointment.serviceId);
  if (!rules?.prescriptionOnly) return;
  const inDate =
    appointment.clientId !== null &&
    (await prescriptionInDate(
      tx,
      appointment.clientId,
      salonDate(appointment.startsAt),
      appointment.startsAt,
    ));
  if (!inDate) throw new ApiError(409, 'prescription_required', prescriptionMissingMessage);
}
