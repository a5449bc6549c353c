import { z } from 'zod';

/**
 * Why an appointment was cancelled (issue 30): what the desk records when staff cancel, and what a
 * client's own cancellation online records by itself. 'other' always comes with the desk's words.
 */
export const CANCELLATION_REASONS = ['client', 'salon', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const cancellationMessages = {
  reason: 'Escolha o motivo do cancelamento.',
  noteRequired: 'Descreva o motivo do cancelamento.',
  noteTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  onlyWhenCancelling: 'O motivo só se informa ao cancelar um agendamento.',
} as const;

/**
 * The desk's cancellation: the reason, the words for 'Outro' (required then, dropped otherwise),
 * and whether the client is told ('Avisar o cliente', on unless switched off).
 */
export const cancellationSchema = z
  .object({
    reason: z.enum(CANCELLATION_REASONS, { error: cancellationMessages.reason }),
    note: z
      .string({ error: cancellationMessages.noteRequired })
      .trim()
      .max(500, cancellationMessages.noteTooLong)
      .nullish()
      .transform((value) => value || null),
    notifyClient: z.boolean().optional().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: cancellationMessages.noteRequired });
  })
  .transform((value) => ({ ...value, note: value.reason === 'other' ? value.note : null }));
export type CancellationInput = z.input<typeof cancellationSchema>;
export type Cancellation = z.output<typeof cancellationSchema>;

/** A cancelled appointment's recorded reason, as the back office shows it. */
export interface CancellationRecord {
  reason: CancellationReason;
  /** The desk's words for 'Outro'; null for the other reasons. */
  note: string | null;
}
