import { formatInstant } from '@shared/salon-dates';
import { reviewRequestPath, REVIEW_LINK_DAYS } from '@shared/review-requests';
import type { SalonMail } from '../../mail/mail-message';
import { renderEmail } from '../../mail/templates/layout';

export interface ReviewRequestVisit {
  clientName: string;
  clientEmail: string;
  serviceName: string;
  startsAt: Date;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** To the client the day after a completed visit: a link to the review form, filled in. */
export function reviewRequestEmail(
  visit: ReviewRequestVisit,
  token: string,
  publicUrl: string,
): SalonMail {
  return (salon) => {
    const day = formatInstant(visit.startsAt, 'longDate');
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `How was your ${visit.serviceName}? Tell us in a minute.`,
        heading: 'How was your visit?',
        paragraphs: [
          `Hello ${firstName(visit.clientName)}, thank you for visiting ${salon.name} for your ${visit.serviceName} on ${day}.`,
          'Would you tell us how it went? Your review helps other clients choose, and helps our team do even better. It takes a minute: the form is already filled in with your name and e-mail.',
        ],
        action: {
          label: 'Leave a review',
          url: new URL(reviewRequestPath(token), publicUrl).href,
        },
        footer: {
          text: `This link is for your visit only and works for ${REVIEW_LINK_DAYS} days. Reviews are read by our team before they are published; your e-mail is never shown.`,
        },
      },
      salon,
    );
    return {
      to: visit.clientEmail,
      subject: `How was your ${visit.serviceName} at ${salon.name}?`,
      html,
      text,
    };
  };
}
