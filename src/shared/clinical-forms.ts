import { z } from 'zod';

// Consultation and consent forms (issue 33): what the back office's 'Fichas' builds, what the
// client fills from the e-mail link or the salon's tablet, and what a signature records.

export const QUESTION_KINDS = [
  'short_text',
  'long_text',
  'yes_no',
  'single_choice',
  'multiple_choice',
  'date',
  'signature',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const FORM_KINDS = ['medical_history', 'consent'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** How often a service needs a form signed. */
export const FORM_FREQUENCIES = ['first_visit', 'every_visit', 'every_12_months'] as const;
export type FormFrequency = (typeof FORM_FREQUENCIES)[number];

export const FORM_FREQUENCY_LABELS: Record<'pt-BR' | 'en-GB', Record<FormFrequency, string>> = {
  'pt-BR': {
    first_visit: 'Antes da primeira visita',
    every_visit: 'Antes de cada visita',
    every_12_months: 'A cada 12 meses',
  },
  'en-GB': {
    first_visit: 'Before the first visit',
    every_visit: 'Before every visit',
    every_12_months: 'Every 12 months',
  },
};

const choiceKinds: readonly QuestionKind[] = ['single_choice', 'multiple_choice'];

export const questionSchema = z
  .object({
    /** Stable within a form's versions, so answers to the same question compare across them. */
    id: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9-]{0,59}$/,
        'Identificador inválido: use letras minúsculas, números e hífens.',
      ),
    kind: z.enum(QUESTION_KINDS, { error: 'Tipo de pergunta inválido.' }),
    label: z.string().trim().min(1, 'Escreva a pergunta.').max(500, 'Pergunta longa demais.'),
    required: z.boolean().default(true),
    options: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
    /** A yes/no question's follow-up, asked when the answer is 'yes' ('Please give details'). */
    followUp: z.string().trim().max(300).default(''),
    /**
     * The alert word the answer raises on the client's record and the calendar block: a 'yes', a
     * non-empty text, or any choice.
     */
    alert: z.string().trim().max(60).default(''),
  })
  .refine((q) => !choiceKinds.includes(q.kind) || q.options.length >= 2, {
    message: 'Uma pergunta de escolha precisa de pelo menos duas opções.',
    path: ['options'],
  });
export type FormQuestion = z.infer<typeof questionSchema>;

export const formContentSchema = z
  .object({
    title: z.string().trim().min(1, 'Dê um título à ficha.').max(200, 'Título longo demais.'),
    intro: z.string().trim().max(4000, 'Introdução longa demais.').default(''),
    questions: z
      .array(questionSchema)
      .min(1, 'A ficha precisa de pelo menos uma pergunta.')
      .max(80),
  })
  .refine((c) => new Set(c.questions.map((q) => q.id)).size === c.questions.length, {
    message: 'Duas perguntas têm o mesmo identificador.',
    path: ['questions'],
  });
export type FormContent = z.infer<typeof formContentSchema>;

export const createFormSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens no endereço.'),
  kind: z.enum(FORM_KINDS, { error: 'Tipo de ficha inválido.' }),
  content: formContentSchema,
});

export const serviceFormsSchema = z.object({
  forms: z
    .array(
      z.object({
        formId: z.uuid({ error: 'Ficha inválida.' }),
        frequency: z.enum(FORM_FREQUENCIES, { error: 'Frequência inválida.' }),
      }),
    )
    .max(10)
    .refine((f) => new Set(f.map((x) => x.formId)).size === f.length, 'Ficha repetida.'),
});

/** One answer: text, a date (YYYY-MM-DD), yes/no (with its follow-up), choices, or a drawn signature. */
export const answerSchema = z.object({
  value: z.union([z.string().max(20_000), z.boolean(), z.array(z.string().max(200)).max(30)]),
  detail: z.string().max(2000).optional(),
});
export type FormAnswer = z.infer<typeof answerSchema>;

/** A PNG drawn on the signature pad, as a data URL; 200 KB is ample for a 600×200 canvas. */
export const signatureImage = z
  .string({ error: 'Please sign in the box.' })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'Please sign in the box.')
  .max(200_000, 'The signature is too large. Please clear it and sign again.');

