import { CANCELLATION_NOTICE_HOURS, RESCHEDULE_NOTICE_HOURS } from '@shared/booking';
import { formatAddress, mainPhone } from '@shared/salon-facts';
import { formatGbp } from '@shared/money';
import { appointmentChangePath, paths } from '@shared/routes';
import { formatInstant, salonTime } from '@shared/salon-dates';
import type { SalonSettings } from '@shared/schemas/settings';
import type { SalonMail } from '../../../mail/mail-message';
import { renderEmail } from '../../../mail/templates/layout';
import { appointmentIcs, type IcsAppointment } from './appointment-ics';

export interface EmailAppointment extends IcsAppointment {
  totalPricePence: number;
  /** The deposit paid online to hold it (decision 028), when there is one. */
  depositPaidPence?: number;
}

export interface EmailClient {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * One appointment, or the parts of a visit of several services back to back (issue 32), in order:
 * a visit's e-mail lists every part and carries one calendar file with an event per part.
 */
export type EmailVisit = EmailAppointment | readonly EmailAppointment[];
const partsOf = (visit: EmailVisit): readonly EmailAppointment[] =>
  Array.isArray(visit) ? visit : [visit as EmailAppointment];

const when = (visit: EmailVisit) => {
  const { startsAt } = partsOf(visit)[0]!;
  return `${formatInstant(startsAt, 'longDate')} at ${salonTime(startsAt)}`;
};

/** The services' names, in order: 'Cut & Blow-dry + Gel Polish'. */
const servicesOf = (visit: EmailVisit) =>
  partsOf(visit)
    .map((part) => part.serviceName)
    .join(' + ');

const partRows = (a: EmailAppointment): [string, string][] => [
  ['Service', a.serviceName],
  ['Professional', a.professionalName ?? 'No preference'],
  ['Date', formatInstant(a.startsAt, 'longDate')],
  ['Time', `${salonTime(a.startsAt)} – ${salonTime(a.endsAt)} (UK time)`],
  ['Price', formatGbp(a.totalPricePence)],
];

const details = (visit: EmailVisit): [string, string][] => {
  const parts = partsOf(visit);
  const sum = (pick: (a: EmailAppointment) => number | undefined) =>
    parts.reduce((total, a) => total + (pick(a) ?? 0), 0);
  const deposit = sum((a) => a.depositPaidPence);
  const notes = parts[0]!.notes;
  return [
    ...parts.flatMap(partRows),
    ...(parts.length > 1
      ? ([['Total', formatGbp(sum((a) => a.totalPricePence))]] as [string, string][])
      : []),
    ...(deposit ? ([['Deposit paid', formatGbp(deposit)]] as [string, string][]) : []),
    ...(notes ? ([['Notes', notes]] as [string, string][]) : []),
  ];
};

const attachment = (visit: EmailVisit, salon: SalonSettings, cancelled = false) => ({
  filename: cancelled ? 'appointment-cancelled.ics' : 'appointment.ics',
  contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
  content: appointmentIcs(partsOf(visit), salon, cancelled),
});

/** The deposit paid for the whole visit (0 without one). */
const depositOf = (visit: EmailVisit) =>
  partsOf(visit).reduce((total, a) => total + (a.depositPaidPence ?? 0), 0);

/** Who booked, for the salon's notices. */
const clientRows = (client: EmailClient): [string, string][] => [
  ['Client', client.name],
  ['Email', client.email],
  ['Phone', client.phone ?? '—'],
];

/** The salon's notices answer the client when replied to. */
const replyToClient = (client: EmailClient) =>
  `"${client.name.replace(/["\\\r\n]/g, '')}" <${client.email}>`;

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** What differs between the client's e-mails about one appointment; the frame is shared. */
interface ClientMessage {
  preheader: string;
  heading: string;
  paragraphs: string[];
  action: string;
  subject: string;
  /** The attached file cancels the event instead of publishing it. */
  cancelled?: boolean;
  /** Rows added under the appointment's details. */
  moreDetails?: [string, string][];
  links?: { label: string; url: string }[];
}

/** An e-mail to the client about one appointment, with its details and calendar file. */
function clientMail(
  a: EmailVisit,
  client: EmailClient,
  publicUrl: string,
  message: (salon: SalonSettings) => ClientMessage,
): SalonMail {
  return (salon) => {
    const m = message(salon);
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: m.preheader,
        heading: m.heading,
        paragraphs: m.paragraphs,
        details: [...details(a), ...(m.moreDetails ?? [])],
        action: { label: m.action, url: new URL(paths.appointments, publicUrl).href },
        links: m.links,
      },
      salon,
    );
    return {
      to: client.email,
      subject: m.subject,
      html,
      text,
      attachments: [attachment(a, salon, m.cancelled)],
    };
  };
}

