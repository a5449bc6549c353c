import type { DepositSummary } from '../deposits';
import { z } from 'zod';
import type { AppointmentStatus } from '../booking';
import { SIMPLE_EMAIL } from '../email-pattern';
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

const phonePattern = /^[+\d\s()-]+$/;

/** 'Editar dados' of a desk record: name and phone required, e-mail optional ('' removes it). */
export const adminClientUpdateSchema = z.object({
  name: z
    .string({ error: 'Informe o nome do cliente.' })
    .trim()
    .min(2, 'Informe o nome do cliente.')
    .max(100, 'O nome pode ter no máximo 100 caracteres.'),
  phone: z
    .string({ error: 'Informe o telefone do cliente.' })
    .trim()
    .min(1, 'Informe o telefone do cliente.')
    .max(30, 'Informe um telefone válido.')
    .regex(phonePattern, 'Informe um telefone válido.'),
  email: z
    .union([
      z.literal(''),
      z.null(),
      z
        .string()
        .trim()
        .toLowerCase()
        .max(254, 'Informe um email válido.')
        .regex(SIMPLE_EMAIL, 'Informe um email válido.'),
    ])
    .optional()
    .transform((value) => value || null),
});
/** What the form sends, and what the server reads once validated. */
export type AdminClientUpdateForm = z.input<typeof adminClientUpdateSchema>;
export type AdminClientUpdate = z.output<typeof adminClientUpdateSchema>;

/** A staff note: 1 to 2000 characters. */
export const adminClientNoteSchema = z.object({
  body: z
    .string({ error: 'Escreva a nota.' })
    .trim()
    .min(1, 'Escreva a nota.')
    .max(2000, 'A nota pode ter no máximo 2000 caracteres.'),
});
export type AdminClientNoteInput = z.output<typeof adminClientNoteSchema>;

/** One of the client's appointments in their record. */
export interface ClientRecordAppointment {
  id: string;
  serviceName: string;
  /** Who holds the time. */
  professionalName: string;
  startsAt: string;
  date: string;
  time: string;
  status: AppointmentStatus;
  totalPricePence: number;
  /** The deposit paid online to hold it (decision 028), or null. */
  deposit: DepositSummary | null;
  /** Staff's internal note on the appointment, shown beside the record's private notes. */
  staffNote: string | null;
}

export interface ClientRecordPurchase {
  id: string;
  courseName: string;
  amountPence: number;
  purchaseDate: string;
}

/** A message sent through the contact form with the client's e-mail. */
export interface ClientRecordMessage {
  id: string;
  subject: string;
  createdAt: string;
  isRead: boolean;
  answered: boolean;
}

/** A staff note: never shown or sent to the client. */
export interface ClientNote {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
}

/** Everything the back office shows on one client (the Clientes tab's record). */
export interface AdminClientRecord {
  client: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    dateOfBirth: string | null;
    /** An account holder's details are theirs to edit (read-only here); a desk record's are not. */
    hasAccount: boolean;
    /** When the record began (the account's creation, or the desk's first booking). */
    since: string;
  };
  counts: ClientCounts;
  /** Pending and confirmed appointments still ahead, soonest first. */
  upcoming: ClientRecordAppointment[];
  /** Everything else, latest first. */
  past: ClientRecordAppointment[];
  purchases: ClientRecordPurchase[];
  messages: ClientRecordMessage[];
  /** Newest first. */
  notes: ClientNote[];
}
