import { z } from 'zod';
import { SIMPLE_EMAIL } from '../email-pattern';
import { isCalendarDate } from '../salon-dates';
import { onStartBoundary, STAFF_START_MESSAGE } from '../start-times';
import { staffNoteText } from './booking';
import { MAX_VISIT_SERVICES } from './visits';
import { clinicalOverrideReasonSchema } from '../clinical-safety';

// The front desk books on a client's behalf (issue 17): an existing client record, or a new one
// for someone with no account. Messages in Portuguese: staff read them.

const NAME_REQUIRED = 'Informe o nome do cliente.';
const PHONE_INVALID = 'Informe um telefone válido (números, espaços, +, parênteses e hífens).';
const EMAIL_INVALID = 'Informe um e-mail válido ou deixe o campo em branco.';
const DATE_OF_BIRTH_INVALID = 'Informe uma data de nascimento válida.';

/** A client with no account, as staff take their details: name and phone, e-mail if they give one. */
export const deskClientInputSchema = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(100, 'O nome pode ter no máximo 100 caracteres.'),
  phone: z
    .string({ error: 'Informe o telefone do cliente.' })
    .trim()
    .min(1, 'Informe o telefone do cliente.')
    .max(30, PHONE_INVALID)
    .regex(/^[+\d\s()-]+$/, PHONE_INVALID)
    .refine((value) => value.replace(/\D/g, '').length >= 6, PHONE_INVALID),
  /** Trimmed and lower-cased, like the accounts' e-mails; '' is none. */
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .toLowerCase()
    .max(254, EMAIL_INVALID)
    .refine((value) => value === '' || SIMPLE_EMAIL.test(value), EMAIL_INVALID)
    .nullish()
    .transform((value) => value || null),
});
export type DeskClientInput = z.input<typeof deskClientInputSchema>;

/** A walk-in's details: a name is enough; a phone and an e-mail if they give them. */
export const walkInClientSchema = deskClientInputSchema.extend({
  phone: deskClientInputSchema.shape.phone
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || null),
});
export type DeskClient = z.output<typeof deskClientInputSchema>;

const required = (message: string) => z.string({ error: message }).min(1, message);

const serviceField = required('Escolha um serviço.').pipe(
  z.uuid({ error: 'Serviço não encontrado.' }),
);
const professionalField = z
  .union([z.literal(''), z.null(), z.uuid({ error: 'Profissional não encontrado.' })])
  .optional()
  .transform((value) => value || null);

/** A later part of a visit booked at the desk (issue 32): a service and who does it. */
export const deskVisitPartSchema = z.object({
  serviceId: serviceField,
  professionalId: professionalField,
});

/**
 * What the desk sends to book: `clientId` (an existing record) or `newClient`, and the slot. The
 * status is always 'confirmed' (the desk agreed it with the client) and the price the catalogue's.
 */
export const deskBookingInputSchema = z
  .object({
    clientId: z.uuid({ error: 'Cliente não encontrado.' }).optional(),
    newClient: deskClientInputSchema.optional(),
    serviceId: serviceField,
    professionalId: professionalField,
    /**
     * More services in the same visit (issue 32), each starting where the one before ends (its
     * buffer included): all parts are booked, or none.
     */
    moreParts: z
      .array(deskVisitPartSchema, { error: 'Escolha os serviços da visita.' })
      .max(MAX_VISIT_SERVICES - 1, `No máximo ${MAX_VISIT_SERVICES} serviços em uma visita.`)
      .optional(),
    date: required('Escolha uma data.')
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use datas no formato AAAA-MM-DD.')
      .refine(isCalendarDate, 'Esta data não existe.'),
    /** Any 5-minute boundary: the engine checks the professional's working time (issue 30). */
    time: required('Escolha um horário.').refine(onStartBoundary, STAFF_START_MESSAGE),
    /**
     * What staff type at the desk is their internal note (issue 27), never the client's notes:
     * those are the client's own words, from booking online.
     */
    staffNote: staffNoteText.nullish().transform((value) => value || null),
    /** For an 18+ service when the client's record has none; saved on it. */
    dateOfBirth: z
      .string({ error: DATE_OF_BIRTH_INVALID })
      .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_OF_BIRTH_INVALID)
      .refine(isCalendarDate, DATE_OF_BIRTH_INVALID)
      .refine(
        (value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
        DATE_OF_BIRTH_INVALID,
      )
      .or(z.literal('').transform(() => undefined))
      .optional(),
    /** The written reason to book past a patch test's refusal (issue 33), recorded in the audit. */
    clinicalOverrideReason: clinicalOverrideReasonSchema
      .or(z.literal('').transform(() => undefined))
      .optional(),
  })
  // Checked even when other fields are wrong too, so the form shows every problem at once.
  .refine((value) => !value.clientId !== !value.newClient, {
    path: ['clientId'],
    message: 'Escolha um cliente da busca ou cadastre um novo cliente.',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type DeskBookingInput = z.input<typeof deskBookingInputSchema>;
export type DeskBooking = z.output<typeof deskBookingInputSchema>;

/**
 * 'Walk-in': someone at the desk now, booked at the next free time today (issue 30). With no
 * professional, whoever performs the service and is free first.
 */
export const walkInInputSchema = z.object({
  client: walkInClientSchema,
  serviceId: required('Escolha um serviço.').pipe(z.uuid({ error: 'Serviço não encontrado.' })),
  professionalId: z
    .union([z.literal(''), z.null(), z.uuid({ error: 'Profissional não encontrado.' })])
    .optional()
    .transform((value) => value || null),
});
export type WalkInInput = z.input<typeof walkInInputSchema>;
export type WalkIn = z.output<typeof walkInInputSchema>;
