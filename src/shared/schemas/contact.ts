import { z } from 'zod';
import { emailField, honeypotField, requiredText } from './fields';

export const CONTACT_SUBJECTS = [
  'Booking',
  'Treatment Information',
  'General Enquiries',
  'Complaints',
  'Suggestions',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const contactInputSchema = z.object({
  name: requiredText(100, 'Please enter your name.', 'Your name can be at most 100 characters.'),
  email: emailField('Please enter a valid email address.', 'Please enter your email.'),
  phone: z
    .string()
    .trim()
    .max(30, 'Please enter a valid phone number.')
    .regex(/^[+\d\s()-]*$/, 'Please enter a valid phone number.')
    .optional()
    .transform((value) => (value ? value : null)),
  subject: z.enum(CONTACT_SUBJECTS, 'Please choose a subject.').default('Booking'),
  message: requiredText(
    5000,
    'Please write your message.',
    'Your message can be at most 5000 characters.',
  ),
  website: honeypotField,
});
export type ContactInput = z.input<typeof contactInputSchema>;
