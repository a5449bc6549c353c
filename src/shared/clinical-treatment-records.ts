import { z } from 'zod';
import { isCalendarDate } from './salon-dates';

/**
 * Treatment records (issue 33): what was given at a completed treatment — each product with its
 * batch and expiry, the dose per area — notes, and before/after photos. The back office's words are
 * Portuguese (their English is in staff-messages.ts).
 */

export const DOSE_UNITS = ['units', 'ml'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

export const PHOTO_KINDS = ['before', 'after'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** A photo taken on a tablet is a few MB; 8 MB leaves room without letting anything in. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const treatmentMessages = {
  notFound: 'Registro de tratamento não encontrado.',
  appointmentNotFound: 'Agendamento não encontrado.',
  notCompleted: 'O registro do tratamento é feito depois de concluir o atendimento.',
  expired: (batch: string, product: string, expiresOn: string) =>
    `O lote ${batch} do produto ${product} está vencido (validade ${expiresOn}). Use um produto dentro da validade.`,
  noPhotoConsent:
    'O cliente não consentiu com fotos clínicas: a foto não foi guardada. Registre o consentimento na ficha antes de fotografar.',
  photoMissing: 'Escolha uma foto para enviar.',
  photoEmpty: 'A foto está vazia.',
  photoTooLarge: 'A foto pode ter no máximo 8 MB.',
  photoType: 'A foto deve ser JPEG, PNG ou WebP.',
  photoKind: 'Diga se a foto é de antes ou de depois.',
  photoForm: 'Envie a foto como formulário (multipart/form-data).',
  photoNotFound: 'Foto não encontrada.',
  clientNotFound: 'Cliente não encontrado.',
  serviceNotFound: 'Serviço não encontrado.',
} as const;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const treatmentDoseSchema = z.object({
  area: text(60, 'Informe a área.', 'A área pode ter no máximo 60 caracteres.'),
  amount: z
    .number({ error: 'Informe a quantidade.' })
    .positive('A quantidade deve ser maior que zero.')
    .max(1000, 'A quantidade pode ser no máximo 1000.'),
  unit: z.enum(DOSE_UNITS, { error: 'Escolha unidades ou ml.' }),
});
export type TreatmentDose = z.output<typeof treatmentDoseSchema>;

export const treatmentProductSchema = z.object({
  product: text(120, 'Informe o produto.', 'O produto pode ter no máximo 120 caracteres.'),
  batch: text(60, 'Informe o lote.', 'O lote pode ter no máximo 60 caracteres.'),
  expiresOn: z
    .string({ error: 'Informe a validade.' })
    .refine(isCalendarDate, 'Informe a validade no formato AAAA-MM-DD.'),
  doses: z
    .array(treatmentDoseSchema, { error: 'Informe a dose por área.' })
    .min(1, 'Informe a dose de pelo menos uma área.')
    .max(20, 'No máximo 20 áreas por produto.'),
});
export type TreatmentProduct = z.output<typeof treatmentProductSchema>;

/** PUT /api/admin/appointments/:id/treatment-record. */
export const treatmentRecordInputSchema = z.object({
  products: z
    .array(treatmentProductSchema, { error: 'Informe os produtos usados.' })
    .max(20, 'No máximo 20 produtos por registro.'),
  notes: z
    .string()
    .trim()
    .max(4000, 'As observações podem ter no máximo 4000 caracteres.')
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type TreatmentRecordInput = z.input<typeof treatmentRecordInputSchema>;

export interface TreatmentPhoto {
  id: string;
  kind: PhotoKind;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

export interface TreatmentRecord {
  id: string;
  appointmentId: string | null;
  serviceName: string;
  professionalName: string;
  treatedAt: string;
  notes: string | null;
  products: TreatmentProduct[];
  photos: TreatmentPhoto[];
  recordedByName: string;
  updatedAt: string;
}

/** The appointment panel's view: the record (null until written) and whether photos may be taken. */
export interface AppointmentTreatmentRecord {
  record: TreatmentRecord | null;
  photoConsent: boolean;
}

/** The client record's 'Clínico' section: the treatments, newest first. */
export interface ClientTreatmentHistory {
  records: TreatmentRecord[];
  photoConsent: boolean;
}

/** PUT /api/admin/services/:id/aftercare: '' removes it. */
export const aftercareInputSchema = z.object({
  text: z
    .string({ error: 'Informe o texto dos cuidados pós-tratamento.' })
    .trim()
    .max(4000, 'Os cuidados pós-tratamento podem ter no máximo 4000 caracteres.'),
});
export interface ServiceAftercare {
  text: string;
}
