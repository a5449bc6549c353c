import { useSalonSettings } from '@client/lib/salon-settings';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useUnsubscribeFromNewsletter } from '../api/unsubscribe-newsletter';
import { TokenLinkPage } from '@client/components/token-link';

/**
 * /newsletter/unsubscribe?token=…: the link at the foot of every newsletter e-mail. Works without
 * an account; the token alone identifies the subscription.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const email = useSalonSettings()?.email;
  return (
    <TokenLinkPage
      request={useUnsubscribeFromNewsletter()}
      words={{
        invalid: {
          title: 'This unsubscribe link isn’t valid',
          body: (
            <>
              The link may be incomplete, or this address may already have been removed from our
              newsletter. If you keep receiving emails, please contact us at{' '}
              <a
                href={email && `mailto:${email}`}
                className="font-medium whitespace-nowrap text-ink underline decoration-gold-deep underline-offset-4 hover:text-gold-deep"
              >
                {email}
              </a>
              .
            </>
          ),
        },
        failedTitle: 'We couldn’t unsubscribe you just now',
        done: {
          title: 'You have been unsubscribed',
          body: 'You won’t receive our newsletter any more. Changed your mind? You can subscribe again at any time from the foot of our home page.',
        },
        pending: {
          title: 'Unsubscribing…',
          status: 'One moment while we remove your address from our newsletter.',
        },
      }}
    />
  );
}
