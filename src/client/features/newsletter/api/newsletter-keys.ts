import type { SubscriberFilter } from '@shared/schemas/admin-newsletter';

/** Every cached answer of the newsletter feature: the back office's subscriber lists. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribers: (status: SubscriberFilter, page: number) =>
    ['newsletter', 'admin', 'subscribers', status, page] as const,
};
