import type { DepositSummary } from '../deposits';
import type { DaySpan, WeekTimeOff } from './admin-diary';
import { z } from 'zod';
import { APPOINTMENT_STATUSES, type AppointmentStatus, bookingMessages } from '../booking';
import { onStartBoundary, STAFF_START_MESSAGE } from '../start-times';
import type { ServiceCategory } from '../catalogue';
import type { ClientNote } from './clients';
import { type CancellationRecord, cancellationMessages, cancellationSchema } from '../cancellation';
import { isCalendarDate } from '../salon-dates';
import { dateOfBirthField } from './fields';
import { paginationQuerySchema } from './admin-pagination';
import { MAX_VISIT_SERVICES } from './visits';

const REQUIRED = bookingMessages.requiredFields;

const isoDate = z
  .string({ error: REQUIRED })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be written as YYYY-MM-DD.')
  .refine(isCalendarDate, 'That date does not exist.');

const uuid = (message: string) => z.uuid({ error: message });

/**
 * What a client sends to book. There is no price and no status: the server takes the price from
 * the catalogue and always creates 'pending' (unknown keys are dropped).
 */
export const bookingInputSchema = z.object({
  serviceId: z.string({ error: REQUIRED }).min(1, REQUIRED).pipe(uuid('Unknown service.')),
  professionalId: z
    .union([z.literal(''), z.null(), uuid('Unknown professional.')])
    .optional()
    .transform((value) => value || null),
  date: z.string({ error: REQUIRED }).min(1, REQUIRED).pipe(isoDate),
  time: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    // Which times are offered is the owner's choice (Settings), checked by the server's engine.
    .refine(onStartBoundary, { message: bookingMessages.slotUnavailable }),
  notes: z
    .string()
    .trim()
    .max(1000, 'Notes can be at most 1000 characters.')
    .optional()
    .nullable()
    .transform((value) => value || null),
  /**
   * The client's date of birth, asked by the form for an 18+ service when the profile has none;
   * saved on the profile for next time.
   */
  dateOfBirth: dateOfBirthField.optional(),
  /**
   * The client's UK mobile, asked by the form when the profile has none (issue 32: a new online
   * booking needs one); the server checks it and keeps it on the profile.
   */
  phone: z.string().trim().max(40, bookingMessages.mobileRequired).optional(),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

/** A client's new time for their own appointment: the service and professional stay. */
export const rescheduleInputSchema = bookingInputSchema.pick({ date: true, time: true });
export type RescheduleInput = z.input<typeof rescheduleInputSchema>;

/**
 * `moving` is the signed-in client's own appointment they are rescheduling: its own time counts as
 * free (they may shift it by half an hour with the same professional).
 */
const moving = uuid('Appointment not found.').optional();

// Ids in any case: the server's answers (and kept answers) are keyed by the lower-case form.
const lowerCase = (value: string) => value.toLowerCase();
const anyProfessional = z
  .union([z.literal(''), uuid('Unknown professional.')])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const availabilityQuerySchema = z.object({
  service: uuid('Unknown service.').transform(lowerCase),
  professional: anyProfessional,
  date: isoDate,
  moving,
});

/**
 * The back office's free times (the desk's window: walk-ins now, two years ahead); `exclude` is an
 * appointment being moved, whose own time counts as free.
 */
export const adminAvailabilityQuerySchema = availabilityQuerySchema.omit({ moving: true }).extend({
  exclude: uuid('Agendamento não encontrado.').optional(),
  /**
   * A visit's later parts (issue 32), after `service`: `serviceId:professionalId` pairs joined by
   * commas, the professional empty for 'Sem preferência'. The times are then those at which every
   * part fits back to back.
   */
  then: z
    .string()
    .optional()
    .transform((value) =>
      (value ? value.split(',') : []).map((pair) => {
        const [serviceId = '', professionalId = ''] = pair.split(':');
        return { serviceId: serviceId.toLowerCase(), professionalId: professionalId.toLowerCase() };
      }),
    )
    .pipe(
      z
        .array(
          z.object({
            serviceId: uuid('Serviço não encontrado.'),
            professionalId: z
              .union([z.literal(''), uuid('Profissional não encontrado.')])
              .transform((value) => value || null),
          }),
        )
        .max(MAX_VISIT_SERVICES - 1, `No máximo ${MAX_VISIT_SERVICES} serviços em uma visita.`),
    ),
});

/** The `then` of the desk's free times for a visit's later parts, as the query carries it. */
export const visitPartsParam = (parts: readonly { serviceId: string; professionalId: string }[]) =>
  parts.map((part) => `${part.serviceId}:${part.professionalId}`).join(',');

export const availableDaysQuerySchema = z.object({
  service: uuid('Unknown service.').transform(lowerCase),
  professional: anyProfessional,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be written as YYYY-MM.'),
  moving,
});

/** A client's appointment as the booking page shows it. */
export interface ClientAppointment {
  id: string;
  serviceName: string;
  durationMinutes: number;
  professionalName: string | null;
  /** ISO instant (UTC); shown in the salon's time zone. */
  startsAt: string;
  /** The salon-local date and time, as booked (YYYY-MM-DD, HH:mm). */
  date: string;
  time: string;
  totalPricePence: number;
  notes: string | null;
  status: AppointmentStatus;
  /** Whether the client may still cancel it online (status and the 24-hour rule). */
  cancellable: boolean;
  /** Whether the client may still move it online (status and the 12-hour rule, 24 with a paid deposit). */
  reschedulable: boolean;
  /**
   * With a paid deposit, whether a cancellation now would refund it (false once a move inside the
   * notice has kept it, decision 032); null without a paid deposit.
   */
  cancelRefundsDeposit: boolean | null;
  /** What a reschedule keeps: the service, and the client's choice of professional (null: any). */
  serviceId: string;
  professionalId: string | null;
  /** The deposit paid to hold it (decision 028), or null when none was asked. */
  deposit: DepositSummary | null;
  /** The visit it is a part of (issue 32): its parts are cancelled and moved together. */
  visitId?: string | null;
}

export interface Availability {
  date: string;
  times: string[];
  /** Why nobody works that day (a closure or a bank holiday), shown to the client; else null. */
  closedReason: string | null;
}

export interface AvailableDays {
  month: string;
  days: string[];
  /** The month's salon closures and closed bank holidays, with the reason clients see. */
  closed: { date: string; reason: string }[];
}

export const ADMIN_STATUS_FILTERS = ['all', ...APPOINTMENT_STATUSES] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export const adminAppointmentsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(ADMIN_STATUS_FILTERS, { error: 'Filtro de status inválido.' }).default('all'),
});

