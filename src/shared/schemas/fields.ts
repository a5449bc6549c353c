import { z } from 'zod';
import { isCalendarDate, salonToday } from '../salon-dates';
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

/** A date of birth (YYYY-MM-DD), real and in the past; the age rule itself is the server's. */
export const dateOfBirthField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter your date of birth as DD/MM/YYYY.')
  .refine(isCalendarDate, 'Please enter a real date of birth.')
  // Today on the salon's calendar: after midnight in London the UTC date is still yesterday.
  .refine((value) => value >= '1900-01-01' && value <= salonToday(), {
    message: 'Please enter a real date of birth.',
  });
