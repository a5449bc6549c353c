import { z } from 'zod';

// Proving that an opted-in mobile number is the client's own before any reminder is texted to it
// (issue 27): a one-time code sent to the number, typed back on /perfil. Kept apart from
// ./sms-consent, which the sign-in pages load.

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 10;
/** Wrong guesses a code survives: a sixth needs a new code (1 in 200,000 odds per code). */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** How long after a code another may be asked for, per account and per number. */
export const SMS_CODE_RESEND_SECONDS = 60;
/** Codes an account, and a number whatever the account, may be sent in an hour. */
export const SMS_CODES_PER_HOUR = 5;

/** Where a client's mobile number stands, as /perfil shows it. */
export interface SmsVerificationStatus {
  /** Whether the salon can send texts at all (an SMS provider is configured). */
  available: boolean;
  /** The profile's UK mobile in international form (+447…), or null when it has none. */
  number: string | null;
  /** Whether the client ticked "Text me appointment reminders". */
  optedIn: boolean;
  /** Whether `number` itself was proven with a code: only then do reminders go by text. */
  verified: boolean;
  /** The code last sent to `number`, while one is outstanding. */
  pending: {
    expiresAt: string;
    /** When another code may be asked for. */
    resendAt: string;
    /** The same, from the answer's moment: a device's own clock may be wrong. */
    resendInSeconds: number;
    attemptsLeft: number;
  } | null;
}

export const smsCodeInputSchema = z.object({
  code: z
    .string({ error: 'Please enter the 6-digit code from the text.' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from the text.')),
});
export type SmsCodeInput = z.input<typeof smsCodeInputSchema>;

/** "+447700900321" as people read it: "+44 7700 900321". */
export function displayMobile(number: string): string {
  const match = /^\+44(\d{4})(\d{6})$/.exec(number);
  return match ? `+44 ${match[1]} ${match[2]}` : number;
}

function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Every visible string of the verification on /perfil and its API (English: a client's page). */
export const smsVerificationMessages = {
  heading: 'Verify your mobile',
  verified: 'Verified',
  notVerified: 'Not verified',
  verifiedNote: (number: string) => `Reminders go by text to ${displayMobile(number)}.`,
  notVerifiedNote: 'Not verified — reminders go by e-mail until you verify.',
  explain: (number: string) =>
    `To make sure reminders reach you and nobody else, we text a ${SMS_CODE_LENGTH}-digit code to ${displayMobile(number)}.`,
  unavailable:
    'Text messages are not available at the moment, so your reminders go by e-mail. You can leave the box ticked: texts start once we can send them and you have verified your number.',
  saveFirst: 'You have unsaved changes: save your details first, then verify the number you saved.',
  sent: (number: string) =>
    `We have sent a ${SMS_CODE_LENGTH}-digit code to ${displayMobile(number)}. It expires in ${SMS_CODE_TTL_MINUTES} minutes.`,
  codeLabel: `${SMS_CODE_LENGTH}-digit code`,
  codeHint: 'From the text we sent. It can take a minute to arrive.',
  success: 'Your mobile number is verified. Reminders will now go by text as well.',
  codeFormat: 'Please enter the 6-digit code from the text.',
  wrongCode: (attemptsLeft: number) =>
    attemptsLeft > 0
      ? `That code is not right. Please check the text and try again (${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left).`
      : 'That code is not right, and that was the last try. Please ask for a new code.',
  expired: 'This code has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
  noCode: 'Please ask for a code first.',
  tooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for another code.`,
  tooManyCodes: (seconds: number) =>
    `Too many codes have been sent to this account or number. Please try again in ${inMinutes(seconds)}.`,
  noMobile: 'Please save a UK mobile number (07…) first.',
  notOptedIn: 'Please tick "Text me appointment reminders" and save your details first.',
  alreadyVerified: 'This number is already verified.',
} as const;
