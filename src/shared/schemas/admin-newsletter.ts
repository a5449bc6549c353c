import { z } from 'zod';
import { paginationQuerySchema } from './admin-pagination';

/** active: confirmed and still subscribed; pending: waiting for the confirmation link. */
export const SUBSCRIBER_FILTERS = ['active', 'pending', 'unsubscribed', 'all'] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];

const subscriberFilter = z
  .enum(SUBSCRIBER_FILTERS, 'Filtro inválido: use active, pending, unsubscribed ou all.')
  .default('active');

export const subscribersQuerySchema = paginationQuerySchema.extend({ status: subscriberFilter });
export const subscribersExportQuerySchema = z.object({ status: subscriberFilter });

export interface AdminSubscriber {
  id: string;
  email: string;
  subscribedAt: string;
  /** Null while the address has not followed its confirmation link (double opt-in). */
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}
