import { z } from 'zod';
import { paginationQuerySchema } from './admin-pagination';

/** `?search=&page=&pageSize=` of the back office's client list: name, e-mail or phone. */
export const adminClientsQuerySchema = paginationQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(100, { error: 'A busca pode ter no máximo 100 caracteres.' })
    .optional()
    .default(''),
});
export type AdminClientsQuery = z.output<typeof adminClientsQuerySchema>;

/** Appointment counts of a client record, by outcome. */
export interface ClientCounts {
  upcoming: number;
  completed: number;
  cancelled: number;
  noShow: number;
}

/** A client in the back office's list and pickers (decision 026). */
export interface AdminClientSummary {
  id: string;
  name: string;
  /** Null for a desk client who gave none. */
  email: string | null;
  phone: string | null;
  /** Whether the client has an account (signs in, sees My Appointments). */
  hasAccount: boolean;
  /** Anonymised on an erasure request: no name, e-mail or phone remain. */
  erased: boolean;
  counts: ClientCounts;
  /** The start of their latest appointment that has passed and was completed, if any. */
  lastVisit: string | null;
}
