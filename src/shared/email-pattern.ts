/**
 * The spec's simple e-mail rule: something, an at sign, something, a dot, something. Kept free of
 * zod so the newsletter block can check it on the home page without loading a validation library.
 */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
