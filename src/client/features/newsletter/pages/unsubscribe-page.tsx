import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, MailCheck, MailX, RotateCcw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { business } from '@shared/business';
import { paths } from '@shared/routes';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { unsubscribeFromNewsletter } from '../api/unsubscribe-newsletter';

/** The newsletter pages' centred card under the salon's arch (shared with the confirmation page). */
export function Frame({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <section className="relative flex min-h-[70vh] items-center overflow-hidden bg-ivory">
      <div
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-1/2 h-[40rem] w-[30rem] -translate-x-1/2 -translate-y-[45%] rounded-t-[999px] border border-b-0 border-gold/30 sm:h-[46rem] sm:w-[40rem]"
      />
      <div className="relative mx-auto max-w-2xl px-5 py-24 text-center">
        <span
          aria-hidden
          className="mx-auto flex size-20 items-center justify-center rounded-full border border-gold/60 bg-sand/70 text-gold-deep [&_svg]:size-8"
        >
          {icon}
        </span>
        <div aria-hidden className="mt-8 flex items-center justify-center gap-3">
          <span className="h-px w-12 bg-gold/70" />
          <span className="size-1.5 rotate-45 bg-gold" />
          <span className="h-px w-12 bg-gold/70" />
        </div>
        {children}
      </div>
    </section>
  );
}

export function HomeLink() {
  return (
    <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
      <ArrowLeft aria-hidden />
      Return to Home
    </Link>
  );
}

/**
 * /newsletter/unsubscribe?token=…: the link at the foot of every newsletter e-mail. Works without
 * an account; the token alone identifies the subscription.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useMutation({ mutationFn: unsubscribeFromNewsletter });
  const { mutate } = unsubscribe;

  // Unsubscribing happens once per visit, even when StrictMode runs effects twice.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token || (unsubscribe.isError && isInvalidLink(unsubscribe.error))) {
    return (
      <Frame icon={<MailX strokeWidth={1.4} />}>
        <h1 className="mt-8 text-4xl sm:text-5xl">This unsubscribe link isn’t valid</h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          The link may be incomplete, or this address may already have been removed from our
          newsletter. If you keep receiving emails, please contact us at{' '}
          <a
            href={`mailto:${business.email}`}
            className="font-medium whitespace-nowrap text-ink underline decoration-gold-deep underline-offset-4 hover:text-gold-deep"
          >
            {business.email}
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
    return (
      <Frame icon={<MailX strokeWidth={1.4} />}>
        <h1 className="mt-8 text-4xl sm:text-5xl">We couldn’t unsubscribe you just now</h1>
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

/** 404 (unknown token) and 400 (malformed token) mean the link itself is wrong. */
function isInvalidLink(error: Error) {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
