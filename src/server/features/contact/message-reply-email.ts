import { formatInstant } from '@shared/salon-dates';
import type { SalonMail } from '../../mail/mail-message';
import { renderEmail } from '../../mail/templates/layout';

/**
 * The salon's answer to a contact message, in the public site's language, quoting what the
 * visitor wrote. Replying reaches the salon's inbox.
 */
export function messageReplyEmail(
  message: { name: string; email: string; subject: string; message: string; createdAt: Date },
  response: string,
  salonEmail: string,
): SalonMail {
  return (salon) => {
    const firstName = message.name.trim().split(/\s+/)[0] ?? message.name;
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: response.slice(0, 120),
        heading: 'A reply to your message',
        paragraphs: [
          `Dear ${firstName},`,
          `Thank you for contacting ${salon.name}. Here is our reply:`,
          response,
          'If you have any other questions, simply reply to this e-mail.',
        ],
        details: [
          ['Your message', message.message],
          ['Subject', message.subject],
          ['Sent', formatInstant(message.createdAt, 'dateTime')],
        ],
      },
      salon,
    );
    return {
      to: message.email,
      replyTo: salonEmail,
      subject: `Re: ${message.subject.replace(/[\r\n]/g, ' ')} — ${salon.name}`,
      html,
      text,
    };
  };
}
