import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  STAFF_INVITATION_DAYS,
  type StaffInvitationPreview,
  type StaffInvitationView,
  type StaffMemberView,
  type StaffOverview,
} from '@shared/schemas/staff';
import type { StaffLocale, StaffRole } from '@shared/staff-roles';
import type { Db } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { professionals } from '../../db/schema/catalogue';
import { staffInvitations } from '../../db/schema/staff';
import type { AdminActor } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { enqueueMail, mailWith } from '../../mail/mail-queue';
import { recordAdminAction } from '../admin/audit.service';
import { staffInvitationEmail } from './staff-emails';

const DAY_MS = 24 * 60 * 60 * 1000;

export const memberNotFound = () =>
  new ApiError(404, 'not_found', 'Pessoa da equipe não encontrada.');
export const invitationNotFound = () => new ApiError(404, 'not_found', 'Convite não encontrado.');
const professionalNotFound = () =>
  new ApiError(400, 'validation_failed', 'Profissional não encontrado.', {
    professionalId: 'Profissional não encontrado.',
  });
const professionalTaken = () =>
  new ApiError(
    409,
    'professional_linked',
    'Este profissional já está ligado a outra pessoa da equipe.',
    { professionalId: 'Este profissional já está ligado a outra pessoa da equipe.' },
  );
const lastOwner = () =>
  new ApiError(409, 'last_owner', 'O salão precisa de pelo menos um proprietário.');

/** Only the token's hash is kept: a leaked database row cannot be turned back into a link. */
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

const professionalOf = (id: string | null, name: string | null) =>
  id && name !== null ? { id, name } : null;

/** The team (everyone with a role, suspended or not) and the invitations still open. */
export async function listStaff(db: Db, now: Date): Promise<StaffOverview> {
  const lastSeen = db
    .select({ userId: session.userId, at: max(session.updatedAt).as('last_seen_at') })
    .from(session)
    .groupBy(session.userId)
    .as('last_seen');
  const memberRows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.staffRole,
      professionalId: user.professionalId,
      professionalName: professionals.name,
      suspendedAt: user.staffSuspendedAt,
      twoFactorEnabled: user.twoFactorEnabled,
      lastSeenAt: lastSeen.at,
    })
    .from(user)
    .leftJoin(professionals, eq(professionals.id, user.professionalId))
    .leftJoin(lastSeen, eq(lastSeen.userId, user.id))
    .where(isNotNull(user.staffRole))
    .orderBy(asc(user.name), asc(user.email));
  const inviter = alias(user, 'inviter');
  const invitationRows = await db
    .select({
      invitation: staffInvitations,
      professionalName: professionals.name,
      invitedByName: inviter.name,
    })
    .from(staffInvitations)
    .leftJoin(professionals, eq(professionals.id, staffInvitations.professionalId))
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(openInvitation(now))
    .orderBy(asc(staffInvitations.createdAt));
  return {
    members: memberRows.map((row): StaffMemberView => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role!,
      professional: professionalOf(row.professionalId, row.professionalName),
      suspended: row.suspendedAt !== null,
      twoFactorEnabled: row.twoFactorEnabled,
      // The aggregate comes back as the driver's text on one database, a Date on the other.
      lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
    })),
    invitations: invitationRows.map(
      ({ invitation, professionalName, invitedByName }): StaffInvitationView => ({
        id: invitation.id,
        email: invitation.email,
        name: invitation.name,
        role: invitation.role,
        professional: professionalOf(invitation.professionalId, professionalName),
        locale: invitation.locale,
        invitedByName,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
      }),
    ),
  };
}

const openInvitation = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.withdrawnAt),
    gt(staffInvitations.expiresAt, now),
  );

/** The professional exists, and no one else on the team is them. */
async function checkProfessionalFree(db: Db, professionalId: string, exceptUserId?: string) {
  const [found] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  if (!found) throw professionalNotFound();
  const [linked] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.professionalId, professionalId),
        exceptUserId ? ne(user.id, exceptUserId) : undefined,
      ),
    );
  if (linked) throw professionalTaken();
}

export interface InvitationRequest {
  email: string;
  name: string;
  role: StaffRole;
  professionalId?: string | null;
  locale?: StaffLocale;
}

/**
 * 'Convidar': stores the invitation (the token's hash only) and e-mails its link. Refused with
 * 409 when the e-mail is already on the team or already has an open invitation (withdraw it to
 * send another).
 */
