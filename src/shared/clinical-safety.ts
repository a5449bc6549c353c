import { z } from 'zod';
import { isCalendarDate } from './salon-dates';

// Patch tests and prescription-only treatments (issue 33): the rules' defaults, the seeded
// services' slugs and the words both sides show. Public wording is English; staff's Portuguese.

/** The seeded services the rules send a client to book first (migration by slug). */
export const PATCH_TEST_SERVICE_SLUG = 'patch-test';
export const PRESCRIBER_CONSULTATION_SLUG = 'prescriber-consultation';

export const DEFAULT_PATCH_TEST_HOURS = 48;
export const DEFAULT_PATCH_TEST_VALID_MONTHS = 6;

export const PATCH_TEST_RESULTS = ['negative', 'reaction'] as const;
export type PatchTestResult = (typeof PATCH_TEST_RESULTS)[number];

/** The UK registers a prescriber of aesthetic medicines belongs to. */
export const PRESCRIBER_BODIES = ['NMC', 'GMC', 'GDC', 'GPhC'] as const;
export type PrescriberBody = (typeof PRESCRIBER_BODIES)[number];

/** The client's refusal online (the issue's exact words, the service's own hours). */
export const patchTestRequiredMessage = (hours: number) =>
  `This treatment needs a patch test at least ${hours} hours before. Book a free patch test first.`;
export const patchTestReactionMessage =
  'Your last patch test showed a reaction, so this treatment cannot be booked online. Please call us to talk it through.';
export const consultationRequiredMessage =
  'This treatment is a prescription-only medicine: your first one needs a face-to-face consultation with our prescriber. Book your prescriber consultation first.';
export const consultationAfterMessage =
  'This treatment must start after your prescriber consultation ends. Please choose a later time.';

/** The desk's Portuguese for the same refusals (English in staff-messages.ts). */
export const patchTestRequiredDeskMessage = (hours: number) =>
  `Este tratamento exige um teste de contato negativo feito pelo menos ${hours} horas antes. Agende um teste de contato gratuito primeiro, ou informe o motivo para agendar assim mesmo.`;
export const patchTestReactionDeskMessage =
  'O último teste de contato deste cliente teve reação. Para agendar assim mesmo, informe o motivo.';
export const consultationRequiredDeskMessage =
  'Este tratamento é um medicamento sob prescrição: o cliente precisa antes de uma consulta presencial com um prescritor, registrada ou agendada.';
export const consultationAfterDeskMessage =
  'Este tratamento só pode começar depois do fim da consulta com o prescritor.';
export const prescriptionMissingMessage =
  'Não é possível concluir: o cliente não tem prescrição válida para esta data. Registre a consulta com o prescritor no prontuário (Clínico).';
export const patchTestResultMissingMessage =
  'Registre o resultado do teste de contato no prontuário do cliente (Clínico) antes de concluir.';

/** Refusal codes the booking page turns into the 'book this first' link. */
export const CLINICAL_BOOKING_CODES = {
  patchTestRequired: 'patch_test_required',
  patchTestReaction: 'patch_test_reaction',
  consultationRequired: 'consultation_required',
  consultationAfter: 'consultation_after',
} as const;

/** What /book reads before anything is booked: which services need what, and where to go first. */
export interface BookingSafetyRules {
  patchTestServiceSlug: string | null;
  consultationServiceSlug: string | null;
  services: Array<{ serviceId: string; patchTestHours: number | null; prescriptionOnly: boolean }>;
}

/** A service's settings ('Segurança clínica' on its edit form). */
export const serviceSafetyInputSchema = z
  .object({
    patchTestRequired: z.boolean(),
    patchTestHours: z
      .number({ error: 'Informe as horas (1 a 168).' })
      .int('Informe as horas (1 a 168).')
      .min(1, 'Informe as horas (1 a 168).')
      .max(168, 'Informe as horas (1 a 168).')
      .default(DEFAULT_PATCH_TEST_HOURS),
    patchTestValidMonths: z
      .number({ error: 'Informe os meses (1 a 24).' })
      .int('Informe os meses (1 a 24).')
      .min(1, 'Informe os meses (1 a 24).')
      .max(24, 'Informe os meses (1 a 24).')
      .default(DEFAULT_PATCH_TEST_VALID_MONTHS),
    prescriptionOnly: z.boolean(),
  })
  .strict();