/**
 * To the client, right after booking: what they asked for, pending the salon's confirmation, or
 * already confirmed (the owner confirms online bookings automatically, or the deposit is paid).
 */
export function bookingReceivedEmail(
  a: EmailVisit,
  client: EmailClient,
  publicUrl: string,
  confirmed = false,
): SalonMail {
  return clientMail(a, client, publicUrl, (salon) => ({
    preheader: confirmed
      ? `${servicesOf(a)} on ${when(a)}: confirmed. See you then.`
      : `${servicesOf(a)} on ${when(a)}: we'll contact you to confirm.`,
    heading: confirmed ? 'Your appointment is confirmed' : 'Your appointment request',
    paragraphs: [
      confirmed
        ? `Hello ${firstName(client.name)}, thank you for booking with ${salon.name}. Your appointment is confirmed. We look forward to seeing you.`
        : `Hello ${firstName(client.name)}, thank you for booking with ${salon.name}. Your appointment is pending: we'll contact you to confirm.`,
      ...(depositOf(a)
        ? [
            `We have received your ${formatGbp(depositOf(a))} deposit. It is refunded if you cancel at least 24 hours before; a later cancellation or a missed appointment keeps it.`,
          ]
        : []),
      `Need to change it? You can cancel online up to 24 hours before it starts, or call us on ${mainPhone(salon).display}. The attached file adds it to your calendar.`,
    ],
    action: 'See my appointments',
    subject: confirmed
      ? `Confirmed: ${servicesOf(a)} on ${when(a)}`
      : `Appointment request: ${servicesOf(a)} on ${when(a)}`,
  }));
}

/** To the salon about a client's own change: the client's rows first, replies go to the client. */
function salonNotice(
  a: EmailVisit,
  client: EmailClient,
  notifyEmail: string,
  words: {
    subjectTag: string;
    preheader: string;
    heading: string;
    paragraphs: string[];
    /** The attached file removes the event from the salon's calendar. */
    cancelled?: boolean;
  },
): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: words.paragraphs,
        details: [...clientRows(client), ...details(a)],
      },
      salon,
    );
    return {
      to: notifyEmail,
      replyTo: replyToClient(client),
      subject: `[${words.subjectTag}] ${servicesOf(a)} — ${when(a)} — ${client.name.replace(/[\r\n]/g, ' ')}`,
      html,
      text,
      attachments: [attachment(a, salon, words.cancelled)],
    };
  };
}

/** To the salon: a new booking to confirm (or already confirmed); replying answers the client. */
export function bookingNoticeEmail(
  a: EmailVisit,
  client: EmailClient,
  notifyEmail: string,
  confirmed = false,
): SalonMail {
  return salonNotice(a, client, notifyEmail, {
    subjectTag: 'Booking',
    preheader: `${client.name}: ${servicesOf(a)} on ${when(a)}`,
    heading: confirmed ? 'New appointment, confirmed' : 'New appointment to confirm',
    paragraphs: [
      confirmed
        ? `${client.name} booked online; it is already confirmed. Replying to this e-mail answers the client.`
        : `${client.name} booked online. Confirm it in the back office; replying to this e-mail answers the client.`,
      ...(depositOf(a) ? [`A deposit of ${formatGbp(depositOf(a))} has been paid online.`] : []),
    ],
  });
}

