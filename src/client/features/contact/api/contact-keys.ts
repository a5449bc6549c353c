import type { MessageFilter } from '@shared/schemas/admin-messages';

/** Every cached answer of the contact feature: the back office's message lists. */
export const contactKeys = {
  all: ['contact'] as const,
  messages: (filter: MessageFilter, page: number) =>
    ['contact', 'admin', 'messages', filter, page] as const,
};
