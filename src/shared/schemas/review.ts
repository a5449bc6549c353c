import { z } from 'zod';
import { emailField, honeypotField, requiredText } from './fields';

export const REVIEW_RATING_REQUIRED = 'Por favor, selecione uma avaliação';

export const reviewInputSchema = z.object({
  userName: requiredText(100, 'Informe seu nome.', 'O nome pode ter no máximo 100 caracteres.'),
  userEmail: emailField('Informe um email válido.', 'Informe seu email.'),
  rating: z
    .number({ error: REVIEW_RATING_REQUIRED })
    .int(REVIEW_RATING_REQUIRED)
    .min(1, REVIEW_RATING_REQUIRED)
    .max(5, REVIEW_RATING_REQUIRED),
  comment: z
    .string()
    .trim()
    .max(1000, 'O comentário pode ter no máximo 1000 caracteres.')
    .optional()
    .transform((value) => (value ? value : null)),
  website: honeypotField,
  /** The link's token when the review answers a completed appointment's request (issue 18). */
  token: z.string().max(200).optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** What the public sees of a review: never the reviewer's e-mail. */
export interface PublicReview {
  id: string;
  userName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
}
