import { z } from 'zod';
import { emailField, honeypotField } from './fields';

export const NEWSLETTER_MESSAGES = {
  required: { title: 'Required field', description: 'Please enter your email.' },
  invalid: { title: 'Invalid email', description: 'Please enter a valid email address.' },
  duplicate: {
    title: 'Email already registered',
    description: 'This email is already subscribed to our newsletter.',
  },
  failed: {
    title: 'Subscription error',
    description: 'An error occurred. Please try again later.',
  },
  success: {
    title: 'Success!',
    description: 'Thank you for subscribing! You will receive our news soon.',
  },
} as const;

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
