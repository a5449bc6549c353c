import { eq } from 'drizzle-orm';
import type { AdminAppointment } from '@shared/schemas/booking';
import type { DeskBooking } from '@shared/schemas/desk-booking';
import { STAFF_START_MESSAGE } from '@shared/start-times';
import { clientDetails, createDeskClient } from '../../../domain/client-records';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { clients } from '../../../db/schema/clients';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { enqueueMail } from '../../../mail/mail-queue';
import { queueFormsEmail } from '../../clinical/forms/forms-email';
import { recordAdminAction } from '../../admin/audit.service';
import { selectAdminAppointments, toAdminAppointment } from './booking-admin.service';
import { bookingConfirmedEmail, type EmailAppointment } from '../core/booking-emails';
import { emailClient, saveDateOfBirth } from '../online/booking.service';
import { DESK_WINDOW } from '../diary/salon-time';
import { recordStaffNoteChange } from './staff-note.service';
import {
  bookPlannedSlot,
  checkAge,
  type PlannedSlot,
  planSlot,
  type SlotMessages,
  type SlotOwner,
} from '../core/slot-booking';

/** How the engine's refusals read at the desk. */
export const DESK_MESSAGES: SlotMessages = {
  closed: (reason) => `O salão está fechado nesta data (${reason}).`,
  slot: {
    not_a_slot: STAFF_START_MESSAGE,
    closed: 'O salão está fechado neste horário. Escolha outro horário ou outra data.',
    too_soon: 'Este horário já passou. Escolha um horário livre.',
    too_far: 'A agenda aceita agendamentos até dois anos à frente.',
    past_closing: 'O serviço terminaria depois do fechamento. Escolha um horário mais cedo.',
  },
  unavailable:
    'Nenhum profissional que faz este serviço trabalha neste horário (horário de trabalho ou ausência).',
  taken: 'Este horário acabou de ser ocupado. Escolha outro horário.',
  dateOfBirthMissing: 'Informe a data de nascimento: este serviço é só para maiores de 18 anos.',
  underAge: 'Este serviço é só para maiores de 18 anos na data do agendamento.',
  audience: 'staff',
  diary: {
    service_unavailable: 'Este serviço não está disponível para agendamento.',
    professional_unavailable: 'Este profissional não está ativo.',
    not_performed: 'Este profissional não faz este serviço.',
  },
};

const clientNotFound = () =>
  new ApiError(404, 'client_not_found', 'Cliente não encontrado.', {
    clientId: 'Cliente não encontrado.',
  });

/** What the desk asks to book; a walk-in's new record may have no phone (issue 30). */
type ClientDetails = NonNullable<Awaited<ReturnType<typeof clientDetails>>>;

export type DeskRequest = Omit<DeskBooking, 'newClient'> & {
  newClient?: Omit<NonNullable<DeskBooking['newClient']>, 'phone'> & { phone: string | null };
};

/**
 * What every desk booking does before the day's lock: the first (or only) part's start planned in
 * the desk's window, and the client found. `take` runs inside the booking's transaction: it
 * creates the new client record, or keeps a date of birth given for the existing one.
 */
export async function prepareDeskBooking(
  db: Db,
  request: DeskRequest,
  context: { now: Date },
): Promise<{
  plan: PlannedSlot;
  owner: { existing: ClientDetails | undefined; take: (tx: Db) => Promise<SlotOwner> };
}> {
  // The client's notes are their own words from booking online: the desk writes none (issue 27).
  const slot = { ...request, notes: null };
  const [plan, existing] = await Promise.all([
    planSlot(db, slot, { now: context.now, window: DESK_WINDOW, messages: DESK_MESSAGES }),
    request.clientId ? clientDetails(db, request.clientId) : undefined,
  ]);
  if (request.clientId && (!existing || existing.erasedAt)) throw clientNotFound();

  const take = async (tx: Db): Promise<SlotOwner> => {
    if (request.newClient)
      return {
        clientId: await createDeskClient(tx, {
          ...request.newClient,
          dateOfBirth: request.dateOfBirth,
        }),
        userId: null,
      };
    const { id, userId } = existing!;
    if (request.dateOfBirth) {
      if (userId) await saveDateOfBirth(tx, userId, request.dateOfBirth, context.now);
      else
        await tx
          .update(clients)
          .set({ dateOfBirth: request.dateOfBirth })
          .where(eq(clients.id, id));
    }
    return { clientId: id, userId };
  };
  return { plan, owner: { existing, take } };
}

/**
 * What a desk booking writes beside its appointments, in their transaction: the new client's
 * record audited, one confirmation (every part of a visit, one .ics) to a client with an e-mail,
 * and one audit row per part, named by its id.
 */
export async function recordDeskBooking(
  tx: Db,
  actor: AdminActor,
  request: Pick<DeskRequest, 'newClient' | 'staffNote'>,
  booked: {
    parts: EmailAppointment[];
    owner: SlotOwner;
    publicUrl: string;
    now: Date;
    visitId?: string;
  },
): Promise<void> {
  const { parts, owner, visitId } = booked;
  const { clientId } = owner;
  if (request.newClient)
    await recordAdminAction(tx, actor, 'client.create', { type: 'client', id: clientId });
  const client = await emailClient(tx, clientId);
  if (client)
    await enqueueMail(tx, bookingConfirmedEmail(parts, client, booked.publicUrl), [
      clientId,
      ...parts.map((part) => part.id),
    ]);
  for (const part of parts)
    await recordAdminAction(
      tx,
      actor,
      'appointment.create',
      { type: 'appointment', id: part.id },
      { clientId, newClient: Boolean(request.newClient), ...(visitId && { visitId }) },
    );
  // The note is the visit's: kept on its first part.
  if (request.staffNote) await recordStaffNoteChange(tx, actor, parts[0]!.id, 'added');
  // One link to the forms the visit's parts need (issue 33).
  await queueFormsEmail(tx, parts[0]!.id, booked);
}

/**
 * Staff book on a client's behalf (issue 17): for an existing client record, or for a new one
 * created in the same transaction (a refused slot leaves no orphan record). The same engine, lock
 * and constraint as online, in the desk's window (a walk-in now, two years ahead); 'confirmed' at
 * once, on the account too when the client has one (so it is in My Appointments), the confirmation
 * and its .ics to whoever has an e-mail, and the audit log's record.
 */
export async function createDeskAppointment(
  db: Db,
  actor: AdminActor,
  // A walk-in's new record may have no phone (issue 30); a desk booking's always has one.
  request: DeskRequest,
  context: { now: Date; publicUrl: string },
): Promise<AdminAppointment> {
  const { plan, owner } = await prepareDeskBooking(db, request, context);
  if (plan.service.adultsOnly)
    checkAge(request.dateOfBirth ?? owner.existing?.dateOfBirth, request.date, DESK_MESSAGES);

  const created = await bookPlannedSlot(db, plan, {
    status: 'confirmed',
    staffNote: request.staffNote,
    messages: DESK_MESSAGES,
    clinicalOverride: request.clinicalOverrideReason
      ? { reason: request.clinicalOverrideReason, actor }
      : undefined,
    owner: owner.take,
    after: (tx, appointment, owner) =>
      recordDeskBooking(tx, actor, request, { parts: [appointment], owner, ...context }),
  });
  const [row] = await selectAdminAppointments(db).where(eq(appointments.id, created.id));
  return toAdminAppointment(row!);
}
