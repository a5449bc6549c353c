import { z } from 'zod';
import { paginationQuerySchema } from './admin-pagination';

/** The spec's review filters; pending is the default. 'all' includes rejected reviews. */
export const REVIEW_FILTERS = ['pending', 'approved', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const reviewsQuerySchema = paginationQuerySchema.extend({
  filter: z
    .enum(REVIEW_FILTERS, 'Filtro inválido: use pending, approved ou all.')
    .default('pending'),
});

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A review as the back office shows it: unlike the public one, with e-mail and status. */
export interface AdminReview {
  id: string;
  userName: string;
  userEmail: string;
  rating: number;
  comment: string | null;
  status: ReviewStatus;
  approvedAt: string | null;
  createdAt: string;
  /** Sent from a completed appointment's review link: shown as 'Verificada'. */
  verified: boolean;
}