export async function inviteStaff(
  db: Db,
  actor: AdminActor,
  input: InvitationRequest,
  now: Date,
  publicUrl: string,
): Promise<StaffInvitationView> {
  const token = randomBytes(32).toString('base64url');
  const professionalId = input.professionalId ?? null;
  const locale = input.locale ?? actor.locale;
  const created = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, input.email), isNotNull(user.staffRole)));
    if (member) {
      throw new ApiError(409, 'already_on_team', 'Este email já faz parte da equipe.', {
        email: 'Este email já faz parte da equipe.',
      });
    }
    const [pending] = await tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.email, input.email), openInvitation(now)));
    if (pending) {
      throw new ApiError(
        409,
        'already_invited',
        'Já existe um convite pendente para este email. Cancele-o para enviar outro.',
        { email: 'Já existe um convite pendente para este email.' },
      );
    }
    if (professionalId) await checkProfessionalFree(tx, professionalId);
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        name: input.name,
        role: input.role,
        professionalId,
        locale,
        tokenHash: hashInvitationToken(token),
        invitedBy: actor.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
      })
      .returning();
    await enqueueMail(
      tx,
      mailWith(
        staffInvitationEmail({
          to: input.email,
          name: input.name,
          role: input.role,
          invitedByName: actor.name || null,
          url: `${publicUrl}/equipe/convite/${token}`,
          days: STAFF_INVITATION_DAYS,
          locale,
        }),
        { urgent: true },
      ),
      [row!.id],
    );
    await recordAdminAction(
      tx,
      actor,
      'staff.invite',
      { type: 'staff_invitation', id: row!.id },
      { name: input.name, to: input.email, role: input.role, professionalId, locale },
    );
    return row!;
  });
  const [view] = (await listStaff(db, now)).invitations.filter((i) => i.id === created.id);
  return view!;
}

/** Withdraws an open invitation: its link answers 410 from then on. */
export async function withdrawInvitation(db: Db, actor: AdminActor, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, id))
      .for('update');
    if (!row) throw invitationNotFound();
    if (row.acceptedAt) {
      throw new ApiError(409, 'invitation_accepted', 'Este convite já foi aceito.');
    }
    if (row.withdrawnAt) return;
    await tx.update(staffInvitations).set({ withdrawnAt: now }).where(eq(staffInvitations.id, id));
    await recordAdminAction(
      tx,
      actor,
      'staff.invitation.withdraw',
      { type: 'staff_invitation', id },
      { name: row.name, to: row.email, role: row.role },
    );
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The member's row, locked, with the other active owners locked too: two owners demoting each
 * other at once must not leave the salon with none.
 */
async function lockMember(tx: Tx, userId: string) {
  const owners = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.staffRole, 'owner'), isNull(user.staffSuspendedAt)))
    .orderBy(asc(user.id))
    .for('update');
  const [member] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, userId), isNotNull(user.staffRole)))
    .for('update');
  if (!member) throw memberNotFound();
  const isActiveOwner = owners.some((o) => o.id === userId);
  return { member, isOnlyOwner: isActiveOwner && owners.length === 1 };
}

/** Ends every session of the account at once: their next request is signed out. */
const endSessions = (tx: Tx, userId: string) =>
  tx.delete(session).where(eq(session.userId, userId));

export async function changeMember(
  db: Db,
  actor: AdminActor,
  userId: string,
  change: { role?: StaffRole; professionalId?: string | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { member, isOnlyOwner } = await lockMember(tx, userId);
    const changes: Record<string, [unknown, unknown]> = {};
    const set: Partial<typeof user.$inferInsert> = {};
    if (change.role !== undefined && change.role !== member.staffRole) {
      if (isOnlyOwner) throw lastOwner();
      set.staffRole = change.role;
      changes.role = [member.staffRole, change.role];
    }
    if (change.professionalId !== undefined && change.professionalId !== member.professionalId) {
      if (change.professionalId) await checkProfessionalFree(tx, change.professionalId, userId);
      set.professionalId = change.professionalId;
      changes.professionalId = [member.professionalId, change.professionalId];
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(user)
      .set({ ...set, updatedAt: now })
      .where(eq(user.id, userId));
    await recordAdminAction(
      tx,
      actor,
      'staff.update',
      { type: 'staff', id: userId },
      { name: member.name, to: member.email, changes },
    );
  });
}

export async function suspendMember(db: Db, actor: AdminActor, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    const { member, isOnlyOwner } = await lockMember(tx, userId);
    if (member.staffSuspendedAt) return;
    if (isOnlyOwner) throw lastOwner();
    await tx.update(user).set({ staffSuspendedAt: now, updatedAt: now }).where(eq(user.id, userId));
    await endSessions(tx, userId);
    await recordAdminAction(
      tx,
      actor,
      'staff.suspend',
      { type: 'staff', id: userId },
      { name: member.name, to: member.email },
    );
  });
}

