import { paths } from '@shared/routes';
import type { SalonMail } from '../../mail/mail-message';
import { renderEmail } from '../../mail/templates/layout';

/** How long a confirmation link works (the same as an account's e-mail confirmation's). */
export const CONFIRMATION_LINK_HOURS = 48;

export const confirmationLink = (token: string, publicUrl: string) =>
  `${publicUrl}${paths.confirmNewsletter}?token=${token}`;

/**
 * The double opt-in e-mail: nothing else is ever sent to an address until its owner follows this
 * link, so someone who typed another person's address sends them this one message only.
 */
export function newsletterConfirmationEmail(
  email: string,
  token: string,
  publicUrl: string,
): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: 'One click to confirm your subscription to our newsletter.',
        heading: 'Please confirm your subscription',
        paragraphs: [
          `Someone, hopefully you, asked for ${email} to receive the ${salon.name} newsletter: seasonal treatments, offers and beauty notes.`,
          `Confirm with the button below within ${CONFIRMATION_LINK_HOURS} hours. If it was not you, ignore this e-mail: you will not hear from us again.`,
        ],
        action: { label: 'Confirm my subscription', url: confirmationLink(token, publicUrl) },
      },
      salon,
    );
    return { to: email, subject: `Confirm your subscription to ${salon.name}`, html, text };
  };
}
