import { formatInstant } from '@shared/salon-dates';
import type { SalonMail } from '../../mail/mail-message';
import { renderEmail } from '../../mail/templates/layout';
import type { ContactMessage } from './contact.service';

/** The salon's notice of a new contact message; replying answers the visitor directly. */
export function contactNotificationEmail(
  message: ContactMessage,
  notifyEmail: string,
  createdAt: Date,
): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `${message.subject} from ${message.name}`,
        heading: `New message: ${message.subject}`,
        paragraphs: [
          `${message.name} sent a message through the website's contact form. Reply to this e-mail to answer them directly.`,
        ],
        details: [
          ['Name', message.name],
          ['Email', message.email],
          ['Phone', message.phone ?? '—'],
          ['Subject', message.subject],
          ['Received', formatInstant(createdAt, 'fullDateTime')],
          ['Message', message.message],
        ],
      },
      salon,
    );
    return {
      to: notifyEmail,
      replyTo: `"${message.name.replace(/["\\\r\n]/g, '')}" <${message.email}>`,
      subject: `[Website] ${message.subject} — ${message.name.replace(/[\r\n]/g, ' ')}`,
      html,
      text,
    };
  };
}
