import { and, eq, ne, sql } from 'drizzle-orm';
import { normaliseEmail } from '@shared/email-pattern';
import { STAFF_ROLE_LABELS, type StaffRole } from '@shared/staff-roles';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { professionals } from '../../db/schema/catalogue';

export interface StaffGrant {
  email: string;
  /** Null takes the account off the team (`admin:revoke`). */
  role: StaffRole | null;
  /** For a professional: the catalogue's professional they are, by name or id. */
  professional?: string;
}

export type GrantOutcome =
  | { ok: true; professionalName: string | null }
  | { ok: false; reason: 'no_account' | 'no_professional' | 'professional_taken' };

/**
 * `npm run admin:grant -- <email> [role] [professional]` puts the account on the team in a role
 * (owner unless told: the first owner is made so, issue 31), a professional linked to the
 * catalogue's professional they are; `admin:revoke` takes it off. Each grant sets the link anew,
 * so a role changed from professional leaves no professional behind it.
 */
export async function setStaffRole(db: Db, grant: StaffGrant, now: Date): Promise<GrantOutcome> {
  const email = normaliseEmail(grant.email);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email))
      .for('update');
    if (!account) return { ok: false, reason: 'no_account' };
    let linked: { id: string; name: string } | null = null;
    if (grant.role === 'professional' && grant.professional) {
      const wanted = grant.professional.trim();
      const [found] = await tx
        .select({ id: professionals.id, name: professionals.name })
        .from(professionals)
        .where(
          sql`lower(${professionals.name}) = lower(${wanted}) or ${professionals.id}::text = ${wanted}`,
        )
        .limit(1);
      if (!found) return { ok: false, reason: 'no_professional' };
      const [taken] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.professionalId, found.id), ne(user.id, account.id)));
      if (taken) return { ok: false, reason: 'professional_taken' };
      linked = found;
    }
    await tx
      .update(user)
      .set({
        staffRole: grant.role,
        professionalId: linked?.id ?? null,
        staffSuspendedAt: null,
        updatedAt: now,
      })
      .where(eq(user.id, account.id));
    return { ok: true, professionalName: linked?.name ?? null };
  });
}

/** What the CLI says once the change is made, the same whichever way it went. */
export function grantDone(grant: StaffGrant, professionalName: string | null): string {
  if (grant.role === null) return `${grant.email} is no longer on the team.`;
  if (grant.role === 'owner') return `${grant.email} is now an owner.`;
  const as = `${STAFF_ROLE_LABELS['pt-BR'][grant.role]} (${grant.role})`;
  return professionalName
    ? `${grant.email} is now ${as}, linked to ${professionalName}.`
    : `${grant.email} is now ${as}.`;
}

/** Why the CLI could not make the change. */
export function grantRefused(
  grant: StaffGrant,
  reason: Exclude<GrantOutcome, { ok: true }>['reason'],
): string {
  switch (reason) {
    case 'no_account':
      return `No account uses ${grant.email}. Sign up on the site first, then run this again.`;
    case 'no_professional':
      return `No professional in the catalogue is called ${grant.professional ?? ''}.`;
    case 'professional_taken':
      return `${grant.professional ?? ''} is already linked to another account.`;
  }
}
