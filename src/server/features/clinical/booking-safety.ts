import { and, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import {
  CLINICAL_BOOKING_CODES,
  consultationAfterDeskMessage,
  consultationAfterMessage,
  consultationRequiredDeskMessage,
  consultationRequiredMessage,
  PRESCRIBER_CONSULTATION_SLUG,
  patchTestReactionDeskMessage,
  patchTestReactionMessage,
  patchTestRequiredDeskMessage,
  patchTestRequiredMessage,
} from '@shared/clinical-safety';
import { LIVE_STATUSES } from '@shared/booking';
import { salonDate, salonInstant } from '@shared/salon-dates';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/booking';
import { services } from '../../db/schema/catalogue';
import {
  patchTests,
  prescriberConsultations,
  serviceClinicalSafety,
} from '../../db/schema/clinical-safety';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { recordAdminAction } from '../admin/audit.service';

// The clinic's rules before a treatment is booked (issue 33, decision 055): a patch test for
// dyes, tints and lash glue, a prescriber's consultation for prescription-only medicines. Every
// path that gives a client a time calls `checkBookingSafety` inside its booking's transaction,
// once the client is known: the client's own (online, a visit, a deposit's hold, a waitlist
// claim, a move) in English, the desk's in Portuguese.

export type SafetyAudience = 'client' | 'staff';

/** One appointment about to be the client's (or moved): its service and its times. */
export interface SafetyBooking {
  serviceId: string;
  startsAt: Date;
  /** Set when the row exists already (a move, a visit's part): it is not its own consultation. */
  appointmentId?: string;
}

/** The desk's written reason to book past a patch test's refusal (never past a prescription's). */
export interface SafetyOverride {
  reason: string;
  actor: AdminActor;
}

interface ServiceRules {
  patchTestRequired: boolean;
  patchTestHours: number;
  patchTestValidMonths: number;
  prescriptionOnly: boolean;
}

export async function serviceRules(db: Db, serviceId: string): Promise<ServiceRules | null> {
  const [row] = await db
    .select({
      patchTestRequired: serviceClinicalSafety.patchTestRequired,
      patchTestHours: serviceClinicalSafety.patchTestHours,
      patchTestValidMonths: serviceClinicalSafety.patchTestValidMonths,
      prescriptionOnly: serviceClinicalSafety.prescriptionOnly,
    })
    .from(serviceClinicalSafety)
    .where(eq(serviceClinicalSafety.serviceId, serviceId));
  return row ?? null;
}

/** The salon midnight `months` calendar months before the treatment's salon date. */
export function validFrom(startsAt: Date, months: number): Date {
  const [y, m, d] = salonDate(startsAt).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 - months, d)).toISOString().slice(0, 10);
  return salonInstant(date, '00:00');
}

/**
 * The patch test's verdict for a treatment starting at `startsAt`: 'ok' with a negative test at
 * least `hours` elapsed hours before (a DST change counts as the hours it really is), within
 * `months`; 'reaction' when any test in that time reacted; 'missing' otherwise.
 */
export async function patchTestVerdict(
  db: Db,
  clientId: string,
  startsAt: Date,
  rules: Pick<ServiceRules, 'patchTestHours' | 'patchTestValidMonths'>,
): Promise<'ok' | 'reaction' | 'missing'> {
  const latestAllowed = new Date(startsAt.getTime() - rules.patchTestHours * 3_600_000);
  const tests = await db
    .select({ result: patchTests.result, testedAt: patchTests.testedAt })
    .from(patchTests)
    .where(
      and(
        eq(patchTests.clientId, clientId),
        gte(patchTests.testedAt, validFrom(startsAt, rules.patchTestValidMonths)),
        lte(patchTests.testedAt, startsAt),
      ),
    );
  if (tests.some((t) => t.result === 'reaction')) return 'reaction';
  return tests.some((t) => t.result === 'negative' && t.testedAt <= latestAllowed)
    ? 'ok'
    : 'missing';
}

/** A prescription in date on `date` (salon calendar), given at a consultation before `before`. */
export async function prescriptionInDate(
  db: Db,
  clientId: string,
  date: string,
  before: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: prescriberConsultations.id })
    .from(prescriberConsultations)
    .where(
      and(
        eq(prescriberConsultations.clientId, clientId),
        eq(prescriberConsultations.suitable, true),
        lte(prescriberConsultations.consultedAt, before),
        gte(prescriberConsultations.validUntil, date),
      ),
    )
    .orderBy(desc(prescriberConsultations.consultedAt))
    .limit(1);
  return Boolean(row);
}

/**
 * The client's live appointments of the prescriber consultation, earliest end first: booked, not
 * yet recorded, they let the first treatment be booked after their end.
 */
async function bookedConsultationEnds(
  db: Db,
  clientId: string,
  exceptId: string | undefined,
): Promise<Date[]> {
  const rows = await db
    .select({ endsAt: appointments.endsAt })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        eq(appointments.clientId, clientId),
        eq(services.slug, PRESCRIBER_CONSULTATION_SLUG),
        inArray(appointments.status, [...LIVE_STATUSES]),
        exceptId ? ne(appointments.id, exceptId) : undefined,
      ),
    )
    .orderBy(appointments.endsAt);
  return rows.map((r) => r.endsAt);
}

const refusal = (code: string, message: string) =>
  new ApiError(422, code, message, { time: message });

/**
 * Refuses a booking the clinic's rules forbid, in the audience's language. A patch test missing
 * or reacted may be overridden by the desk with a written reason, recorded in the audit log; a
 * prescription-only medicine never is: a prescription in date, or a consultation booked to end
 * before the treatment starts, is required.
 */
export async function checkBookingSafety(
  tx: Db,
  clientId: string,
  booking: SafetyBooking,
  audience: SafetyAudience,
  override?: SafetyOverride,
): Promise<void> {
  const rules = await serviceRules(tx, booking.serviceId);
  if (!rules) return;
  const staff = audience === 'staff';
  if (rules.patchTestRequired) {
    const verdict = await patchTestVerdict(tx, clientId, booking.startsAt, rules);
    if (verdict !== 'ok') {
      if (staff && override) {
        await recordAdminAction(
          tx,
          override.actor,
          'patch_test.override',
          { type: 'client', id: clientId },
          {
            serviceId: booking.serviceId,
            startsAt: booking.startsAt.toISOString(),
            verdict,
            reason: override.reason,
          },
        );
      } else if (verdict === 'reaction') {
        throw refusal(
          CLINICAL_BOOKING_CODES.patchTestReaction,
          staff ? patchTestReactionDeskMessage : patchTestReactionMessage,
        );
      } else {
        throw refusal(
          CLINICAL_BOOKING_CODES.patchTestRequired,
          staff
            ? patchTestRequiredDeskMessage(rules.patchTestHours)
            : patchTestRequiredMessage(rules.patchTestHours),
        );
      }
    }
  }
  if (rules.prescriptionOnly) {
    const date = salonDate(booking.startsAt);
    if (await prescriptionInDate(tx, clientId, date, booking.startsAt)) return;
    const ends = await bookedConsultationEnds(tx, clientId, booking.appointmentId);
    if (ends.length === 0)
      throw refusal(
        CLINICAL_BOOKING_CODES.consultationRequired,
        staff ? consultationRequiredDeskMessage : consultationRequiredMessage,
      );
    if (!ends.some((end) => end <= booking.startsAt))
      throw refusal(
        CLINICAL_BOOKING_CODES.consultationAfter,
        staff ? consultationAfterDeskMessage : consultationAfterMessage,
      );
  }
}
