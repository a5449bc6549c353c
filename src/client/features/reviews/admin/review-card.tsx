import { BadgeCheck, Check, Trash2, X } from 'lucide-react';
import { useState } from 'react';
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

const STATUS: Record<ReviewStatus, { label: string; tone: 'gold' | 'soft' | 'outline' }> = {
  pending: { label: 'Pendente', tone: 'gold' },
  approved: { label: 'Aprovado', tone: 'soft' },
  rejected: { label: 'Rejeitado', tone: 'outline' },
};

/** One review with its moderation actions: Aprovar, Rejeitar and Excluir (after a confirmation). */
export function ReviewCard({ review }: { review: AdminReview }) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `review-${review.id}`;
  const moderate = useModerateReview({
    onSuccess: (_, { decision }) => {
      if (decision === 'approve') toast.success('Review aprovado com sucesso');
      else toast.success('Review rejeitado');
    },
    onError: (_, { decision }) =>
      toast.error(decision === 'approve' ? 'Erro ao aprovar review' : 'Erro ao rejeitar review'),
  });
  const remove = useDeleteReview({
    onSuccess: () => {
      toast.success('Review excluído');
      setConfirming(false);
    },
    onError: () => toast.error('Erro ao excluir review'),
  });
  const busy = moderate.isPending || remove.isPending;
  const status = STATUS[review.status];

  return (
    <article aria-labelledby={headingId} className={cn(card({ depth: 'raised' }), 'p-5 sm:p-7')}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-2xl leading-tight">
              {review.userName}
            </h3>
            <Badge tone={status.tone}>{status.label}</Badge>
            {review.verified && (
              <Badge tone="blush" title="Enviada pelo link de um agendamento concluído">
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
            label={`${review.rating} de 5 estrelas`}
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
        <p className="mt-4 text-sm text-taupe italic">Sem comentário.</p>
      )}
      {review.status === 'approved' && review.approvedAt && (
        <p className="mt-3 text-xs tracking-[0.14em] text-taupe uppercase">
          Publicado em {formatAdminDateTime(review.approvedAt)}
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
            Aprovar
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
            Rejeitar
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
          Excluir
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir review?"
        description={`O review de ${review.userName} será excluído definitivamente. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={() => remove.mutate(review.id)}
        busy={remove.isPending}
      />
    </article>
  );
}
