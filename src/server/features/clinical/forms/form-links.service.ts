import { randomBytes } from 'node:crypto';
import { addDays, addMinutes } from 'date-fns';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  answersProblem,
  flagsOf,
  type FillPage,
  type FormAnswer,
  type FormContent,
  type SignFormInput,
} from '@shared/clinical-forms';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { clients } from '../../../db/schema/clients';
import {
  clinicalFormLinks,
  clinicalFormSubmissions,
  clinicalFormVersions,
} from '../../../db/schema/clinical-forms';
import { hashLinkToken } from '../../../domain/link-tokens';
import { ApiError } from '../../../http/errors';
import { isPng } from './form-pdf';
import { recordPhotoConsentFromForm } from './photo-consent-from-form';
import { formsAppointments, formsOfAppointment, latestVersions } from './forms-due.service';

/** A tablet's link lasts the check-in; the e-mailed one until the day after the appointment. */
const TABLET_MINUTES = 30;
const AFTER_APPOINTMENT_DAYS = 1;

const linkNotFound = () =>
  new ApiError(
    404,
    'form_link_not_found',
    'This link has expired or is not valid. Please ask the salon for a new one.',
  );

/** A new link to one client's forms for one appointment; the token is shown once, then only hashed. */
export async function createFormLink(
  db: Db,
  appointment: { id: string; clientId: string; endsAt: Date },
  purpose: 'email' | 'tablet',
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt =
    purpose === 'tablet'
      ? addMinutes(now, TABLET_MINUTES)
      : addDays(appointment.endsAt, AFTER_APPOINTMENT_DAYS);
  await db.insert(clinicalFormLinks).values({
    tokenHash: hashLinkToken(token),
    clientId: appointment.clientId,
    appointmentId: appointment.id,
    purpose,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The link's client and appointment, while it is in date and the appointment is still booked. */
async function openLink(db: Db, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw linkNotFound();
  const [link] = await db
    .select({
      clientId: clinicalFormLinks.clientId,
      appointmentId: clinicalFormLinks.appointmentId,
    })
    .from(clinicalFormLinks)
    .innerJoin(clients, eq(clients.id, clinicalFormLinks.clientId))
    .where(
      and(
        eq(clinicalFormLinks.tokenHash, hashLinkToken(token)),
        gt(clinicalFormLinks.expiresAt, now),
        isNull(clients.erasedAt),
      ),
    );
  if (!link) throw linkNotFound();
  const [appointment] = await formsAppointments(db, [link.appointmentId]);
  if (!appointment || appointment.clientId !== link.clientId) throw linkNotFound();
  return { link, appointment };
}

/** What the fill page shows: the appointment and each of its forms, the due ones to fill. */
export async function fillPage(db: Db, token: string, now: Date): Promise<FillPage> {
  const { appointment } = await openLink(db, token, now);
  const [[client], [service], due] = await Promise.all([
    db.select({ name: clients.fullName }).from(clients).where(eq(clients.id, appointment.clientId)),
    db.select({ name: services.name }).from(services).where(eq(services.id, appointment.serviceId)),
    formsOfAppointment(db, appointment),
  ]);
  const versions = await latestVersions(
    db,
    due.map((f) => f.formId),
  );
  const signedAt = due.some((f) => f.submissionId)
    ? new Map(
        (
          await db
            .select({
              id: clinicalFormSubmissions.id,
              signedAt: clinicalFormSubmissions.signedAt,
            })
            .from(clinicalFormSubmissions)
            .where(
              inArray(
                clinicalFormSubmissions.id,
                due.flatMap((f) => (f.submissionId ? [f.submissionId] : [])),
              ),
            )
        ).map((r) => [r.id, r.signedAt.toISOString()]),
      )
    : new Map<string, string>();
  return {
    clientFirstName: (client?.name ?? '').split(/\s+/)[0] ?? '',
    serviceName: service?.name ?? '',
    startsAt: appointment.startsAt.toISOString(),
    forms: due.map((f) => {
      const version = versions.get(f.formId)!;
      return {
        formId: f.formId,
        versionId: version.id,
        kind: f.kind,
        content: version.content,
        status: f.status,
        signedAt: f.submissionId ? (signedAt.get(f.submissionId) ?? null) : null,
      };
    }),
  };
}

/**
 * Signs one form through a link: only a form the appointment needs and that is still due, on the
 * version the client was shown (a newer one asks them to reload). Records the answers, the typed
 * name, the drawn signature, the time, the address and the version's hash; never updates a row.
 */
export async function signForm(
  db: Db,
  token: string,
  formId: string,
  input: SignFormInput,
  context: { now: Date; ipAddress: string | null },
): Promise<{ id: string; flags: string[] }> {
  return db.transaction(async (tx) => {
    const { appointment } = await openLink(tx, token, context.now);
    // One signature at a time per client: two tabs cannot both sign the same due form.
    await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, appointment.clientId))
      .for('update');
    const due = await formsOfAppointment(tx, appointment);
    const form = due.find((f) => f.formId === formId);
    if (!form)
      throw new ApiError(404, 'form_not_found', 'This form is not needed for this appointment.');
    if (form.status === 'signed')
      throw new ApiError(409, 'form_already_signed', 'This form has already been signed.');
    const [version] = await tx
      .select()
      .from(clinicalFormVersions)
      .where(
        and(eq(clinicalFormVersions.id, input.versionId), eq(clinicalFormVersions.formId, formId)),
      );
    const latest = (await latestVersions(tx, [formId])).get(formId);
    if (!version || !latest || latest.id !== version.id)
      throw new ApiError(
        409,
        'form_version_changed',
        'This form has been updated since you opened it. Please reload the page.',
      );
    const notPng = [input.signature, ...signatureAnswers(version.content, input.answers)].some(
      (png) => !isPng(png),
    );
    if (notPng)
      throw new ApiError(400, 'validation_failed', 'Please sign in the box.', {
        signature: 'Please sign in the box.',
      });
    const problem = answersProblem(version.content, input.answers);
    if (problem)
      throw new ApiError(400, 'validation_failed', problem.message, {
        [`answers.${problem.questionId}`]: problem.message,
      });
    const known = new Set(version.content.questions.map((q) => q.id));
    const answers = Object.fromEntries(
      Object.entries(input.answers).filter(([id]) => known.has(id)),
    );
    const flags = flagsOf(version.content, answers);
    const [row] = await tx
      .insert(clinicalFormSubmissions)
      .values({
        clientId: appointment.clientId,
        formId,
        formVersionId: version.id,
        appointmentId: appointment.id,
        answers,
        typedName: input.typedName,
        signature: input.signature,
        signedAt: context.now,
        ipAddress: context.ipAddress,
        versionHash: version.contentHash,
        flags,
      })
      .returning({ id: clinicalFormSubmissions.id });
    await recordPhotoConsentFromForm(tx, {
      clientId: appointment.clientId,
      submissionId: row!.id,
      answers,
      signedAt: context.now,
    });
    return { id: row!.id, flags };
  });
}

/** The appointment a desk link is made for, with its end, when it has a client. */
export async function appointmentForLink(db: Db, appointmentId: string) {
  const [row] = await db
    .select({ id: appointments.id, clientId: appointments.clientId, endsAt: appointments.endsAt })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), isNull(appointments.heldUntil)));
  return row?.clientId ? { ...row, clientId: row.clientId } : null;
}

/** The drawn signatures among the answers (a 'signature' question's). */
const signatureAnswers = (content: FormContent, answers: Record<string, FormAnswer>) =>
  content.questions.flatMap((q) => {
    const v = answers[q.id]?.value;
    return q.kind === 'signature' && typeof v === 'string' && v ? [v] : [];
  });