/**
 * Staff move an appointment along its statuses; a cancellation may carry its reason and whether
 * the client is told (issue 30). Without one, nothing is recorded and the client is told.
 */
export const adminStatusChangeSchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES, { error: 'Status inválido.' }),
    cancellation: cancellationSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.cancellation && value.status !== 'cancelled')
      ctx.addIssue({
        code: 'custom',
        path: ['cancellation'],
        message: cancellationMessages.onlyWhenCancelling,
      });
  });
export type AdminStatusChangeInput = z.input<typeof adminStatusChangeSchema>;

export const adminDayQuerySchema = z.object({ date: isoDate });

const MOVE_REQUIRED = 'Preencha a data e o horário.';

/**
 * Staff move an appointment (desk window); without `professionalId` the client's choice stays
 * (with 'Sem preferência', whoever is free, the professional already holding it first).
 */
export const adminMoveSchema = z.object({
  date: z
    .string({ error: MOVE_REQUIRED })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
    .refine(isCalendarDate, 'Data inválida.'),
  time: z
    .string({ error: MOVE_REQUIRED })
    .refine(onStartBoundary, { message: STAFF_START_MESSAGE }),
  professionalId: z
    .union([z.literal(''), z.null(), uuid('Profissional inválido.')])
    .optional()
    .transform((value) => value || null),
});
export type AdminMoveInput = z.input<typeof adminMoveSchema>;

