import { z } from 'zod';
import { isCalendarDate } from './salon-dates';

/**
 * The parts of a day a client may wait for (issue 32), by the start's salon time (Europe/London):
 * mornings start before 12:00, afternoons from 12:00 to before 17:00, evenings from 17:00.
 */
export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Where each part of the day ends (exclusive), as HH:mm on the salon's clock. */
const PART_ENDS: Record<Exclude<PartOfDay, 'evening'>, string> = {
  morning: '12:00',
  afternoon: '17:00',
};

/** The part of the day a salon time (HH:mm) falls in. */
export function partOfDay(time: string): PartOfDay {
  if (time < PART_ENDS.morning) return 'morning';
  if (time < PART_ENDS.afternoon) return 'afternoon';
  return 'evening';
}

/** How long a freed time is held for the client it is offered to. */
export const OFFER_MINUTES = 30;
/** Open entries a client may keep at once: enough to wait for a few services, not to flood. */
export const MAX_OPEN_ENTRIES = 5;
/** The range a client may wait over, as far ahead as online booking opens. */
export const MAX_RANGE_DAYS = 90;

export const waitlistMessages = {
  heading: 'Join the waitlist',
  intro:
    'Tell us when suits you and we will e-mail you when a time frees up. It is held for you for 30 minutes.',
  from: 'From',
  to: 'To',
  parts: 'Parts of the day',
  partLabels: {
    morning: 'Mornings (before 12:00)',
    afternoon: 'Afternoons (12:00–17:00)',
    evening: 'Evenings (after 17:00)',
  } satisfies Record<PartOfDay, string>,
  submit: 'Join the waitlist',
  joined: 'You are on the waitlist. We will e-mail you when a time frees up.',
  signIn: 'Sign in to join the waitlist',
  yours: 'Your waitlist',
  leave: 'Leave',
  left: 'You have left the waitlist for this service.',
  anyProfessional: 'No preference',
  partsRequired: 'Choose at least one part of the day.',
  fromInvalid: 'Choose the first day you could come.',
  toInvalid: 'Choose the last day you could come.',
  fromPast: 'The first day cannot be in the past.',
  toBeforeFrom: 'The last day must be on or after the first day.',
  tooFar: `Choose days up to ${MAX_RANGE_DAYS} days ahead.`,
  tooMany: `You can wait for at most ${MAX_OPEN_ENTRIES} times at once. Leave one to join another.`,
  serviceRequired: 'Choose a service.',
  notFound: 'This waitlist entry was not found.',
  offerNotFound: 'This offer link is not valid.',
  offerEnded: 'This offer has ended: the time is no longer held for you.',
  offerHeading: 'A time has freed up for you',
  book: 'Book this time',
  decline: 'No thanks',
  booked: 'Booked. It is in your appointments.',
  declined: 'Thank you: we have passed this time on. You stay on the waitlist.',
  heldUntil: 'Held for you until',
} as const;

const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, { message });

export const joinWaitlistSchema = z
  .object({
    serviceId: z.uuid({ error: waitlistMessages.serviceRequired }),
    professionalId: z.uuid().nullable(),
    fromDate: calendarDate(waitlistMessages.fromInvalid),
    toDate: calendarDate(waitlistMessages.toInvalid),
    parts: z
      .array(z.enum(PARTS_OF_DAY), { error: waitlistMessages.partsRequired })
      .min(1, { error: waitlistMessages.partsRequired })
      .max(PARTS_OF_DAY.length),
  })
  .refine((v) => v.toDate >= v.fromDate, {
    path: ['toDate'],
    message: waitlistMessages.toBeforeFrom,
  });
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

export type WaitlistStatus = 'waiting' | 'booked';
export type OfferStatus = 'offered' | 'claimed' | 'lapsed' | 'declined';

/** A client's own entry, as /agendamentos lists it. */
export interface WaitlistEntry {
  id: string;
  serviceName: string;
  professionalName: string | null;
  fromDate: string;
  toDate: string;
  parts: PartOfDay[];
  status: WaitlistStatus;
  createdAt: string;
}

/** An entry as the back office lists it. */
export interface AdminWaitlistEntry extends WaitlistEntry {
  clientName: string | null;
  clientEmail: string | null;
  offers: { startsAt: string; status: OfferStatus }[];
}

/** What the offer page shows. */
export interface WaitlistOffer {
  serviceName: string;
  professionalName: string;
  startsAt: string;
  expiresAt: string;
  status: OfferStatus;
  depositPence: number | null;
}