export const signFormSchema = z.object({
  versionId: z.uuid({ error: 'This form has changed. Please reload the page.' }),
  answers: z.record(z.string(), answerSchema),
  typedName: z
    .string({ error: 'Please type your full name.' })
    .trim()
    .min(2, 'Please type your full name.')
    .max(200, 'That name is too long.'),
  signature: signatureImage,
});
export type SignFormInput = z.infer<typeof signFormSchema>;

export type FormStatus = 'due' | 'signed';

/** A form as the client fills it (the public page). */
export interface FillForm {
  formId: string;
  versionId: string;
  kind: FormKind;
  content: FormContent;
  status: FormStatus;
  signedAt: string | null;
}

export interface FillPage {
  clientFirstName: string;
  serviceName: string;
  startsAt: string;
  forms: FillForm[];
}

/** What the desk sees of an appointment's forms: never the answers (permission 'clinical.status'). */
export interface AppointmentFormStatus {
  formId: string;
  title: string;
  status: FormStatus;
  /** The alert words the signed form raised. */
  flags: string[];
  submissionId: string | null;
}

export interface AdminFormSummary {
  id: string;
  slug: string;
  kind: FormKind;
  title: string;
  version: number;
  versionId: string;
  contentHash: string;
  updatedAt: string;
}

export interface AdminFormDetail extends AdminFormSummary {
  content: FormContent;
  versions: { id: string; version: number; contentHash: string; createdAt: string }[];
}

export interface ServiceFormLink {
  formId: string;
  frequency: FormFrequency;
}

/** A signed form on the client's record (permission 'clinical': the answers too). */
export interface SignedFormRecord {
  id: string;
  formId: string;
  title: string;
  version: number;
  versionHash: string;
  appointmentId: string | null;
  signedAt: string;
  typedName: string;
  ipAddress: string | null;
  flags: string[];
  questions: FormQuestion[];
  answers: Record<string, FormAnswer>;
}

/** The client's own signed forms (/perfil). */
export interface OwnSignedForm {
  id: string;
  title: string;
  signedAt: string;
}

/** The alert words an answer raises: the question's, when the answer says something. */
export function flagsOf(content: FormContent, answers: Record<string, FormAnswer>): string[] {
  const flags = new Set<string>();
  for (const q of content.questions) {
    const answer = answers[q.id];
    if (!q.alert || !answer) continue;
    const v = answer.value;
    const raised =
      q.kind === 'yes_no'
        ? v === true
        : Array.isArray(v)
          ? v.length > 0
          : typeof v === 'string' && v.trim() !== '';
    if (raised) flags.add(q.alert);
  }
  return [...flags];
}

/** The first problem with the answers to a form, in the client's words, or null. */
export function answersProblem(
  content: FormContent,
  answers: Record<string, FormAnswer>,
): { questionId: string; message: string } | null {
  for (const q of content.questions) {
    const a = answers[q.id];
    const v = a?.value;
    const empty =
      v === undefined ||
      (typeof v === 'string' && v.trim() === '') ||
      (Array.isArray(v) && v.length === 0);
    if (empty) {
      if (q.required) return { questionId: q.id, message: `Please answer: ${q.label}` };
      continue;
    }
    const wrong = (message: string) => ({ questionId: q.id, message });
    switch (q.kind) {
      case 'yes_no':
        if (typeof v !== 'boolean') return wrong(`Please answer yes or no: ${q.label}`);
        if (v && q.followUp && q.required && !a?.detail?.trim())
          return wrong(`Please give details: ${q.label}`);
        break;
      case 'single_choice':
        if (typeof v !== 'string' || !q.options.includes(v))
          return wrong(`Please choose one of the options: ${q.label}`);
        break;
      case 'multiple_choice':
        if (!Array.isArray(v) || v.some((x) => !q.options.includes(x)))
          return wrong(`Please choose from the options: ${q.label}`);
        break;
      case 'date':
        if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v))
          return wrong(`Please enter a date: ${q.label}`);
        break;
      case 'signature':
        if (typeof v !== 'string' || !signatureImage.safeParse(v).success)
          return wrong(`Please sign: ${q.label}`);
        break;
      default:
        if (typeof v !== 'string') return wrong(`Please answer: ${q.label}`);
        if (q.kind === 'short_text' && v.length > 500)
          return wrong(`Please keep the answer short: ${q.label}`);
    }
  }
  return null;
}
