import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from '../newsletter-messages';
import { emailField, honeypotField } from './fields';

export { NEWSLETTER_MESSAGES };

export const newsletterInputSchema = z.object({
  email: emailField(
    NEWSLETTER_MESSAGES.invalid.description,
    NEWSLETTER_MESSAGES.required.description,
  ),
  website: honeypotField,
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

export const unsubscribeInputSchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link is not valid.' })
    .regex(/^[\w-]{20,100}$/, 'The unsubscribe link is not valid.'),
});

export const confirmationInputSchema = z.object({
  token: z
    .string({ error: 'The confirmation link is not valid.' })
    .regex(/^[\w-]{20,100}$/, 'The confirmation link is not valid.'),
});
