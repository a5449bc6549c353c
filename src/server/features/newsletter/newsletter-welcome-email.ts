import { paths } from '@shared/routes';
import type { SalonMail } from '../../mail/mail-message';
import { renderEmail } from '../../mail/templates/layout';

/**
 * Every newsletter e-mail carries a one-click unsubscribe: a link in the body, and the
 * List-Unsubscribe headers (RFC 8058) that mail clients turn into an "Unsubscribe" button.
 */
export function unsubscribeLinks(token: string, publicUrl: string) {
  const page = `${publicUrl}${paths.unsubscribe}?token=${token}`;
  const oneClick = `${publicUrl}/api/newsletter/unsubscribe?token=${token}`;
  return {
    page,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function newsletterWelcomeEmail(email: string, token: string, publicUrl: string): SalonMail {
  return (salon) => {
    const links = unsubscribeLinks(token, publicUrl);
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: 'Thank you for subscribing: seasonal treatments, offers and beauty notes.',
        heading: 'Welcome to the Aurora newsletter',
        paragraphs: [
          'Thank you for subscribing! You will receive our news soon: seasonal treatments, exclusive offers for subscribers and beauty notes from our specialists.',
          'We write a few times a season, never more, and we never share your address.',
        ],
        action: { label: 'Explore our treatments', url: `${publicUrl}${paths.treatments}` },
        footer: {
          text: `You are receiving this because ${email} subscribed on our website. Changed your mind?`,
          link: { label: 'Unsubscribe in one click', url: links.page },
        },
      },
      salon,
    );
    return {
      to: email,
      subject: `Welcome to ${salon.name}`,
      html,
      text,
      headers: links.headers,
    };
  };
}
