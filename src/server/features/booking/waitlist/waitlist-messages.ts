import { formatInstant, salonTime } from '@shared/salon-dates';
import { waitlistOfferPath } from '@shared/routes';
import { OFFER_MINUTES } from '@shared/waitlist';
import type { SalonMail } from '../../../mail/mail-message';
import { renderEmail } from '../../../mail/templates/layout';
import type { EmailClient } from '../core/booking-emails';

export interface OfferedTime {
  serviceName: string;
  professionalName: string;
  startsAt: Date;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
const when = (t: OfferedTime) =>
  `${formatInstant(t.startsAt, 'longDate')} at ${salonTime(t.startsAt)}`;

/** To the waitlisted client: a freed time, held for them, and the link that books or passes it. */
export function waitlistOfferEmail(
  time: OfferedTime,
  client: EmailClient,
  token: string,
  publicUrl: string,
): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `${time.serviceName} on ${when(time)} is free: held for you for ${OFFER_MINUTES} minutes.`,
        heading: 'A time has freed up for you',
        paragraphs: [
          `Hello ${firstName(client.name)}, a time you were waiting for at ${salon.name} has freed up: ${time.serviceName} with ${time.professionalName} on ${when(time)} (UK time).`,
          `We are holding it for you for ${OFFER_MINUTES} minutes. Book it with the button below, or tell us you cannot come so we can offer it to the next client.`,
        ],
        action: { label: 'Book this time', url: new URL(waitlistOfferPath(token), publicUrl).href },
        footer: {
          text: `This link is for you only. After ${OFFER_MINUTES} minutes the time goes to the next client on the waitlist; you stay on the waitlist for other times.`,
        },
      },
      salon,
    );
    return {
      to: client.email,
      subject: `A time has freed up: ${time.serviceName} on ${when(time)}`,
      html,
      text,
      urgent: true,
    };
  };
}

/** The same offer by SMS, to a number the client verified (decision 036). */
export function waitlistOfferSms(time: OfferedTime, token: string, publicUrl: string): string {
  return `A time has freed up: ${time.serviceName} on ${when(time)}, held for you for ${OFFER_MINUTES} min. Book: ${new URL(waitlistOfferPath(token), publicUrl).href}`;
}
