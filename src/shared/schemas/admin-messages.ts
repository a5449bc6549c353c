import { z } from 'zod';
import { paginationQuerySchema } from './admin-pagination';

export const MESSAGE_FILTERS = ['all', 'unread', 'responded'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const messagesQuerySchema = paginationQuerySchema.extend({
  filter: z.enum(MESSAGE_FILTERS, 'Filtro inválido: use all, unread ou responded.').default('all'),
});

export const ADMIN_REPLY_MAX_LENGTH = 5000;
export const ADMIN_REPLY_BLANK = 'Escreva uma resposta antes de enviar.';

/**
 * The administrator's reply. Its shape is checked here (400); a reply that is only whitespace is
 * refused by the server with 422 and never sent, and the client disables its button for it.
 */
export const adminReplyInputSchema = z.object({
  response: z
    .string({ error: ADMIN_REPLY_BLANK })
    .max(
      ADMIN_REPLY_MAX_LENGTH,
      `A resposta pode ter no máximo ${ADMIN_REPLY_MAX_LENGTH} caracteres.`,
    ),
});
export type AdminReplyInput = z.input<typeof adminReplyInputSchema>;

export function isBlankReply(text: string): boolean {
  return text.trim().length === 0;
}

/** A contact message as the back office shows it. */
export interface AdminMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  isRead: boolean;
  adminResponse: string | null;
  /** ISO instants. */
  respondedAt: string | null;
  createdAt: string;
}
