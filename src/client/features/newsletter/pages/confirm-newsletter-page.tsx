import { MailCheck, MailX } from 'lucide-react';
import { Spinner } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import { Frame, HomeLink, TokenLinkFailed, useTokenLink } from '../components/token-link';

/**
 * /newsletter/confirm?token=…: the link of the confirmation e-mail (double opt-in). The address
 * counts as subscribed, and gets the welcome e-mail, only once this page has confirmed it.
 */
export function ConfirmNewsletterPage() {
  useDocumentTitle('Confirm your subscription');
  const { request: confirmation, invalid, retry } = useTokenLink(useConfirmNewsletter());

  if (invalid) {
    return (
      <Frame icon={<MailX strokeWidth={1.4} />}>
        <h1 className="mt-8 text-4xl sm:text-5xl">
          This confirmation link is invalid or has expired
        </h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          The link may be incomplete, or older than 48 hours. Sign up again at the foot of our home
          page and we will send you a new one.
        </p>
        <div className="mt-10 flex justify-center">
          <HomeLink />
        </div>
      </Frame>
    );
  }

  if (confirmation.isError) {
    return (
      <TokenLinkFailed title="We couldn’t confirm your subscription just now" onRetry={retry} />
    );
  }

  if (confirmation.isSuccess) {
    return (
      <Frame icon={<MailCheck strokeWidth={1.4} />}>
        <p className="mt-8 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
          Newsletter
        </p>
        <h1 className="mt-4 text-4xl sm:text-5xl">Your subscription is confirmed</h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          Thank you! A welcome e-mail is on its way, and you will receive our news: seasonal
          treatments, offers and beauty notes. Every e-mail has a one-click unsubscribe link.
        </p>
        <div className="mt-10 flex justify-center">
          <HomeLink />
        </div>
      </Frame>
    );
  }

  return (
    <Frame icon={<Spinner strokeWidth={1.4} />}>
      <h1 className="mt-8 text-4xl sm:text-5xl">Confirming…</h1>
      <p role="status" className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
        One moment while we confirm your subscription.
      </p>
    </Frame>
  );
}
