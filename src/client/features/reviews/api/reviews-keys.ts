import type { ReviewFilter } from '@shared/schemas/admin-reviews';

/** Every cached answer of the reviews feature: the public list and the moderation lists. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  approved: ['reviews', 'approved'] as const,
  invitation: (token: string) => ['reviews', 'invitation', token] as const,
  moderation: (filter: ReviewFilter, page: number) => ['reviews', 'admin', filter, page] as const,
};
