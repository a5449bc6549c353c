import { z } from 'zod';
import { COURSE_ARTS, MAX_COURSE_PRICE_PENCE, MIN_COURSE_PRICE_PENCE } from '../academy';
import { emailField, requiredText } from './fields';

export const checkoutInputSchema = z.object({
  courseId: z.uuid('Curso não encontrado.'),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const verifyPaymentInputSchema = z.object({
  sessionId: z
    .string({ error: 'Sessão de pagamento inválida.' })
    .trim()
    .min(1, 'Sessão de pagamento inválida.')
    .max(255, 'Sessão de pagamento inválida.')
    .regex(/^[A-Za-z0-9_]+$/, 'Sessão de pagamento inválida.'),
});
export type VerifyPaymentInput = z.input<typeof verifyPaymentInputSchema>;

export const testCheckoutPayInputSchema = z.object({
  email: emailField('Informe um email válido.', 'Informe seu email.'),
});
export type TestCheckoutPayInput = z.input<typeof testCheckoutPayInputSchema>;

const priceMessage = 'Informe um preço entre £0.01 e £10,000.00.';

/** A course as the back office creates it; every field is required. */
export const adminCourseInputSchema = z.object({
  name: requiredText(120, 'Informe o nome do curso.', 'O nome pode ter no máximo 120 caracteres.'),
  description: requiredText(
    2000,
    'Informe a descrição do curso.',
    'A descrição pode ter no máximo 2000 caracteres.',
  ),
  pricePence: z
    .number({ error: priceMessage })
    .int(priceMessage)
    .min(MIN_COURSE_PRICE_PENCE, priceMessage)
    .max(MAX_COURSE_PRICE_PENCE, priceMessage),
  imageUrl: z.enum(COURSE_ARTS, 'Escolha uma das imagens disponíveis.').nullable(),
  isActive: z.boolean({ error: 'Informe se o curso está ativo.' }),
});
export type AdminCourseInput = z.input<typeof adminCourseInputSchema>;

/** An edit: any of the fields, at least one. */
export const adminCoursePatchSchema = adminCourseInputSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nada para alterar.');
export type AdminCoursePatch = z.input<typeof adminCoursePatchSchema>;

export const materialTitleSchema = z
  .string()
  .trim()
  .max(120, 'O título pode ter no máximo 120 caracteres.');
