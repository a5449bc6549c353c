import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { AffectedAppointment } from '@shared/schemas/admin-diary';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { selectAdminAppointments, toAdminAppointment } from '../desk/booking-admin.service';

// The back office's diary (issue 16). Adding or moving a range never cancels a booking: the answer
// lists the live ones it overlaps so the salon can move or cancel them; the booking engine reads
// these tables, so new bookings follow at once.

export type Span = { start: Date; end: Date; professionalId?: string };

/** Pending and confirmed bookings overlapping any of the spans (one query), soonest first. */
async function liveBookingsIn(db: Db, spans: Span[]) {
  if (spans.length === 0) return [];
  const overlaps = spans.map((span) =>
    and(
      lt(appointments.startsAt, span.end),
      gt(appointments.endsAt, span.start),
      span.professionalId
        ? eq(appointments.assignedProfessionalId, span.professionalId)
        : undefined,
    ),
  );
  return selectAdminAppointments(db)
    .where(and(inArray(appointments.status, ['pending', 'confirmed']), or(...overlaps)))
    .orderBy(asc(appointments.startsAt));
}

type BookingRow = Awaited<ReturnType<typeof liveBookingsIn>>[number];

// The list's row has the service's duration, not the booking's end: close enough to share the
// query's rows out among several spans (the query itself compares the stored end).
const inSpan = (row: BookingRow, span: Span) =>
  row.startsAt < span.end &&
  row.startsAt.getTime() + row.durationMinutes * 60_000 > span.start.getTime() &&
  (!span.professionalId || row.assignedProfessionalId === span.professionalId);

/** Each span's live bookings, from one query for them all. */
export async function affectedBy(db: Db, spans: Span[]): Promise<AffectedAppointment[][]> {
  const rows = await liveBookingsIn(db, spans);
  return spans.map((span) => rows.filter((row) => inSpan(row, span)).map(toAdminAppointment));
}
