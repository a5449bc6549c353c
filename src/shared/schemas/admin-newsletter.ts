import { z } from 'zod';
import { paginationQuerySchema } from './admin-pagination';

export const SUBSCRIBER_FILTERS = ['active', 'unsubscribed', 'all'] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];

const subscriberFilter = z
  .enum(SUBSCRIBER_FILTERS, 'Filtro inválido: use active, unsubscribed ou all.')
  .default('active');

export const subscribersQuerySchema = paginationQuerySchema.extend({ status: subscriberFilter });
export const subscribersExportQuerySchema = z.object({ status: subscriberFilter });

export interface AdminSubscriber {
  id: string;
  email: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}
