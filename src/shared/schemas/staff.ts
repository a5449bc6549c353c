import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { STAFF_LOCALES, STAFF_ROLES, type StaffLocale, type StaffRole } from '../staff-roles';

/** An invitation link lives this long (issue 31). */
export const STAFF_INVITATION_DAYS = 7;

const role = z.enum(STAFF_ROLES, 'Escolha uma função.');
const professionalId = z.uuid('Profissional não encontrado.');

/** 'Convidar' in 'Equipe': who is invited, as what, and the catalogue's professional they are. */
export const staffInvitationInputSchema = z.object({
  email: emailField('Informe um email válido.', 'Informe o email.'),
  name: requiredText(100, 'Informe o nome.', 'O nome pode ter até 100 caracteres.'),
  role,
  professionalId: professionalId.nullish(),
  /** Their back office's language, and the invitation e-mail's: the inviter's own unless chosen. */
  locale: z.enum(STAFF_LOCALES, 'Escolha um idioma.').optional(),
});
export type StaffInvitationInput = z.input<typeof staffInvitationInputSchema>;

/** A change to a member of the team: a role, or the professional they are (null unlinks). */
export const staffMemberChangeSchema = z
  .object({ role: role.optional(), professionalId: professionalId.nullable().optional() })
  .refine((v) => v.role !== undefined || v.professionalId !== undefined, {
    message: 'Informe a função ou o profissional.',
  });
export type StaffMemberChange = z.input<typeof staffMemberChangeSchema>;

/** The invitation page's form: the invited person's name and the password they choose. */
export const staffInvitationAcceptSchema = z.object({
  name: requiredText(100, 'Please enter your name.', 'Your name can be at most 100 characters.'),
  password: z.string('Please choose a password.').min(1, 'Please choose a password.'),
});
export type StaffInvitationAccept = z.input<typeof staffInvitationAcceptSchema>;

/**
 * What the accept route takes: nothing from someone accepting signed in with the account the
 * e-mail already has, else the form above (checked once the route knows which case it is).
 */
export const staffInvitationAcceptBodySchema = z.object({
  name: z.string().max(1000).optional(),
  password: z.string().max(1000).optional(),
});

export interface StaffMemberView {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  professional: { id: string; name: string } | null;
  suspended: boolean;
  twoFactorEnabled: boolean;
  /** The last time one of their sessions was used (ISO), or null if none is open. */
  lastSeenAt: string | null;
}

export interface StaffInvitationView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  professional: { id: string; name: string } | null;
  locale: StaffLocale;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/admin/staff: the team and the invitations still waiting. */
export interface StaffOverview {
  members: StaffMemberView[];
  invitations: StaffInvitationView[];
}

/** GET /api/staff-invitations/:token: what the invitation page shows. */
export interface StaffInvitationPreview {
  email: string;
  name: string;
  role: StaffRole;
  invitedByName: string | null;
  /** An account already uses the e-mail: its owner signs in first and accepts signed in. */
  accountExists: boolean;
}
