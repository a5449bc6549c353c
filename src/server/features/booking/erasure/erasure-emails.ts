import { formatInstant, salonTime } from '@shared/salon-dates';
import type { SalonMail } from '../../../mail/mail-message';
import { renderEmail } from '../../../mail/templates/layout';

/** An appointment an erasure cancelled: what the salon is told, and nothing of whose it was. */
export interface FreedAppointment {
  id: string;
  startsAt: Date;
  serviceName: string;
  professionalName: string;
  /** What became of its paid deposit, if it had one. */
  deposit: 'refunded' | 'retained' | null;
}

const DEPOSIT_WORDS = { refunded: 'deposit refunded', retained: 'deposit kept' } as const;

/**
 * To the salon: the times a client's erasure freed. The client's name is not in it: the message
 * outlives the erasure in the mail queue and in the salon's inbox.
 */
export function appointmentsFreedEmail(freed: FreedAppointment[], notifyEmail: string): SalonMail {
  const lines = freed.map((a) =>
    [
      `${formatInstant(a.startsAt, 'longDate')} at ${salonTime(a.startsAt)}`,
      `${a.serviceName} with ${a.professionalName}`,
      ...(a.deposit ? [DEPOSIT_WORDS[a.deposit]] : []),
    ].join(' — '),
  );
  const count = freed.length === 1 ? 'An appointment' : `${freed.length} appointments`;
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `${count} cancelled by a client's data erasure.`,
        heading: 'Appointments freed by an erasure',
        paragraphs: [
          `A client asked for their personal data to be erased (UK GDPR). Their upcoming appointments below have been cancelled and the times are free again; the audit log records each one.`,
          ...lines,
        ],
      },
      salon,
    );
    return { to: notifyEmail, subject: `[Freed] ${count} cancelled by an erasure`, html, text };
  };
}