/** To the client when the salon confirms the appointment (a visit's every part, in one e-mail). */
export function bookingConfirmedEmail(
  a: EmailVisit,
  client: EmailClient,
  publicUrl: string,
): SalonMail {
  return clientMail(a, client, publicUrl, (salon) => ({
    preheader: `See you on ${when(a)}.`,
    heading: 'Your appointment is confirmed',
    paragraphs: [
      `Hello ${firstName(client.name)}, your appointment at ${salon.name} is confirmed. We look forward to seeing you.`,
    ],
    action: 'See my appointments',
    subject: `Confirmed: ${servicesOf(a)} on ${when(a)}`,
  }));
}

/** To the client when the appointment is cancelled, by them or by the salon. */
export function bookingCancelledEmail(
  a: EmailVisit,
  client: EmailClient,
  publicUrl: string,
): SalonMail {
  return clientMail(a, client, publicUrl, (salon) => ({
    preheader: `${servicesOf(a)} on ${when(a)} has been cancelled.`,
    heading: 'Your appointment has been cancelled',
    paragraphs: [
      `Hello ${firstName(client.name)}, your appointment for ${servicesOf(a)} on ${when(a)} has been cancelled.`,
      `Would you like another time? Book online or call us on ${mainPhone(salon).display}.`,
    ],
    action: 'Book again',
    subject: `Cancelled: ${servicesOf(a)} on ${when(a)}`,
    cancelled: true,
  }));
}

/** Where an appointment was before a move: what the rescheduling e-mails say it moved from. */
export interface PreviousTime {
  startsAt: Date;
}

/**
 * To the client when their appointment moves (by them or by the salon). The attached file keeps
 * the appointment's UID with a higher SEQUENCE, so their calendar moves the event it already has.
 */
export function bookingRescheduledEmail(
  a: EmailVisit,
  previous: PreviousTime,
  client: EmailClient,
  publicUrl: string,
): SalonMail {
  return clientMail(a, client, publicUrl, (salon) => ({
    preheader: `${servicesOf(a)} is now on ${when(a)}.`,
    heading: 'Your appointment has moved',
    paragraphs: [
      `Hello ${firstName(client.name)}, your appointment for ${servicesOf(a)} at ${salon.name} has moved from ${formatInstant(previous.startsAt, 'dateTime')} to ${formatInstant(partsOf(a)[0]!.startsAt, 'dateTime')}.`,
      `The attached file updates the event in your calendar. Need another change? Call us on ${mainPhone(salon).display}.`,
    ],
    action: 'See my appointments',
    subject: `Rescheduled: ${servicesOf(a)} on ${when(a)}`,
  }));
}

/** To the salon when a client moves their own appointment online. */
export function bookingRescheduledNoticeEmail(
  a: EmailVisit,
  previous: PreviousTime,
  client: EmailClient,
  notifyEmail: string,
): SalonMail {
  return salonNotice(a, client, notifyEmail, {
    subjectTag: 'Rescheduled',
    preheader: `${client.name}: ${servicesOf(a)} moved to ${when(a)}`,
    heading: 'A client moved their appointment',
    paragraphs: [
      `${client.name} moved ${servicesOf(a)} online from ${formatInstant(previous.startsAt, 'dateTime')} to ${formatInstant(partsOf(a)[0]!.startsAt, 'dateTime')}. The old time is free again.`,
    ],
  });
}

