import { MailCheck, MailX } from 'lucide-react';
import { useSalonSettings } from '@client/lib/salon-settings';
import { Spinner } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useUnsubscribeFromNewsletter } from '../api/unsubscribe-newsletter';
import { Frame, HomeLink, TokenLinkFailed, useTokenLink } from '../components/token-link';

/**
 * /newsletter/unsubscribe?token=…: the link at the foot of every newsletter e-mail. Works without
 * an account; the token alone identifies the subscription.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const email = useSalonSettings()?.email;
  const { request: unsubscribe, invalid, retry } = useTokenLink(useUnsubscribeFromNewsletter());

  if (invalid) {
    return (
      <Frame icon={<MailX strokeWidth={1.4} />}>
        <h1 className="mt-8 text-4xl sm:text-5xl">This unsubscribe link isn’t valid</h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          The link may be incomplete, or this address may already have been removed from our
          newsletter. If you keep receiving emails, please contact us at{' '}
          <a
            href={email && `mailto:${email}`}
            className="font-medium whitespace-nowrap text-ink underline decoration-gold-deep underline-offset-4 hover:text-gold-deep"
          >
            {email}
          </a>
          .
        </p>
        <div className="mt-10 flex justify-center">
          <HomeLink />
        </div>
      </Frame>
    );
  }

  if (unsubscribe.isError) {
    return <TokenLinkFailed title="We couldn’t unsubscribe you just now" onRetry={retry} />;
  }

  if (unsubscribe.isSuccess) {
    return (
      <Frame icon={<MailCheck strokeWidth={1.4} />}>
        <p className="mt-8 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
          Newsletter
        </p>
        <h1 className="mt-4 text-4xl sm:text-5xl">You have been unsubscribed</h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          You won’t receive our newsletter any more. Changed your mind? You can subscribe again at
          any time from the foot of our home page.
        </p>
        <div className="mt-10 flex justify-center">
          <HomeLink />
        </div>
      </Frame>
    );
  }

  return (
    <Frame icon={<Spinner strokeWidth={1.4} />}>
      <h1 className="mt-8 text-4xl sm:text-5xl">Unsubscribing…</h1>
      <p role="status" className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
        One moment while we remove your address from our newsletter.
      </p>
    </Frame>
  );
}
