import { ArrowRight, Mail } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@client/lib/toast';
import { normaliseEmail, SIMPLE_EMAIL } from '@shared/email-pattern';
import { NEWSLETTER_MESSAGES } from '@shared/newsletter-messages';
import { Button } from '@client/components/ui/button';
import { HoneypotField } from '@client/components/ui/honeypot-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useSubscribeToNewsletter } from '../api/subscribe-newsletter';

type Variant = 'home' | 'blog';
type Message = (typeof NEWSLETTER_MESSAGES)[keyof typeof NEWSLETTER_MESSAGES];

const notify = (kind: 'success' | 'error', { title, description }: Message) =>
  toast[kind](title, { description });

const COPY = {
  home: {
    eyebrow: 'Newsletter',
    title: (
      <>
        Beauty notes, <em className="text-gold">delivered</em>
      </>
    ),
    lead: 'Seasonal offers, new treatments and academy dates: a few thoughtful emails a month, never clutter.',
  },
  blog: {
    eyebrow: 'The Aurora letter',
    title: (
      <>
        Never miss a <em className="text-gold-deep">new article</em>
      </>
    ),
    lead: 'New articles, seasonal rituals and studio news, straight to your inbox.',
  },
} as const;

/**
 * The newsletter sign-up: one e-mail field and a Subscribe button. Deliberately free of zod and
 * react-hook-form, since it ships with the home page: the spec's simple pattern is checked here,
 * the server checks again.
 */
export function NewsletterBlock({ variant }: { variant: Variant }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const inputId = `${id}-email`;
  const noteId = `${id}-note`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const dark = variant === 'home';

  const subscribe = useSubscribeToNewsletter({
    onSuccess: () => {
      notify('success', NEWSLETTER_MESSAGES.success);
      setEmail('');
    },
    onError: (error) => {
      const duplicate =
        error instanceof ApiRequestError &&
        (error.status === 409 || error.code === 'already_subscribed');
      notify('error', duplicate ? NEWSLETTER_MESSAGES.duplicate : NEWSLETTER_MESSAGES.failed);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const value = normaliseEmail(email);
    const problem = !value
      ? NEWSLETTER_MESSAGES.required
      : SIMPLE_EMAIL.test(value)
        ? null
        : NEWSLETTER_MESSAGES.invalid;
    if (problem) {
      setInvalid(true);
      notify('error', problem);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    const website = new FormData(event.currentTarget).get('website');
    subscribe.mutate({ email: value, website: typeof website === 'string' ? website : '' });
  };

  const copy = COPY[variant];
  const form = (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div
        className={cn(
          'flex flex-col gap-3 sm:flex-row sm:gap-0 sm:rounded-full sm:border sm:p-1.5 sm:transition-colors',
          dark
            ? 'sm:border-cream/25 sm:bg-cream/[0.04] sm:focus-within:border-gold sm:has-[input:focus-visible]:outline-2 sm:has-[input:focus-visible]:outline-offset-2 sm:has-[input:focus-visible]:outline-gold'
            : 'sm:border-ink/15 sm:bg-ivory sm:focus-within:border-gold-deep sm:has-[input:focus-visible]:outline-2 sm:has-[input:focus-visible]:outline-offset-2 sm:has-[input:focus-visible]:outline-gold-deep',
          invalid && (dark ? 'sm:border-blush' : 'sm:border-red-700'),
        )}
      >
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={noteId}
          className={cn(
            'h-13 w-full min-w-0 rounded-full border px-6 sm:flex-1 transition-colors focus:outline-none sm:h-12 sm:border-0 sm:bg-transparent sm:px-5',
            dark
              ? 'border-cream/25 bg-cream/[0.04] text-cream placeholder:text-cream/55 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold sm:focus-visible:outline-none'
              : 'border-ink/15 bg-ivory text-ink placeholder:text-taupe/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep sm:focus-visible:outline-none',
            invalid && (dark ? 'border-blush' : 'border-red-700'),
          )}
        />
        <Button
          type="submit"
          size="lg"
          disabled={subscribe.isPending}
          aria-busy={subscribe.isPending || undefined}
          className={cn(
            'sm:h-12',
            dark &&
              'bg-gold text-ink hover:bg-cream focus-visible:outline-gold disabled:opacity-70',
          )}
        >
          Subscribe
          {subscribe.isPending ? <Spinner /> : <ArrowRight aria-hidden />}
        </Button>
      </div>
      <HoneypotField defaultValue="" />
      <p id={noteId} className={cn('mt-4 text-sm', dark ? 'text-cream/65' : 'text-taupe')}>
        No spam, ever. Every email has a one-click unsubscribe link.
      </p>
    </form>
  );

  if (variant === 'home') {
    return (
      <section
        aria-labelledby={headingId}
        className="relative overflow-hidden border-b border-gold/20 bg-charcoal text-cream"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -top-56 -left-40 size-[30rem] rounded-full border border-gold/20"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -right-28 -bottom-72 size-[34rem] rounded-full border border-gold/15"
        />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-5 py-20 sm:py-24 lg:grid-cols-[1fr_1.05fr] lg:items-center lg:gap-20">
          <div>
            <p className="text-xs font-medium tracking-[0.3em] text-gold uppercase">
              {copy.eyebrow}
            </p>
            <h2
              id={headingId}
              className="mt-4 text-4xl leading-[1.1] text-balance text-cream sm:text-5xl"
            >
              {copy.title}
            </h2>
            <p className="mt-5 max-w-lg text-lg leading-relaxed text-cream/75">{copy.lead}</p>
          </div>
          {form}
        </div>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-3xl border border-ink/10 bg-sand/60 px-6 py-10 sm:px-12 sm:py-14"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-28 -right-28 size-72 rounded-full border border-gold/40"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-20 -right-20 size-72 rounded-full border border-clay/25"
      />
      <div className="relative grid gap-8 lg:grid-cols-[auto_1fr_1.1fr] lg:items-center lg:gap-12">
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full border border-gold/60 bg-ivory text-gold-deep"
        >
          <Mail className="size-6" strokeWidth={1.4} />
        </span>
        <div>
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            {copy.eyebrow}
          </p>
          <h2 id={headingId} className="mt-3 text-3xl leading-tight text-balance sm:text-4xl">
            {copy.title}
          </h2>
          <p className="mt-3 leading-relaxed text-taupe">{copy.lead}</p>
        </div>
        {form}
      </div>
    </section>
  );
}
