import { useQuery } from '@tanstack/react-query';
import { PenLine, Quote } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_TOKEN_PARAM } from '@shared/review-requests';
import type { PublicReview } from '@shared/schemas/review';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { SectionHeading } from '@client/components/ui/section-heading';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { ukLongDate } from '@client/lib/uk-date';
import { approvedReviewsQuery, MAX_PUBLIC_REVIEWS } from '../api/reviews-api';
import { StarRating } from './star-rating';

/** The form (with react-hook-form and zod) loads only when a visitor opens it. */
const loadReviewForm = () => import('./review-form');
const ReviewForm = lazy(async () => ({ default: (await loadReviewForm()).ReviewForm }));

function formatReviewDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : ukLongDate(date);
}

function ReviewCard({ review }: { review: PublicReview }) {
  const initial = review.userName.trim().charAt(0).toUpperCase() || '·';
  return (
    <figure
      className={cn(card({ depth: 'raised' }), 'relative flex h-full w-full flex-col p-7 sm:p-8')}
    >
      <Quote
        aria-hidden
        strokeWidth={1}
        className="absolute top-6 right-6 size-10 rotate-180 fill-sand text-sand"
      />
      <StarRating rating={review.rating} label={`${review.rating} out of 5 stars`} />
      {review.comment ? (
        <blockquote className="mt-5 flex-1">
          <p className="font-display text-[1.35rem] leading-snug text-ink-soft italic">
            “{review.comment}”
          </p>
        </blockquote>
      ) : (
        <div className="flex-1" />
      )}
      <figcaption className="mt-7 flex items-center gap-4 border-t border-ink/10 pt-5">
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand font-display text-xl text-gold-deep"
        >
          {initial}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink">{review.userName}</span>
          <time dateTime={review.createdAt} className="block text-sm text-taupe">
            {formatReviewDate(review.createdAt)}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}

function ReviewCardSkeleton() {
  return <Skeleton className="h-60 rounded-3xl border border-ink/5 bg-sand/50" />;
}

function ReviewList() {
  const reviews = useQuery(approvedReviewsQuery);

  // The spec asks for a quiet failure: logged, and the list simply stays empty.
  useEffect(() => {
    if (reviews.error) console.error('Could not load reviews', reviews.error);
  }, [reviews.error]);

  if (reviews.isPending) {
    return (
      <div aria-hidden className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <ReviewCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (reviews.isError) return null;
  if (reviews.data.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-ink/20 px-8 py-10 text-center">
        <p className="font-display text-2xl text-ink">No reviews published yet</p>
        <p className="mt-2 leading-relaxed text-taupe">
          Been to see us? Be the first to tell others about your visit.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.data.slice(0, MAX_PUBLIC_REVIEWS).map((review) => (
        <li key={review.id} className="flex">
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

function ReviewFormFallback() {
  return (
    <div
      role="status"
      className={cn(card(), 'mx-auto flex h-48 max-w-3xl items-center justify-center text-taupe')}
    >
      <span lang="pt-BR">Carregando formulário…</span>
    </div>
  );
}

const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * Approved reviews (anchor #reviews) and the review form behind 'Deixar um Review'. A review
 * request's link (`/?review=<token>#reviews`) opens the form at once, filled in for that visit.
 */
export function ReviewsSection() {
  const [opened, setOpened] = useState(false);
  const [linkClosed, setLinkClosed] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get(REVIEW_TOKEN_PARAM) ?? undefined;

  // A link opens the form in the browser only: the server renders the page as everyone sees it.
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isServer);
  const formOpen = opened || (!!token && inBrowser && !linkClosed);

  const forgetToken = () =>
    setSearchParams(
      (params) => {
        params.delete(REVIEW_TOKEN_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  useEffect(() => {
    if (!formOpen && returnFocus.current) {
      returnFocus.current = false;
      openButton.current?.focus();
    }
  }, [formOpen]);

  const closeForm = () => {
    returnFocus.current = true;
    setOpened(false);
    setLinkClosed(true);
  };

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="relative overflow-hidden border-t border-ink/5 py-20 sm:py-28"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[34rem] rounded-full border border-gold/25"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -bottom-56 size-[28rem] rounded-full bg-blush/25 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            align="left"
            eyebrow="Client stories"
            title={
              <span id="reviews-heading">
                Kind words from <em className="text-gold-deep">our clients</em>
              </span>
            }
            lead="Honest impressions from the people who sit in our chairs. Every review is read by our team before it is published."
          />
          {!formOpen && (
            <Button
              ref={openButton}
              lang="pt-BR"
              variant="outline"
              className="self-start md:self-auto"
              onPointerEnter={() => void loadReviewForm()}
              onFocus={() => void loadReviewForm()}
              onClick={() => setOpened(true)}
            >
              <PenLine aria-hidden />
              Deixar um Review
            </Button>
          )}
        </div>

        {formOpen && (
          <div className="mt-12">
            <Suspense fallback={<ReviewFormFallback />}>
              <ReviewForm onClose={closeForm} token={token} onSent={forgetToken} />
            </Suspense>
          </div>
        )}

        <div className="mt-14">
          <ReviewList />
        </div>
      </div>
    </section>
  );
}