/** To the salon when a client cancels their own appointment online (issue 30). */
export function bookingCancelledNoticeEmail(
  a: EmailVisit,
  client: EmailClient,
  notifyEmail: string,
): SalonMail {
  return salonNotice(a, client, notifyEmail, {
    subjectTag: 'Cancelled',
    preheader: `${client.name} cancelled ${servicesOf(a)} on ${when(a)}`,
    heading: 'A client cancelled their appointment',
    paragraphs: [
      `${client.name} cancelled ${servicesOf(a)} on ${when(a)} online. The time is free again.`,
    ],
    cancelled: true,
  });
}

/**
 * To the client before the appointment (issue 18): what, who, when and where, the calendar file
 * with the appointment's UID and current SEQUENCE (so it updates the event they may have), and
 * links that open My Appointments on this appointment's Reschedule or Cancel dialog; the page and
 * the server still apply the 12- and 24-hour rules when the link is followed. `depositPaidPence`:
 * its deposit, when paid (shown, and the 24 hours then hold for a move too).
 */
export function bookingReminderEmail(
  a: EmailAppointment,
  client: EmailClient,
  publicUrl: string,
): SalonMail {
  const link = (change: 'reschedule' | 'cancel') =>
    new URL(appointmentChangePath(a.id, change), publicUrl).href;
  return clientMail(a, client, publicUrl, (salon) => ({
    preheader: `See you on ${when(a)} at ${salon.name}.`,
    heading: 'Your appointment is coming up',
    paragraphs: [
      `Hello ${firstName(client.name)}, this is a reminder of your appointment at ${salon.name}: ${a.serviceName} on ${when(a)}.`,
      // A paid deposit's appointment moves online only while it could still be cancelled (032).
      a.depositPaidPence
        ? `Need to change it? With your deposit paid, you can reschedule or cancel online up to ${CANCELLATION_NOTICE_HOURS} hours before it starts, or call us on ${mainPhone(salon).display}. The attached file keeps your calendar up to date.`
        : `Need to change it? You can reschedule online up to ${RESCHEDULE_NOTICE_HOURS} hours before it starts and cancel up to ${CANCELLATION_NOTICE_HOURS} hours before, or call us on ${mainPhone(salon).display}. The attached file keeps your calendar up to date.`,
    ],
    moreDetails: [['Address', formatAddress(salon.address)]],
    action: 'See my appointments',
    links: [
      { label: 'Reschedule', url: link('reschedule') },
      { label: 'Cancel', url: link('cancel') },
    ],
    subject: `Reminder: ${a.serviceName} on ${when(a)}`,
  }));
}

/** The reminder by SMS: short, with the time, the place and where to change it. */
export function bookingReminderSms(
  a: Pick<EmailAppointment, 'serviceName' | 'startsAt'>,
  salon: SalonSettings,
  publicUrl: string,
): string {
  return `${salon.name}: reminder of your ${a.serviceName} on ${formatInstant(a.startsAt, 'shortDate')} at ${salonTime(a.startsAt)}, ${salon.address.street}. To change it: ${new URL(paths.appointments, publicUrl).href} or call ${mainPhone(salon).display}.`;
}

/**
 * To the client whose deposit arrived after the hold lapsed and whose time was taken meanwhile:
 * the deposit is refunded in full, said plainly.
 */
export function depositRefundedLateEmail(
  held: { serviceName: string; startsAt: Date; amountPence: number },
  client: EmailClient,
  message: string,
  publicUrl: string,
): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `Your ${formatGbp(held.amountPence)} deposit has been refunded.`,
        heading: 'Your deposit has been refunded',
        paragraphs: [
          `Hello ${firstName(client.name)}. ${message}`,
          `Refunds reach your card within 5–10 working days. Questions? Call us on ${mainPhone(salon).display}.`,
        ],
        details: [
          ['Service', held.serviceName],
          ['Time you chose', formatInstant(held.startsAt, 'dateTime')],
          ['Deposit refunded', formatGbp(held.amountPence)],
        ],
        action: { label: 'Choose another time', url: new URL(paths.appointments, publicUrl).href },
      },
      salon,
    );
    return { to: client.email, subject: 'Your deposit has been refunded', html, text };
  };
}
