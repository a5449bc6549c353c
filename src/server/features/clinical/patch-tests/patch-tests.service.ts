import { and, desc, eq } from 'drizzle-orm';
import type { patchTestInputSchema } from '@shared/clinical-safety';
import {
  PATCH_TEST_SERVICE_SLUG,
  type PatchTest,
  type PatchTestResult,
  patchTestResultMissingMessage,
} from '@shared/clinical-safety';
import { salonInstant } from '@shared/salon-dates';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { patchTests } from '../../../db/schema/clinical-safety';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import type { CompletingAppointment } from '../../../domain/completion-hooks';

type PatchTestRecord = z.output<typeof patchTestInputSchema>;

export async function listPatchTests(db: Db, clientId: string): Promise<PatchTest[]> {
  const rows = await db
    .select()
    .from(patchTests)
    .where(eq(patchTests.clientId, clientId))
    .orderBy(desc(patchTests.testedAt), desc(patchTests.createdAt));
  return rows.map((row) => ({
    id: row.id,
    testedAt: row.testedAt.toISOString(),
    product: row.product,
    result: row.result as PatchTestResult,
    notes: row.notes,
    appointmentId: row.appointmentId,
    recordedByName: row.recordedByName,
    createdAt: row.createdAt.toISOString(),
  }));
}

const invalid = (field: string, message: string) =>
  new ApiError(422, 'validation_failed', message, { [field]: message });

/**
 * Records a patch test done on the client (never edited afterwards: a new test is a new row). An
 * appointment given must be the client's own, of the 'Patch test' service: completing it then
 * needs this result (see `checkPatchTestRecorded`).
 */
export async function recordPatchTest(
  db: Db,
  actor: AdminActor,
  clientId: string,
  input: PatchTestRecord,
  now: Date,
): Promise<PatchTest> {
  const testedAt = salonInstant(input.date, input.time);
  if (testedAt > now) throw invalid('date', 'A data do teste não pode ser no futuro.');
  if (input.appointmentId) {
    const [appointment] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .where(
        and(
          eq(appointments.id, input.appointmentId),
          eq(appointments.clientId, clientId),
          eq(services.slug, PATCH_TEST_SERVICE_SLUG),
        ),
      );
    if (!appointment)
      throw invalid('appointmentId', 'Este agendamento não é um teste de contato deste cliente.');
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(patchTests)
      .values({
        clientId,
        testedAt,
        product: input.product,
        result: input.result,
        notes: input.notes,
        appointmentId: input.appointmentId ?? null,
        recordedBy: actor.id,
        recordedByName: actor.name,
      })
      .returning({ id: patchTests.id });
    await recordAdminAction(
      tx,
      actor,
      'patch_test.record',
      { type: 'client', id: clientId },
      { patchTestId: row!.id, result: input.result },
    );
    return row!.id;
  });
  return (await listPatchTests(db, clientId)).find((t) => t.id === id)!;
}

/**
 * 'Concluir' on an appointment of the 'Patch test' service needs its result recorded first, so a
 * done test is never lost between the chair and the record.
 */
export async function checkPatchTestRecorded(
  tx: Db,
  appointment: CompletingAppointment,
): Promise<void> {
  const [row] = await tx
    .select({ slug: services.slug })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, appointment.id));
  if (row?.slug !== PATCH_TEST_SERVICE_SLUG) return;
  const [recorded] = await tx
    .select({ id: patchTests.id })
    .from(patchTests)
    .where(eq(patchTests.appointmentId, appointment.id))
    .limit(1);
  if (!recorded)
    throw new ApiError(409, 'patch_test_result_missing', patchTestResultMissingMessage);
}
