import { formatAddress, mainPhone } from '@shared/salon-facts';
import type { SalonSettings } from '@shared/schemas/settings';
import { SALON_TIME_ZONE, salonDate, salonTime } from '@shared/salon-dates';

export interface IcsAppointment {
  id: string;
  serviceName: string;
  professionalName: string | null;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  /** Its last change: the file's DTSTAMP, so a calendar takes a later file as the newer one. */
  updatedAt: Date;
  /** Raised by every move (decision 026): a calendar replaces the event with a higher one. */
  sequence: number;
  notes: string | null;
}

// Europe/London's rules, so calendars that only read the file (not a tz database) still place the
// event at the salon's wall-clock time on either side of a DST change.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SALON_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const localStamp = (instant: Date) =>
  `${salonDate(instant).replace(/-/g, '')}T${salonTime(instant).replace(':', '')}00`;

const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

/** RFC 5545 folds lines longer than 75 octets, continuing them with a leading space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The UID stays the same for an appointment, so a later file (a move, a cancellation) replaces
 * the event: calendars apply it when its SEQUENCE is higher, or equal with a later DTSTAMP.
 */
export const appointmentUid = (id: string) => `appointment-${id}@aurorabeautystudio.co.uk`;

/**
 * A calendar file for the appointment, or for every part of a visit (issue 32: one event each);
 * `cancelled` produces the cancelling update, one SEQUENCE above each appointment's last. METHOD
 * matches the e-mail part's `method=` (see booking-emails).
 */
export function appointmentIcs(
  appointments: IcsAppointment | readonly IcsAppointment[],
  salon: Pick<SalonSettings, 'name' | 'address' | 'phones'>,
  cancelled = false,
): string {
  const events = (Array.isArray(appointments) ? appointments : [appointments]) as IcsAppointment[];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aurora Beauty Studio//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...VTIMEZONE,
    ...events.flatMap((appointment) => vevent(appointment, salon, cancelled)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function vevent(
  appointment: IcsAppointment,
  salon: Pick<SalonSettings, 'name' | 'address' | 'phones'>,
  cancelled: boolean,
): string[] {
  const description = [
    `${appointment.serviceName} at ${salon.name}.`,
    appointment.professionalName ? `With ${appointment.professionalName}.` : '',
    appointment.notes ? `Notes: ${appointment.notes}` : '',
    `Phone ${mainPhone(salon).display}.`,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${appointmentUid(appointment.id)}`,
    `DTSTAMP:${utcStamp(appointment.updatedAt)}`,
    `DTSTART;TZID=${SALON_TIME_ZONE}:${localStamp(appointment.startsAt)}`,
    `DTEND;TZID=${SALON_TIME_ZONE}:${localStamp(appointment.endsAt)}`,
    `SEQUENCE:${appointment.sequence + (cancelled ? 1 : 0)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'TENTATIVE'}`,
    `SUMMARY:${escapeText(`${appointment.serviceName} — ${salon.name}`)}`,
    `LOCATION:${escapeText(formatAddress(salon.address))}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  ];
}
