import { formatInstant } from '@shared/salon-dates';
import type { SalonMail } from '../../../mail/mail-message';
import { renderEmail } from '../../../mail/templates/layout';

export interface AftercareVisit {
  clientName: string;
  clientEmail: string;
  serviceName: string;
  startsAt: Date;
  /** The service's aftercare, as the owner wrote it: paragraphs split by blank lines. */
  aftercare: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** To the client when their treatment is completed: the service's aftercare advice, in English. */
export function aftercareEmail(visit: AftercareVisit): SalonMail {
  return (salon) => {
    const day = formatInstant(visit.startsAt, 'longDate');
    const advice = visit.aftercare
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `How to look after your skin after your ${visit.serviceName}.`,
        heading: 'Your aftercare',
        paragraphs: [
          `Hello ${firstName(visit.clientName)}, thank you for your ${visit.serviceName} at ${salon.name} on ${day}. Here is how to look after the treated area in the next days:`,
          ...advice,
          'If anything worries you (swelling that grows, pain, a change in your vision or skin colour), call us straight away, or NHS 111 out of hours.',
        ],
      },
      salon,
    );
    return {
      to: visit.clientEmail,
      subject: `Aftercare for your ${visit.serviceName} at ${salon.name}`,
      html,
      text,
    };
  };
}
