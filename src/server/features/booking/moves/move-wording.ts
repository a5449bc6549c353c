import { bookingMessages } from '@shared/booking';
import { STAFF_START_MESSAGE } from '@shared/start-times';
import type { CalendarDate } from '@shared/salon-dates';
import { ApiError } from '../../../http/errors';
import { adminAppointmentNotFound } from '../desk/booking-admin.service';
import { appointmentNotFound, ONLINE_MESSAGES } from '../online/booking.service';
import type { BookingWindow, SlotProblem } from '../diary/salon-time';
import { type Diary, type ServiceLength, startProblem } from '../diary/schedule';

// A move's refusals in the reader's language: the back office's Portuguese for staff, the booking
// page's English for clients. The rules are the same; only the words differ.

export interface MoveWording {
  notFound: () => ApiError;
  notMovable: (status: { label: string; adminLabel: string }) => string;
  nothingToChange: string;
  /** Why a start cannot be booked (grid, hours, notice, horizon, closure), or null. */
  startProblem: (
    date: CalendarDate,
    time: string,
    service: ServiceLength,
    diary: Pick<Diary, 'openingHours' | 'closures' | 'bankHolidayOpenings' | 'online'>,
    now: Date,
    window: BookingWindow,
  ) => ApiError | null;
  /** Nobody who may take it works then (pattern, time off). */
  nobodyWorking: (professionalChosen: boolean) => ApiError;
  slotTaken: () => ApiError;
  /** Another part of the visit would start (at `time`, salon clock) outside the window. */
  otherPartOutOfWindow: (time: string, problem: 'too_soon' | 'too_far') => ApiError;
  /** The engine's own refusals (service, professional, age), reworded when needed. */
  translate: (err: unknown) => unknown;
}

const unavailable = (message: string) =>
  new ApiError(422, 'slot_unavailable', message, { time: message });

function wordedStartProblem(
  slotMessages: Record<SlotProblem, string>,
  closedMessage: (reason: string) => string,
): MoveWording['startProblem'] {
  return (date, time, service, diary, now, window) => {
    const problem = startProblem(date, time, service, diary, now, window);
    if (!problem) return null;
    if (problem.kind === 'closed')
      return new ApiError(422, 'salon_closed', closedMessage(problem.reason), {
        date: closedMessage(problem.reason),
      });
    return unavailable(slotMessages[problem.problem]);
  };
}

export const clientWording: MoveWording = {
  notFound: appointmentNotFound,
  notMovable: () => bookingMessages.rescheduleNotAllowed,
  nothingToChange: bookingMessages.nothingToChange,
  startProblem: wordedStartProblem(ONLINE_MESSAGES.slot, (reason) => reason),
  nobodyWorking: () => unavailable(bookingMessages.slotUnavailable),
  slotTaken: () => new ApiError(409, 'slot_taken', bookingMessages.slotTaken),
  otherPartOutOfWindow: (time, problem) =>
    unavailable(
      `Another part of this visit would start at ${time}: ${ONLINE_MESSAGES.slot[problem]}`,
    ),
  translate: (err) => err,
};

const STAFF_SLOT_MESSAGES: Record<SlotProblem, string> = {
  not_a_slot: STAFF_START_MESSAGE,
  closed: 'O salão está fechado nesse horário.',
  too_soon: 'Esse horário já passou.',
  too_far: 'Só é possível agendar até dois anos à frente.',
  past_closing: 'O serviço terminaria depois do fechamento. Escolha um horário mais cedo.',
};

/** The engine's English refusals, by code, as the back office says them. */
const STAFF_ENGINE_MESSAGES: Record<string, string> = {
  service_unavailable: 'Este serviço não está ativo ou não pode ser agendado.',
  professional_unavailable: 'Este profissional não está ativo.',
  not_performed: 'Este profissional não realiza este serviço.',
  date_of_birth_required:
    'Este serviço é só para maiores de 18: falta a data de nascimento do cliente.',
  under_age: 'Este serviço é só para maiores de 18 e o cliente ainda não terá 18 anos nessa data.',
};

export const staffWording: MoveWording = {
  notFound: adminAppointmentNotFound,
  notMovable: (status) =>
    `Um agendamento ${status.adminLabel.toLowerCase()} não pode ser remarcado.`,
  nothingToChange: 'O agendamento já está nesse horário, com esse profissional.',
  startProblem: wordedStartProblem(STAFF_SLOT_MESSAGES, (reason) => `Salão fechado: ${reason}.`),
  nobodyWorking: (chosen) =>
    unavailable(
      chosen
        ? 'O profissional não trabalha nesse horário (fora do expediente ou ausente).'
        : 'Nenhum profissional que realiza este serviço trabalha nesse horário.',
    ),
  slotTaken: () => new ApiError(409, 'slot_taken', 'Esse horário já está ocupado. Escolha outro.'),
  otherPartOutOfWindow: (time, problem) =>
    unavailable(`Outra parte desta visita começaria às ${time}: ${STAFF_SLOT_MESSAGES[problem]}`),
  translate: (err) => {
    const message = err instanceof ApiError ? STAFF_ENGINE_MESSAGES[err.code] : undefined;
    if (!message || !(err instanceof ApiError)) return err;
    const field = Object.keys(err.fields ?? {})[0];
    return new ApiError(err.status, err.code, message, field ? { [field]: message } : undefined);
  },
};
