import type { UseMutationResult } from '@tanstack/react-query';
import { ArrowLeft, MailCheck, MailX, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@shared/routes';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError } from '@client/lib/api-client';

/*
 * The pages that the newsletter's e-mailed links open (confirm, unsubscribe): each acts once on the
 * link's token and says how it went, in the same frame.
 */

/** The centred card under the salon's arch. */
function Frame({ icon, children }: { icon: ReactNode; children: ReactNode }) {
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

function HomeLink() {
  return (
    <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
      <ArrowLeft aria-hidden />
      Return to Home
    </Link>
  );
}

/**
 * Sends the link's token (`?token=`, or `pathToken` for a link that carries it in its path) once
 * per visit, even when StrictMode runs effects twice.
 * `invalid` is true without a token, or when the server answers that the link itself is wrong:
 * 404 (unknown or expired token) or 400 (malformed token).
 */
function useTokenLink(request: UseMutationResult<unknown, Error, string>, pathToken?: string) {
  const [searchParams] = useSearchParams();
  const token = (pathToken ?? searchParams.get('token'))?.trim() ?? '';
  const { mutate } = request;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);
  const invalid =
    !token ||
    (request.error instanceof ApiRequestError &&
      (request.error.status === 404 || request.error.status === 400));
  return { invalid, retry: () => mutate(token) };
}

/** The request failed on the server's side: say so, with a retry and the way home. */
function TokenLinkFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Frame icon={<MailX strokeWidth={1.4} />}>
      <h1 className="mt-8 text-4xl sm:text-5xl">{title}</h1>
      <p role="alert" className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
        Something went wrong on our side. Please try again in a moment.
      </p>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={onRetry}>
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

/** What a token link's page says in each of its states. */
export interface TokenLinkWords {
  invalid: { title: string; body: ReactNode };
  failedTitle: string;
  done: { title: string; body: string };
  pending: { title: string; status: string };
  /** Above the title once done; 'Newsletter' unless given. */
  eyebrow?: string;
}

/**
 * A token link's page: sends the token once, then says the link is wrong, the request failed
 * (with a retry), it is done, or it is under way.
 */
export function TokenLinkPage({
  request,
  words,
  pathToken,
}: {
  request: UseMutationResult<unknown, Error, string>;
  words: TokenLinkWords;
  pathToken?: string;
}) {
  const { invalid, retry } = useTokenLink(request, pathToken);

  if (invalid) {
    return (
      <Frame icon={<MailX strokeWidth={1.4} />}>
        <h1 className="mt-8 text-4xl sm:text-5xl">{words.invalid.title}</h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          {words.invalid.body}
        </p>
        <div className="mt-10 flex justify-center">
          <HomeLink />
        </div>
      </Frame>
    );
  }

  if (request.isError) return <TokenLinkFailed title={words.failedTitle} onRetry={retry} />;

  if (request.isSuccess) {
    return (
      <Frame icon={<MailCheck strokeWidth={1.4} />}>
        <p className="mt-8 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
          {words.eyebrow ?? 'Newsletter'}
        </p>
        <h1 className="mt-4 text-4xl sm:text-5xl">{words.done.title}</h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          {words.done.body}
        </p>
        <div className="mt-10 flex justify-center">
          <HomeLink />
        </div>
      </Frame>
    );
  }

  return (
    <Frame icon={<Spinner strokeWidth={1.4} />}>
      <h1 className="mt-8 text-4xl sm:text-5xl">{words.pending.title}</h1>
      <p role="status" className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
        {words.pending.status}
      </p>
    </Frame>
  );
}
