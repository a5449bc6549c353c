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
import { bookingConfirmedEmail } from '../core/booking-emails';
import { emailClient, saveDateOfBirth } from '../online/booking.service';
import { DESK_WINDOW } from '../diary/salon-time';
import { recordStaffNoteChange } from './staff-note.service';
import {
  bookPlannedSlot,
  checkAge,
  planSlot,
  type SlotMessages,
  type SlotOwner,
} from '../core/slot-booking';

/** How the engine's refusals read at the desk. */
const DESK_MESSAGES: SlotMessages = {
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
  request: Omit<DeskBooking, 'newClient'> & {
    newClient?: Omit<NonNullable<DeskBooking['newClient']>, 'phone'> & { phone: string | null };
  },
  context: { now: Date; publicUrl: string },
): Promise<AdminAppointment> {
  // The client's notes are their own words from booking online: the desk writes none (issue 27).
  const slot = { ...request, notes: null };
  const [plan, existing] = await Promise.all([
    planSlot(db, slot, { now: context.now, window: DESK_WINDOW, messages: DESK_MESSAGES }),
    request.clientId ? clientDetails(db, request.clientId) : undefined,
  ]);
  if (request.clientId && (!existing || existing.erasedAt)) throw clientNotFound();
  if (plan.service.adultsOnly)
    checkAge(request.dateOfBirth ?? existing?.dateOfBirth, request.date, DESK_MESSAGES);

  const owner = async (tx: Db): Promise<SlotOwner> => {
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

  const created = await bookPlannedSlot(db, plan, {
    status: 'confirmed',
    staffNote: request.staffNote,
    messages: DESK_MESSAGES,
    owner,
    after: async (tx, appointment, { clientId }) => {
      if (request.newClient)
        await recordAdminAction(tx, actor, 'client.create', { type: 'client', id: clientId });
      const client = await emailClient(tx, clientId);
      if (client)
        await enqueueMail(tx, bookingConfirmedEmail(appointment, client, context.publicUrl), [
          clientId,
          appointment.id,
        ]);
      await queueFormsEmail(tx, appointment.id, context);
      await recordAdminAction(
        tx,
        actor,
        'appointment.create',
        { type: 'appointment', id: appointment.id },
        { clientId, newClient: Boolean(request.newClient) },
      );
      if (request.staffNote) await recordStaffNoteChange(tx, actor, appointment.id, 'added');
    },
  });
  const [row] = await selectAdminAppointments(db).where(eq(appointments.id, created.id));
  return toAdminAppointment(row!);
}
