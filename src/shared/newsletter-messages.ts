/**
 * The newsletter sign-up's messages (spec §5 and §8). Kept free of zod so the sign-up block can
 * show them on the home page without loading a validation library; schemas/newsletter.ts
 * re-exports them.
 */
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
