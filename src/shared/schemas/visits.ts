import { z } from 'zod';
import { bookingMessages } from '../booking';
import type { DepositCheckout } from '../deposits';
import { isCalendarDate } from '../salon-dates';
import { onStartBoundary } from '../start-times';
import type { ClientAppointment } from './booking';
import { dateOfBirthField } from './fields';

/**
 * The public booking flow's contract (issue 32): a visit is one or more services back to back,
 * chosen before the visitor says who they are. The time is held (VISIT_HOLD_MINUTES) from
 * 'Continue' while they sign in, then booked — or sent on to the deposit checkout.
 */
export const VISIT_HOLD_MINUTES = 10;
/** At most this many services in one visit. */
export const MAX_VISIT_SERVICES = 4;
/** How many of the next free days `/api/visit-availability/next` answers. */
export const NEXT_FREE_DAYS = 7;

const REQUIRED = bookingMessages.requiredFields;

const isoDate = z
  .string({ error: REQUIRED })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be written as YYYY-MM-DD.')
  .refine(isCalendarDate, 'That date does not exist.');

const lowerCaseUuid = (message: string) =>
  z.uuid({ error: message }).transform((value) => value.toLowerCase());

const anyProfessional = z
  .union([z.literal(''), z.null(), lowerCaseUuid('Unknown professional.')])
  .optional()
  .transform((value) => value || null);

/** One part of a visit: a service and who performs it (null: 'No preference'). */
export const visitPartSchema = z.object({
  serviceId: lowerCaseUuid('Unknown service.'),
  professionalId: anyProfessional,
});
export type VisitPartInput = z.input<typeof visitPartSchema>;

const visitParts = z
  .array(visitPartSchema, { error: REQUIRED })
  .min(1, 'Choose at least one service.')
  .max(MAX_VISIT_SERVICES, `At most ${MAX_VISIT_SERVICES} services in one visit.`);

/**
 * `services` is a comma-separated list of service ids, in the order they are done; `professional`
 * applies to every part (empty: 'No preference').
 */
const servicesList = z
  .string({ error: REQUIRED })
  .min(1, 'Choose at least one service.')
  .transform((value) => value.split(',').map((id) => id.trim().toLowerCase()))
  .pipe(
    z
      .array(z.uuid({ error: 'Unknown service.' }))
      .min(1, 'Choose at least one service.')
      .max(MAX_VISIT_SERVICES, `At most ${MAX_VISIT_SERVICES} services in one visit.`),
  );

/** GET /api/visit-availability: start times at which the whole chain fits, on one date. */
export const visitAvailabilityQuerySchema = z.object({
  services: servicesList,
  professional: anyProfessional,
  date: isoDate,
});

/** GET /api/visit-availability/days: the month's dates with at least one such time. */
export const visitDaysQuerySchema = z.object({
  services: servicesList,
  professional: anyProfessional,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be written as YYYY-MM.'),
});

/** GET /api/visit-availability/next: the next NEXT_FREE_DAYS dates with a free time, from today. */
export const visitNextDaysQuerySchema = z.object({
  services: servicesList,
  professional: anyProfessional,
});
export interface NextFreeDays {
  /** Salon-local dates (YYYY-MM-DD), soonest first, each with its first free times. */
  days: { date: string; times: string[] }[];
}

/** POST /api/visit-holds (public): hold the chain's time for VISIT_HOLD_MINUTES. */
export const visitHoldInputSchema = z.object({
  parts: visitParts,
  date: z.string({ error: REQUIRED }).min(1, REQUIRED).pipe(isoDate),
  time: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .refine(onStartBoundary, { message: bookingMessages.slotUnavailable }),
});
export type VisitHoldInput = z.input<typeof visitHoldInputSchema>;

/** One held or booked part, as the flow shows it. */
export interface VisitPartSummary {
  serviceId: string;
  serviceName: string;
  professionalName: string;
  /** Salon-local date and time of this part's start. */
  date: string;
  time: string;
  durationMinutes: number;
  pricePence: number;
  /** The part's deposit, or null when its service asks none. */
  depositPence: number | null;
}

/** The answer of POST /api/visit-holds (201) and GET /api/visit-holds/:token (200). */
export interface VisitHold {
  /** Secret: whoever has it may book or release the held time. */
  token: string;
  expiresAt: string;
  parts: VisitPartSummary[];
  totalPricePence: number;
  /** The sum of the parts' deposits, or null when none asks one. */
  depositPence: number | null;
}

/**
 * POST /api/visit-holds/:token/book (signed in): the held time becomes the client's visit. `phone`
 * is a UK mobile, required when the profile has none (saved on the profile).
 */
export const visitBookInputSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(1000, 'Notes can be at most 1000 characters.')
    .optional()
    .nullable()
    .transform((value) => value || null),
  dateOfBirth: dateOfBirthField.optional(),
  phone: z.string().trim().optional(),
});
export type VisitBookInput = z.input<typeof visitBookInputSchema>;

/** 201: booked (`visit`); 202: a deposit is due first (`checkout`). */
export type VisitBooking =
  { visit: BookedVisit; checkout?: undefined } | { checkout: DepositCheckout; visit?: undefined };

export interface BookedVisit {
  id: string;
  /** Its parts, in order; a one-service visit has one. */
  appointments: ClientAppointment[];
  /** GET: the whole visit as one .ics event per part (signed in, the client's own). */
  icsUrl: string;
}