export type ServiceSafetyInput = z.input<typeof serviceSafetyInputSchema>;
export interface ServiceSafety {
  serviceId: string;
  patchTestRequired: boolean;
  patchTestHours: number;
  patchTestValidMonths: number;
  prescriptionOnly: boolean;
}

/** A professional marked a prescriber (null: not one). */
export const prescriberInputSchema = z
  .object({
    prescriber: z
      .object({
        body: z.enum(PRESCRIBER_BODIES, { error: 'Escolha o conselho: NMC, GMC, GDC ou GPhC.' }),
        registrationNumber: z
          .string({ error: 'Informe o número de registro.' })
          .trim()
          .min(3, 'Informe o número de registro.')
          .max(20, 'O número de registro pode ter no máximo 20 caracteres.')
          .regex(/^[A-Za-z0-9 -]+$/, 'Use só letras, números, espaços e hífens no registro.'),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type PrescriberInput = z.input<typeof prescriberInputSchema>;
export interface Prescriber {
  professionalId: string;
  body: PrescriberBody;
  registrationNumber: string;
}

const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, message);
const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message);

/** Staff record a patch test: when it was done (salon date and time), the product and the result. */
export const patchTestInputSchema = z
  .object({
    date: calendarDate('Informe a data do teste.'),
    time: z
      .string({ error: 'Informe a hora do teste.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe a hora do teste.'),
    product: text(200, 'Informe o produto (até 200 caracteres).').min(
      1,
      'Informe o produto (até 200 caracteres).',
    ),
    result: z.enum(PATCH_TEST_RESULTS, { error: 'Escolha o resultado: negativo ou reação.' }),
    notes: text(2000, 'As observações podem ter no máximo 2000 caracteres.').default(''),
    /** The 'Patch test' appointment it was done at, when there was one. */
    appointmentId: z.uuid({ error: 'Agendamento não encontrado.' }).nullish(),
  })
  .strict();
export type PatchTestInput = z.input<typeof patchTestInputSchema>;
export interface PatchTest {
  id: string;
  testedAt: string;
  product: string;
  result: PatchTestResult;
  notes: string;
  appointmentId: string | null;
  recordedByName: string;
  createdAt: string;
}

/** A prescriber's face-to-face consultation and, when suitable, the prescription. */
export const consultationInputSchema = z
  .object({
    date: calendarDate('Informe a data da consulta.'),
    time: z
      .string({ error: 'Informe a hora da consulta.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe a hora da consulta.'),
    prescriberId: z.uuid({ error: 'Escolha o prescritor.' }),
    suitable: z.boolean({ error: 'Informe se o cliente está apto.' }),
    medicine: text(200, 'Informe o medicamento (até 200 caracteres).').default(''),
    dose: text(200, 'Informe a dose (até 200 caracteres).').default(''),
    areas: text(200, 'Informe as áreas (até 200 caracteres).').default(''),
    validUntil: calendarDate('Informe a validade da prescrição.').nullish(),
    notes: text(2000, 'As observações podem ter no máximo 2000 caracteres.').default(''),
    appointmentId: z.uuid({ error: 'Agendamento não encontrado.' }).nullish(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.suitable) return;
    const need: Array<[keyof typeof value, string]> = [
      ['medicine', 'Informe o medicamento prescrito.'],
      ['dose', 'Informe a dose.'],
      ['areas', 'Informe as áreas.'],
      ['validUntil', 'Informe a validade da prescrição.'],
    ];
    for (const [key, message] of need)
      if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message });
    if (value.validUntil && value.validUntil < value.date)
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'A validade não pode ser antes da consulta.',
      });
  });
export type ConsultationInput = z.input<typeof consultationInputSchema>;
export interface Consultation {
  id: string;
  consultedAt: string;
  prescriberId: string;
  prescriberName: string;
  prescriberBody: PrescriberBody | null;
  prescriberRegistration: string | null;
  suitable: boolean;
  medicine: string | null;
  dose: string | null;
  areas: string | null;
  validUntil: string | null;
  notes: string;
  recordedByName: string;
  createdAt: string;
}

export interface ClientClinicalSafety {
  patchTests: PatchTest[];
  consultations: Consultation[];
  /** The prescribers a consultation can be recorded with. */
  prescribers: Array<{ id: string; name: string; body: PrescriberBody }>;
}

/** The desk's written reason for booking past a patch-test refusal (audited). */
export const clinicalOverrideReasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(10, 'Escreva o motivo (pelo menos 10 caracteres).')
  .max(500, 'O motivo pode ter no máximo 500 caracteres.');
