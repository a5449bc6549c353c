import { useMutation } from '@tanstack/react-query';
import { MailCheck, MailX, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@shared/routes';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { Frame, HomeLink } from './unsubscribe-page';

/**
 * /newsletter/confirm?token=…: the link of the confirmation e-mail (double opt-in). The address
 * counts as subscribed, and gets the welcome e-mail, only once this page has confirmed it.
 */
export function ConfirmNewsletterPage() {
  useDocumentTitle('Confirm your subscription');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirmation = useMutation({ mutationFn: confirmNewsletter });
  const { mutate } = confirmation;

  // Confirming happens once per visit, even when StrictMode runs effects twice.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token || (confirmation.isError && isInvalidLink(confirmation.error))) {
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
      <Frame icon={<MailX strokeWidth={1.4} />}>
        <h1 className="mt-8 text-4xl sm:text-5xl">
          We couldn’t confirm your subscription just now
        </h1>
        <p role="alert" className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          Something went wrong on our side. Please try again in a moment.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => mutate(token)}>
            <RotateCcw aria-hidden />
            Try again
          </Button>
          <Link to={paths.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Return to Home
          </Link>
        </div>
      </Frame>
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

/** 404 (unknown or expired token) and 400 (malformed token) mean the link itself is wrong. */
function isInvalidLink(error: Error) {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
