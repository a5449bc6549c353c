import type { Permission, StaffLocale, StaffRole } from '../staff-roles';
import { z } from 'zod';
import { smsReminderMessages, ukMobileNumber } from '../sms-consent';
import { dateOfBirthField } from './fields';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Passwords seen most often in breaches: refused whatever their case. */
const COMMON_PASSWORDS = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 1234567 123123 1234567890
  000000 abc123 password1 iloveyou 1q2w3e4r qwerty 123321 654321 666666 987654321 123qwe
  qwertyuiop 1qaz2wsx 11111111 88888888 aa123456 zxcvbnm asdfghjkl 12341234 senha123 senha1234
  mudar123 brasil123 admin123 admin1234 welcome1 welcome123 letmein1 monkey123 dragon123
  sunshine1 princess1 football1 baseball1 master123 passw0rd p@ssw0rd p@ssword password123
  password1234 liverpool1 arsenal123 chelsea1 birmingham qwerty12 abcd1234 abcdefgh 12344321
  87654321 11223344 asdf1234 q1w2e3r4 1q2w3e4r5t zaq12wsx changeme changeme1 trustno1
  iloveyou1 loveyou1 beautiful salon123 beauty123 aurora123 princesa gabriel1 flamengo1`
    .split(/\s+/)
    .filter(Boolean),
);

/** Everything wrong with a password, in Portuguese (the sign-up screen's language). */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('não ser uma senha comum');
  if (/^(.)\1+$/.test(password)) problems.push('não repetir um único caractere');
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 3 && password.toLowerCase().includes(local)) {
    problems.push('não conter o seu email');
  }
  return problems;
}

export function passwordProblemMessage(problems: string[]): string {
  return `A senha precisa ${problems.join('; ')}.`;
}

export const profileInputSchema = z
  .object({
    fullName: z
      .string({ error: 'Please enter your full name.' })
      .trim()
      .min(2, 'Please enter your full name.')
      .max(100, 'Your name can be at most 100 characters.'),
    phone: z
      .string()
      .trim()
      .max(30, 'Please enter a valid phone number.')
      .regex(/^[+\d\s()-]*$/, 'Please enter a valid phone number.')
      .optional()
      .transform((value) => (value ? value : null)),
    /** Kept when absent; null or '' removes it. Needed to book 18+ treatments. */
    dateOfBirth: z.union([z.literal(''), z.null(), dateOfBirthField]).optional(),
    /** Consent to SMS reminders (issue 18); kept when absent. Needs a UK mobile number. */
    smsReminders: z.boolean().optional(),
    /** Rebooking reminders by e-mail (issue 32); kept when absent. On unless turned off. */
    rebookReminders: z.boolean().optional(),
  })
  .refine((p) => p.smsReminders !== true || ukMobileNumber(p.phone) !== null, {
    message: smsReminderMessages.needsMobile,
    path: ['smsReminders'],
  });
export type ProfileInput = z.input<typeof profileInputSchema>;

export interface Me {
  user: { id: string; email: string; name: string } | null;
  profile: {
    fullName: string;
    phone: string | null;
    dateOfBirth: string | null;
    smsReminders: boolean;
    rebookReminders: boolean;
  } | null;
  /** Whether the back office is theirs: a member of the team, not suspended. */
  isAdmin: boolean;
  /** Their role, what it allows, their professional and their language (issue 31). */
  staff: {
    role: StaffRole;
    permissions: Permission[];
    professionalId: string | null;
    locale: StaffLocale;
  } | null;
}