export async function restoreMember(db: Db, actor: AdminActor, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    const { member } = await lockMember(tx, userId);
    if (!member.staffSuspendedAt) return;
    await tx
      .update(user)
      .set({ staffSuspendedAt: null, updatedAt: now })
      .where(eq(user.id, userId));
    await recordAdminAction(
      tx,
      actor,
      'staff.restore',
      { type: 'staff', id: userId },
      { name: member.name, to: member.email },
    );
  });
}

/**
 * Takes the person off the team: their account stays (a client's, with its bookings), without a
 * role or a professional, and every session ends.
 */
export async function removeMember(db: Db, actor: AdminActor, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    const { member, isOnlyOwner } = await lockMember(tx, userId);
    if (isOnlyOwner) throw lastOwner();
    await tx
      .update(user)
      .set({ staffRole: null, staffSuspendedAt: null, professionalId: null, updatedAt: now })
      .where(eq(user.id, userId));
    await endSessions(tx, userId);
    await recordAdminAction(
      tx,
      actor,
      'staff.remove',
      { type: 'staff', id: userId },
      { name: member.name, to: member.email, role: member.staffRole },
    );
  });
}

// ---- The invitation link (public) -------------------------------------------------------------

const invitationGone = (message: string) => new ApiError(410, 'invitation_gone', message);
const unknownLink = () =>
  new ApiError(404, 'not_found', 'This invitation link is not valid. Check you copied all of it.');

/** The invitation a link names, if it can still be accepted; 404 unknown, 410 used or out of date. */
export async function usableInvitation(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ invitation: staffInvitations, invitedByName: user.name })
    .from(staffInvitations)
    .leftJoin(user, eq(user.id, staffInvitations.invitedBy))
    .where(eq(staffInvitations.tokenHash, hashInvitationToken(token)));
  if (!row) throw unknownLink();
  const { invitation } = row;
  if (invitation.acceptedAt) {
    throw invitationGone('This invitation has already been used. Sign in to the back office.');
  }
  if (invitation.withdrawnAt) {
    throw invitationGone('This invitation was withdrawn. Ask the salon for a new one.');
  }
  if (invitation.expiresAt <= now) {
    throw invitationGone(
      `This invitation has expired (links work for ${STAFF_INVITATION_DAYS} days). Ask the salon for a new one.`,
    );
  }
  return { invitation, invitedByName: row.invitedByName };
}

export async function previewInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<StaffInvitationPreview> {
  const { invitation, invitedByName } = await usableInvitation(db, token, now);
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, invitation.email));
  return {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    invitedByName,
    accountExists: Boolean(existing),
  };
}

/**
 * Marks the invitation used, atomically: of two accepts at once, one gets the row and the other a
 * 410. Returns the invitation, or throws the link's 404 or 410.
 */
export async function claimInvitation(db: Db, token: string, now: Date) {
  const [claimed] = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.tokenHash, hashInvitationToken(token)), openInvitation(now)))
    .returning();
  if (claimed) return claimed;
  // Not open: say why, as the page does.
  await usableInvitation(db, token, now);
  throw invitationGone('This invitation has already been used. Sign in to the back office.');
}

/** Gives a claimed invitation back when the account could not be made (nothing else changed). */
export async function releaseInvitation(db: Db, id: string) {
  await db
    .update(staffInvitations)
    .set({ acceptedAt: null })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedBy)));
}

/**
 * The account joins the team as the invitation says, and the invitation records who took it up.
 * The professional is linked only if no one else is them by now.
 */
export async function joinTeam(
  db: Db,
  invitation: typeof staffInvitations.$inferSelect,
  userId: string,
  name: string | null,
  now: Date,
) {
  await db.transaction(async (tx) => {
    let professionalId = invitation.professionalId;
    if (professionalId) {
      const [linked] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.professionalId, professionalId), ne(user.id, userId)));
      if (linked) professionalId = null;
    }
    await tx
      .update(user)
      .set({
        staffRole: invitation.role,
        staffSuspendedAt: null,
        professionalId,
        // A language they chose themselves (an account they had already) stays theirs.
        locale: sql`coalesce(${user.locale}, ${invitation.locale})`,
        ...(name ? { name } : {}),
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    await tx
      .update(staffInvitations)
      .set({ acceptedBy: userId })
      .where(eq(staffInvitations.id, invitation.id));
    await recordAdminAction(
      tx,
      { id: userId, email: invitation.email, name: name ?? invitation.name, role: invitation.role },
      'staff.invitation.accept',
      { type: 'staff_invitation', id: invitation.id },
      { name: name ?? invitation.name, role: invitation.role },
    );
  });
}
