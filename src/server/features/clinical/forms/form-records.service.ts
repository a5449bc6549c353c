import { and, asc, desc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { salonDaySpan } from '@shared/salon-dates';
import type {
  AppointmentFormStatus,
  OwnSignedForm,
  SignedFormRecord,
} from '@shared/clinical-forms';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { clients } from '../../../db/schema/clients';
import { clinicalFormSubmissions, clinicalFormVersions } from '../../../db/schema/clinical-forms';
import { ApiError } from '../../../http/errors';
import { appointmentsInScope, type StaffScope } from '../../booking/core/staff-scope';
import { formsAppointments, formsOfAppointment, formsOfAppointments } from './forms-due.service';

export const appointmentNotFound = () =>
  new ApiError(404, 'not_found', 'Agendamento não encontrado.');
export const signedFormNotFound = () =>
  new ApiError(404, 'not_found', 'Ficha assinada não encontrada.');

/** The appointment in the staff member's reach, with what its forms' questions need. */
async function scopedAppointment(db: Db, scope: StaffScope, appointmentId: string) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, appointmentId),
        isNull(appointments.heldUntil),
        appointmentsInScope(scope),
      ),
    );
  const [appointment] = row ? await formsAppointments(db, [row.id]) : [];
  if (!appointment) throw appointmentNotFound();
  return appointment;
}

const statusOnly = (f: AppointmentFormStatus): AppointmentFormStatus => ({
  formId: f.formId,
  title: f.title,
  status: f.status,
  flags: f.flags,
  submissionId: f.submissionId,
});

/** The appointment's forms, due or signed, and the alert words (permission 'clinical.status'). */
export async function appointmentForms(
  db: Db,
  scope: StaffScope,
  appointmentId: string,
): Promise<AppointmentFormStatus[]> {
  const appointment = await scopedAppointment(db, scope, appointmentId);
  return (await formsOfAppointment(db, appointment)).map(statusOnly);
}

/** Every appointment's forms on one salon day, for the calendar's blocks (only those needing some). */
export async function dayForms(
  db: Db,
  scope: StaffScope,
  date: string,
): Promise<Record<string, AppointmentFormStatus[]>> {
  const span = salonDaySpan(date);
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        gte(appointments.startsAt, span.start),
        lt(appointments.startsAt, span.end),
        ne(appointments.status, 'cancelled'),
        isNull(appointments.heldUntil),
        appointmentsInScope(scope),
      ),
    );
  const list = await formsAppointments(
    db,
    rows.map((r) => r.id),
  );
  const forms = await formsOfAppointments(db, list);
  const out: Record<string, AppointmentFormStatus[]> = {};
  for (const [id, f] of forms) if (f.length) out[id] = f.map(statusOnly);
  return out;
}

/** A professional reaches a client's clinical records only through an appointment of their own. */
async function assertClientInScope(db: Db, scope: StaffScope, clientId: string) {
  const own = appointmentsInScope(scope);
  if (!own) return;
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), own))
    .limit(1);
  if (!row) throw new ApiError(404, 'not_found', 'Cliente não encontrado.');
}

const recordColumns = {
  id: clinicalFormSubmissions.id,
  clientId: clinicalFormSubmissions.clientId,
  formId: clinicalFormSubmissions.formId,
  appointmentId: clinicalFormSubmissions.appointmentId,
  signedAt: clinicalFormSubmissions.signedAt,
  typedName: clinicalFormSubmissions.typedName,
  ipAddress: clinicalFormSubmissions.ipAddress,
  versionHash: clinicalFormSubmissions.versionHash,
  flags: clinicalFormSubmissions.flags,
  answers: clinicalFormSubmissions.answers,
  version: clinicalFormVersions.version,
  content: clinicalFormVersions.content,
};

type RecordRow = {
  id: string;
  formId: string;
  appointmentId: string | null;
  signedAt: Date;
  typedName: string;
  ipAddress: string | null;
  versionHash: string;
  flags: string[];
  answers: SignedFormRecord['answers'];
  version: number;
  content: { title: string; questions: SignedFormRecord['questions'] };
};

const toRecord = (r: RecordRow): SignedFormRecord => ({
  id: r.id,
  formId: r.formId,
  title: r.content.title,
  version: r.version,
  versionHash: r.versionHash,
  appointmentId: r.appointmentId,
  signedAt: r.signedAt.toISOString(),
  typedName: r.typedName,
  ipAddress: r.ipAddress,
  flags: r.flags,
  questions: r.content.questions,
  answers: r.answers,
});

/** The client's signed forms with their answers, newest first (permission 'clinical'). */
export async function clientFormRecords(
  db: Db,
  scope: StaffScope,
  clientId: string,
): Promise<SignedFormRecord[]> {
  await assertClientInScope(db, scope, clientId);
  const rows = await db
    .select(recordColumns)
    .from(clinicalFormSubmissions)
    .innerJoin(
      clinicalFormVersions,
      eq(clinicalFormVersions.id, clinicalFormSubmissions.formVersionId),
    )
    .where(eq(clinicalFormSubmissions.clientId, clientId))
    .orderBy(desc(clinicalFormSubmissions.signedAt));
  return rows.map(toRecord);
}

/** One signed form with its signature, for its PDF: staff in reach, or the client's own account. */
export async function signedFormForPdf(
  db: Db,
  submissionId: string,
  who: { staff: StaffScope } | { userId: string },
): Promise<{ record: SignedFormRecord; signature: string }> {
  if (!/^[0-9a-f-]{36}$/i.test(submissionId)) throw signedFormNotFound();
  const [row] = await db
    .select({
      ...recordColumns,
      signature: clinicalFormSubmissions.signature,
      userId: clients.userId,
    })
    .from(clinicalFormSubmissions)
    .innerJoin(
      clinicalFormVersions,
      eq(clinicalFormVersions.id, clinicalFormSubmissions.formVersionId),
    )
    .innerJoin(clients, eq(clients.id, clinicalFormSubmissions.clientId))
    .where(eq(clinicalFormSubmissions.id, submissionId));
  if (!row) throw signedFormNotFound();
  if ('userId' in who) {
    if (row.userId !== who.userId) throw signedFormNotFound();
  } else {
    await assertClientInScope(db, who.staff, row.clientId).catch(() => {
      throw signedFormNotFound();
    });
  }
  return { record: toRecord(row), signature: row.signature };
}

/** The signed-in client's own signed forms (/perfil), newest first. */
export async function ownSignedForms(db: Db, userId: string): Promise<OwnSignedForm[]> {
  const rows = await db
    .select({
      id: clinicalFormSubmissions.id,
      signedAt: clinicalFormSubmissions.signedAt,
      content: clinicalFormVersions.content,
    })
    .from(clinicalFormSubmissions)
    .innerJoin(
      clinicalFormVersions,
      eq(clinicalFormVersions.id, clinicalFormSubmissions.formVersionId),
    )
    .innerJoin(clients, eq(clients.id, clinicalFormSubmissions.clientId))
    .where(eq(clients.userId, userId))
    .orderBy(desc(clinicalFormSubmissions.signedAt), asc(clinicalFormSubmissions.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.content.title,
    signedAt: r.signedAt.toISOString(),
  }));
}
