import { BadgeCheck, Check, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { formatAdminDateTime } from '@shared/salon-dates';
import type { AdminReview, ReviewStatus } from '@shared/schemas/admin-reviews';
import { VERIFIED_REVIEW_LABEL } from '@shared/review-requests';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { StarRating } from '../components/star-rating';
import { useDeleteReview, useModerateReview } from './api/reviews-admin-api';

/** Each status's badge tone; its words are `reviews.status.<status>`. */
const TONES: Record<ReviewStatus, 'gold' | 'soft' | 'outline'> = {
  pending: 'gold',
  approved: 'soft',
  rejected: 'outline',
};

/** One review with its moderation actions: Aprovar, Rejeitar and Excluir (after a confirmation). */
export function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const headingId = `review-${review.id}`;
  const moderate = useModerateReview({
    onSuccess: (_, { decision }) => {
      if (decision === 'approve') toast.success(t('reviews.approved'));
      else toast.success(t('reviews.rejected'));
    },
    onError: (_, { decision }) =>
      toast.error(decision === 'approve' ? t('reviews.approveFailed') : t('reviews.rejectFailed')),
  });
  const remove = useDeleteReview({
    onSuccess: () => {
      toast.success(t('reviews.deleted'));
      setConfirming(false);
    },
    onError: () => toast.error(t('reviews.deleteFailed')),
  });
  const busy = moderate.isPending || remove.isPending;

  return (
    <article aria-labelledby={headingId} className={cn(card({ depth: 'raised' }), 'p-5 sm:p-7')}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-2xl leading-tight">
              {review.userName}
            </h3>
            <Badge tone={TONES[review.status]}>{t(`reviews.status.${review.status}`)}</Badge>
            {review.verified && (
              <Badge tone="blush" title={t('reviews.verifiedHint')}>
                <BadgeCheck aria-hidden className="size-3.5" />
                {VERIFIED_REVIEW_LABEL}
              </Badge>
            )}
          </div>
          <p className="mt-1 text-sm break-all text-taupe">{review.userEmail}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:items-end">
          <StarRating
            rating={review.rating}
            label={t('reviews.stars', { rating: review.rating })}
            className="gap-0.5"
          />
          <p className="text-sm text-taupe">
            <time dateTime={review.createdAt}>{formatAdminDateTime(review.createdAt)}</time>
          </p>
        </div>
      </header>
      {review.comment ? (
        <blockquote className="mt-4 font-display text-xl leading-snug break-words text-ink-soft italic">
          “{review.comment}”
        </blockquote>
      ) : (
        <p className="mt-4 text-sm text-taupe italic">{t('reviews.noComment')}</p>
      )}
      {review.status === 'approved' && review.approvedAt && (
        <p className="mt-3 text-xs tracking-[0.14em] text-taupe uppercase">
          {t('reviews.publishedOn', { when: formatAdminDateTime(review.approvedAt) })}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {review.status !== 'approved' && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => moderate.mutate({ id: review.id, decision: 'approve' })}
          >
            <Check aria-hidden />
            {t('reviews.approve')}
          </Button>
        )}
        {review.status !== 'rejected' && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => moderate.mutate({ id: review.id, decision: 'reject' })}
          >
            <X aria-hidden />
            {t('reviews.reject')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => setConfirming(true)}
          className="border-red-800/30 text-red-800 hover:border-red-800 hover:bg-red-800 hover:text-ivory"
        >
          <Trash2 aria-hidden />
          {t('reviews.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('reviews.deleteQuestion')}
        description={t('reviews.deleteDetail', { name: review.userName })}
        confirmLabel={t('reviews.delete')}
        onConfirm={() => remove.mutate(review.id)}
        busy={remove.isPending}
      />
    </article>
  );
}
