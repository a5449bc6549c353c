import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema/booking';
import { COMPLETION_CHECKS } from '../../domain/completion-hooks';
import { checkPatchTestRecorded } from './patch-tests/patch-tests.service';
import { checkPrescriptionInDate } from './prescribing/prescribing.service';

// Issue 33's checks on 'Concluir', registered when the routes module is imported (a module runs
// once): a prescription-only treatment needs a prescription in date, a patch test its result.
COMPLETION_CHECKS.push(async (tx, appointment) => {
  const [row] = await tx
    .select({ serviceId: appointments.serviceId })
    .from(appointments)
    .where(eq(appointments.id, appointment.id));
  if (!row) return;
  await checkPrescriptionInDate(tx, { ...appointment, serviceId: row.serviceId });
  await checkPatchTestRecorded(tx, appointment);
});
