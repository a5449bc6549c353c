import { bookPath } from '@shared/routes';
import { formatInstant } from '@shared/salon-dates';
import { REBOOK_UNSUBSCRIBE_API, rebookUnsubscribePath } from '@shared/rebook-reminders';
import type { SalonMail } from '../../../mail/mail-message';
import { renderEmail } from '../../../mail/templates/layout';

export interface RebookVisit {
  clientName: string;
  clientEmail: string;
  serviceName: string;
  serviceSlug: string;
  startsAt: Date;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * The invitation to book a service again: its button opens the booking flow with the service
 * chosen; 'Unsubscribe' (in the body, and as the one-click List-Unsubscribe of RFC 8058) turns
 * these e-mails off.
 */
export function rebookReminderEmail(
  visit: RebookVisit,
  token: string,
  publicUrl: string,
): SalonMail {
  return (salon) => {
    const unsubscribe = new URL(rebookUnsubscribePath(token), publicUrl).href;
    const oneClick = new URL(`${REBOOK_UNSUBSCRIBE_API}/${token}`, publicUrl).href;
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `It’s about time for your next ${visit.serviceName}.`,
        heading: `Time for your next ${visit.serviceName}?`,
        paragraphs: [
          `Hello ${firstName(visit.clientName)}, your ${visit.serviceName} at ${salon.name} was on ${formatInstant(visit.startsAt, 'longDate')}, and it is about time for the next one.`,
          'Choose a day and a time that suit you: it takes under a minute.',
        ],
        action: {
          label: `Book ${visit.serviceName}`,
          url: new URL(bookPath(visit.serviceSlug), publicUrl).href,
        },
        footer: {
          text: 'We send this once after a visit whose results need keeping up. Rather not be reminded?',
          link: { label: 'Unsubscribe', url: unsubscribe },
        },
      },
      salon,
    );
    return {
      to: visit.clientEmail,
      subject: `Time for your next ${visit.serviceName} at ${salon.name}?`,
      html,
      text,
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}
