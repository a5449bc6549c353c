import { z } from 'zod';
import { normaliseEmail, SIMPLE_EMAIL } from '../email-pattern';

/** A required, trimmed text with a length limit, each with its own message. */
export const requiredText = (max: number, requiredMessage: string, tooLongMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);

/** An e-mail address, trimmed and lower-cased before it is checked and stored. */
export const emailField = (invalidMessage: string, requiredMessage = invalidMessage) =>
  z
    .string({ error: requiredMessage })
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(254, invalidMessage)
        .regex(SIMPLE_EMAIL, invalidMessage),
    );

/**
 * A field people never see: bots that fill every input fill it too. Any value is accepted here,
 * the route then drops the submission without storing it.
 */
export const honeypotField = z.string().max(1000).optional();
