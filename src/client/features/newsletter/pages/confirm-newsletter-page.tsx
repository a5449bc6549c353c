import { useDocumentTitle } from '@client/lib/use-document-title';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import { TokenLinkPage } from '@client/components/token-link';

/**
 * /newsletter/confirm?token=…: the link of the confirmation e-mail (double opt-in). The address
 * counts as subscribed, and gets the welcome e-mail, only once this page has confirmed it.
 */
export function ConfirmNewsletterPage() {
  useDocumentTitle('Confirm your subscription');
  return (
    <TokenLinkPage
      request={useConfirmNewsletter()}
      words={{
        invalid: {
          title: 'This confirmation link is invalid or has expired',
          body: 'The link may be incomplete, or older than 48 hours. Sign up again at the foot of our home page and we will send you a new one.',
        },
        failedTitle: 'We couldn’t confirm your subscription just now',
        done: {
          title: 'Your subscription is confirmed',
          body: 'Thank you! A welcome e-mail is on its way, and you will receive our news: seasonal treatments, offers and beauty notes. Every e-mail has a one-click unsubscribe link.',
        },
        pending: {
          title: 'Confirming…',
          status: 'One moment while we confirm your subscription.',
        },
      }}
    />
  );
}
