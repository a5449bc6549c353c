import { z } from 'zod';
import { emailField, requiredText } from '@shared/schemas/fields';

const email = emailField('Informe um email válido', 'Informe seu email');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Informe sua senha'),
});
export type SignInValues = z.input<typeof signInSchema>;

/** Whether the passwords match is checked on submit, so it can be told with the spec's toast. */
export const signUpSchema = z.object({
  name: requiredText(100, 'Informe seu nome completo', 'Use no máximo 100 caracteres'),
  email,
  password: z.string().min(1, 'Informe uma senha').max(128, 'Use no máximo 128 caracteres'),
  confirmPassword: z.string().min(1, 'Confirme sua senha'),
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const newPasswordSchema = z.object({
  password: z.string().min(1, 'Informe a nova senha').max(128, 'Use no máximo 128 caracteres'),
  confirmPassword: z.string().min(1, 'Confirme a nova senha'),
});
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

export const MISMATCH_MESSAGE = 'As senhas não coincidem';