const STAFF_NOTE_TOO_LONG = 'A nota interna pode ter no máximo 1000 caracteres.';

/**
 * Staff's internal note on an appointment (issue 27), as the desk and the appointment's detail
 * send it: trimmed, at most 1000 characters. The salon's, never the client's to see.
 */
export const staffNoteText = z
  .string({ error: 'Nota interna inválida.' })
  .trim()
  .max(1000, STAFF_NOTE_TOO_LONG);

/** Staff set, change or clear (blank or null) an appointment's internal note. */
export const adminStaffNoteSchema = z.object({
  staffNote: staffNoteText.nullable().transform((value) => value || null),
});
export type AdminStaffNoteInput = z.input<typeof adminStaffNoteSchema>;

/** An appointment as the back office shows it (one query, profiles joined). */
export interface AdminAppointment {
  id: string;
  /** The client record (decision 026): an account holder or a client the desk booked for. */
  clientId: string;
  clientName: string;
  /** Null for a desk client who gave no e-mail. */
  clientEmail: string | null;
  clientPhone: string | null;
  serviceId: string;
  serviceName: string;
  serviceCategory: ServiceCategory;
  durationMinutes: number;
  /** The service's clean-up time after it, which the diary keeps free too. */
  bufferMinutes: number;
  /** The client's choice; null is 'Sem preferência'. */
  professionalName: string | null;
  /** Who holds the time (decision 010). */
  assignedProfessionalId: string;
  assignedProfessionalName: string;
  startsAt: string;
  date: string;
  time: string;
  totalPricePence: number;
  /** The client's own notes, typed when they booked online: they see them too. */
  notes: string | null;
  /** Staff's internal note: only ever in the back office's answers. */
  staffNote: string | null;
  status: AppointmentStatus;
  createdAt: string;
  /** The deposit paid online to hold it (decision 028), or null. */
  deposit: DepositSummary | null;
  /** Why it was cancelled, when that was recorded (issue 30). */
  cancellation: CancellationRecord | null;
  /** The visit it is a part of (issue 32, decision 052), or null for a booking on its own. */
  visitId: string | null;
  /** Every part of that visit in order, this one included (none outside a visit). */
  visitParts: AdminVisitPart[];
}

/** One part of a visit, as the calendar and the appointment's panel link them. */
export interface AdminVisitPart {
  id: string;
  serviceName: string;
  /** Salon-local start (HH:mm). */
  time: string;
  assignedProfessionalName: string;
  status: AppointmentStatus;
}

/** What the appointment's panel warns the desk of about its client (issue 30). */
export interface AdminClientAlerts {
  clientId: string;
  /** The client record's private notes (allergies, what to watch for), newest first. */
  notes: ClientNote[];
  /**
   * The alert words the client's signed forms raised (issue 33): 'allergies', 'blood thinners'…
   * Never the answers themselves.
   */
  formFlags: string[];
}

export interface AdminAppointmentSummary {
  today: number;
  pending: number;
  confirmed: number;
  /** Confirmed appointments the client did not come to ('Não compareceu'). */
  noShow: number;
  /** Completed appointments' prices plus the deposits kept (late cancellations, no-shows). */
  revenuePence: number;
  /** Deposits' money in pence: paid and not settled yet, kept, and refunded. */
  deposits: { paidPence: number; retainedPence: number; refundedPence: number };
}

/** A professional's column of the day's calendar grid. */
export interface AdminDayProfessional {
  id: string;
  name: string;
  appointments: AdminAppointment[];
  /** When their pattern has them working that day (none when away all day or the salon is shut). */
  working: DaySpan[];
  /** Their time off touching that day. */
  timeOff: WeekTimeOff[];
  /** The services they perform: a block dragged onto their column must be one of them. */
  serviceIds: string[];
}

export interface AdminDayView {
  date: string;
  /** Why the salon is closed that day (a closure or a closed bank holiday); else null. */
  closedReason: string | null;
  /** The salon's opening hours that day, or null when it does not open. */
  opening: DaySpan | null;
  professionals: AdminDayProfessional[];
}
