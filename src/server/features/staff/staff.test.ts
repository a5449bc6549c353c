import { and, eq } from 'drizzle-orm';
import type { Me } from '@shared/schemas/auth';
import type { StaffOverview } from '@shared/schemas/staff';
import type { StaffLocale, StaffRole } from '@shared/staff-roles';
import {
  cookieOf,
  linkFromMail,
  signIn,
  signedInClient,
  withCookie,
} from '../../../../tests/support/auth-helpers';
import { createAccount, createSessionCookie } from '../../../../tests/support/factories';
import { jsonPost } from '../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { session, user } from '../../db/schema/auth';
import { adminAuditLog } from '../../db/schema/audit';
import { professionals } from '../../db/schema/catalogue';
import { mailQueue } from '../../db/schema/mail';
import { staffInvitations } from '../../db/schema/staff';

const DAY = 24 * 60 * 60 * 1000;

const send = (ctx: TestContext, cookie: string, path: string, method: string, body?: unknown) =>
  ctx.request(
    path,
    withCookie(
      cookie,
      body === undefined || method === 'GET'
        ? { method }
        : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    ),
  );

async function overview(ctx: TestContext, cookie: string): Promise<StaffOverview> {
  const res = await ctx.request('/api/admin/staff', withCookie(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as StaffOverview;
}

async function member(ctx: TestContext, email: string, role: StaffRole, professionalId?: string) {
  const id = await createAccount(ctx.db, {
    email,
    name: email.split('@')[0],
    role,
    professionalId,
  });
  return { id, cookie: await createSessionCookie(ctx.db, id) };
}

async function seededProfessionals(ctx: TestContext) {
  return ctx.db.select().from(professionals).orderBy(professionals.sortOrder).limit(2);
}

async function userRow(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(user).where(eq(user.id, id));
  return row!;
}

/** The refusal's body: `{ error: { code, message, fields } }`. */
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

const sessionsOf = async (ctx: TestContext, id: string) =>
  (await ctx.db.select().from(session).where(eq(session.userId, id))).length;

/** The owner invites; returns the e-mailed token. */
async function invite(
  ctx: TestContext,
  owner: string,
  body: {
    email: string;
    name: string;
    role: StaffRole;
    professionalId?: string;
    locale?: StaffLocale;
  },
) {
  const res = await send(ctx, owner, '/api/admin/staff/invitations', 'POST', body);
  expect(res.status, await res.clone().text()).toBe(201);
  const link = await linkFromMail(ctx, body.email.trim().toLowerCase(), '/equipe/convite/');
  return new URL(link).pathname.split('/').at(-1)!;
}

const accept = (ctx: TestContext, token: string, body: unknown, cookie?: string) =>
  ctx.request(
    `/api/staff-invitations/${token}/accept`,
    cookie ? withCookie(cookie, jsonPost(body)) : jsonPost(body),
  );

describe("'Equipe': who may use it", () => {
  test('only the owner: every other role 403, a client 403, signed out 401', async ({ ctx }) => {
    const client = await signedInClient(ctx, 'client@example.com');
    const routes: [string, string][] = [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff/invitations'],
      ['DELETE', '/api/admin/staff/invitations/00000000-0000-4000-8000-000000000000'],
      ['PATCH', '/api/admin/staff/someone'],
      ['POST', '/api/admin/staff/someone/suspend'],
      ['POST', '/api/admin/staff/someone/restore'],
      ['DELETE', '/api/admin/staff/someone'],
    ];
    const others = await Promise.all(
      (['manager', 'reception', 'professional'] as const).map(
        async (role) => (await member(ctx, `${role}@example.com`, role)).cookie,
      ),
    );
    for (const [method, path] of routes) {
      expect((await ctx.request(path, { method })).status, `${method} ${path}`).toBe(401);
      for (const cookie of [client, ...others]) {
        expect((await send(ctx, cookie, path, method, {})).status, `${method} ${path}`).toBe(403);
      }
    }
  });
});

describe('invitations', () => {
  test('the owner invites: the e-mail holds a link whose token is kept only as a hash', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const [pro] = await seededProfessionals(ctx);
    const token = await invite(ctx, owner.cookie, {
      email: 'Nova.Recepcao@Example.com ',
      name: 'Nova Recepção',
      role: 'reception',
      professionalId: pro!.id,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.db.select().from(staffInvitations);
    expect(row!.email).toBe('nova.recepcao@example.com');
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * DAY);
    const { invitations } = await overview(ctx, owner.cookie);
    expect(invitations).toMatchObject([
      {
        email: 'nova.recepcao@example.com',
        role: 'reception',
        professional: { id: pro!.id, name: pro!.name },
        invitedByName: 'owner',
      },
    ]);
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'staff.invite'));
    expect(audit).toMatchObject({ actorUserId: owner.id, actorRole: 'owner', targetId: row!.id });

    const preview = await ctx.request(`/api/staff-invitations/${token}`);
    expect(await preview.json()).toEqual({
      email: 'nova.recepcao@example.com',
      name: 'Nova Recepção',
      role: 'reception',
      invitedByName: 'owner',
      accountExists: false,
    });
  });

  test('bad input is a 400 naming the field; an e-mail on the team or invited already is 409', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    await member(ctx, 'desk@example.com', 'reception');
    const post = (body: unknown) =>
      send(ctx, owner.cookie, '/api/admin/staff/invitations', 'POST', body);
    const bad = await post({ email: 'not-an-email', name: '', role: 'boss' });
    expect(bad.status).toBe(400);
    const { fields } = await errorOf(bad);
    expect(fields).toEqual({
      email: 'Informe um email válido.',
      name: 'Informe o nome.',
      role: 'Escolha uma função.',
    });
    const unknownPro = await post({
      email: 'a@example.com',
      name: 'A',
      role: 'professional',
      professionalId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownPro.status).toBe(400);

    const onTeam = await post({ email: 'DESK@example.com', name: 'Desk', role: 'manager' });
    expect(onTeam.status).toBe(409);
    expect((await errorOf(onTeam)).message).toBe('Este email já faz parte da equipe.');
    await invite(ctx, owner.cookie, { email: 'twice@example.com', name: 'T', role: 'reception' });
    expect((await post({ email: 'twice@example.com', name: 'T', role: 'reception' })).status).toBe(
      409,
    );
    expect(await ctx.db.select().from(staffInvitations)).toHaveLength(1);
  });

  test('a professional already linked to someone cannot be invited as another', async ({ ctx }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const [pro] = await seededProfessionals(ctx);
    await member(ctx, 'pro@example.com', 'professional', pro!.id);
    const res = await send(ctx, owner.cookie, '/api/admin/staff/invitations', 'POST', {
      email: 'other@example.com',
      name: 'Other',
      role: 'professional',
      professionalId: pro!.id,
    });
    expect(res.status).toBe(409);
  });

  test('accepting makes a confirmed account with the role, signs it in, and works once', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const [pro] = await seededProfessionals(ctx);
    const token = await invite(ctx, owner.cookie, {
      email: 'ana@example.com',
      name: 'Ana',
      role: 'professional',
      professionalId: pro!.id,
    });
    const weak = await accept(ctx, token, { name: 'Ana Souza', password: 'password123' });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).message).toBe('A senha precisa não ser uma senha comum.');
    expect((await accept(ctx, token, { name: '', password: '' })).status).toBe(400);

    const res = await accept(ctx, token, { name: 'Ana Souza', password: 'Camellia-Chair-77' });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ ok: true, redirectTo: '/sistema/gerencial' });
    const me = (await (await ctx.request('/api/me', withCookie(cookieOf(res)))).json()) as Me;
    expect(me.user).toMatchObject({ email: 'ana@example.com', name: 'Ana Souza' });
    expect(me.staff).toMatchObject({ role: 'professional', professionalId: pro!.id });

    const [row] = await ctx.db.select().from(staffInvitations);
    expect(row!.acceptedAt).not.toBeNull();
    expect(row!.acceptedBy).toBe(me.user!.id);
    // The password works for the next sign-in too.
    expect((await signIn(ctx, 'ana@example.com', 'Camellia-Chair-77')).status).toBe(200);

    const again = await accept(ctx, token, { name: 'Ana', password: 'Camellia-Chair-77' });
    expect(again.status).toBe(410);
    expect((await ctx.request(`/api/staff-invitations/${token}`)).status).toBe(410);
    expect((await ctx.db.select().from(user).where(eq(user.email, 'ana@example.com'))).length).toBe(
      1,
    );
  });

  test('the invitation speaks the language the inviter chose (their own by default), and the account keeps it', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const mailTo = async (to: string) => {
      const [mail] = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, to));
      return mail!;
    };

    // A Portuguese-speaking owner who chooses nothing: Portuguese.
    await invite(ctx, owner.cookie, { email: 'bia@example.com', name: 'Bia', role: 'reception' });
    const pt = await mailTo('bia@example.com');
    expect(pt.subject).toBe('Seu convite para a equipe — Aurora Beauty Studio');
    expect(pt.html).toContain('<html lang="pt-BR">');
    expect(pt.text).toContain('owner convidou você para a equipe do Aurora Beauty Studio');
    expect(pt.text).toContain('Recepção');

    // English chosen for the person: English, whatever the owner's own language.
    const token = await invite(ctx, owner.cookie, {
      email: 'jo@example.com',
      name: 'Jo',
      role: 'manager',
      locale: 'en-GB',
    });
    const en = await mailTo('jo@example.com');
    expect(en.subject).toBe('Your invitation to the team — Aurora Beauty Studio');
    expect(en.html).toContain('<html lang="en-GB">');
    expect(en.text).toContain('owner has invited you to join the team at Aurora Beauty Studio');
    expect(en.text).toContain('Manager');
    expect(en.text).not.toContain('Gerente');

    // An English-speaking owner who chooses nothing: English.
    await ctx.db.update(user).set({ locale: 'en-GB' }).where(eq(user.id, owner.id));
    await invite(ctx, owner.cookie, { email: 'sam@example.com', name: 'Sam', role: 'reception' });
    expect((await mailTo('sam@example.com')).subject).toBe(
      'Your invitation to the team — Aurora Beauty Studio',
    );
    const { invitations } = await overview(ctx, owner.cookie);
    expect(Object.fromEntries(invitations.map((i) => [i.email, i.locale]))).toEqual({
      'bia@example.com': 'pt-BR',
      'jo@example.com': 'en-GB',
      'sam@example.com': 'en-GB',
    });

    // Once in, their back office speaks it.
    const res = await accept(ctx, token, { name: 'Jo', password: 'Camellia-Chair-77' });
    expect(res.status, await res.clone().text()).toBe(201);
    const me = (await (await ctx.request('/api/me', withCookie(cookieOf(res)))).json()) as Me;
    expect(me.staff).toMatchObject({ role: 'manager', locale: 'en-GB' });

    // The owner speaks English now: the server's refusals follow, messages and fields alike.
    const bad = await send(ctx, owner.cookie, '/api/admin/staff/invitations', 'POST', {
      email: 'x@example.com',
      name: '',
      role: 'reception',
      locale: 'fr-FR',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      name: 'Enter the name.',
      locale: 'Choose a language.',
    });
    const twice = await send(ctx, owner.cookie, '/api/admin/staff/invitations', 'POST', {
      email: 'bia@example.com',
      name: 'Bia',
      role: 'reception',
    });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({
      message:
        'There is already a pending invitation for this e-mail address. Withdraw it to send another.',
      fields: { email: 'There is already a pending invitation for this e-mail address.' },
    });
    // A Portuguese-speaking owner is answered in Portuguese, as before.
    const other = await member(ctx, 'dono@example.com', 'owner');
    const inPortuguese = await send(ctx, other.cookie, '/api/admin/staff/invitations', 'POST', {
      email: 'bia@example.com',
      name: 'Bia',
      role: 'reception',
    });
    expect((await errorOf(inPortuguese)).message).toBe(
      'Já existe um convite pendente para este email. Cancele-o para enviar outro.',
    );
  });

  test('a language the account had chosen already stays when it joins the team', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const [client] = await ctx.db
      .update(user)
      .set({ locale: 'en-GB' })
      .where(eq(user.id, await createAccount(ctx.db, { email: 'lee@example.com', name: 'Lee' })))
      .returning({ id: user.id });
    const token = await invite(ctx, owner.cookie, {
      email: 'lee@example.com',
      name: 'Lee',
      role: 'reception',
      locale: 'pt-BR',
    });
    const res = await accept(ctx, token, {}, await createSessionCookie(ctx.db, client!.id));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await userRow(ctx, client!.id)).locale).toBe('en-GB');
  });

  test('an unknown link is 404; a withdrawn or 7-day-old one is 410 with its reason', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    expect((await ctx.request(`/api/staff-invitations/${'x'.repeat(43)}`)).status).toBe(404);

    const start = new Date('2026-11-23T09:00:00Z');
    ctx.clock.stopAt(start);
    const late = await invite(ctx, owner.cookie, {
      email: 'late@example.com',
      name: 'L',
      role: 'manager',
    });
    const kept = await invite(ctx, owner.cookie, {
      email: 'kept@example.com',
      name: 'K',
      role: 'manager',
    });
    ctx.clock.advance(7 * DAY - 1);
    expect((await ctx.request(`/api/staff-invitations/${late}`)).status).toBe(200);
    ctx.clock.advance(1);
    const expired = await accept(ctx, late, { name: 'L', password: 'Camellia-Chair-77' });
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).message).toMatch(/expired/);
    ctx.clock.stopAt(start);

    const [keptRow] = await ctx.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'kept@example.com'));
    const withdraw = await send(
      ctx,
      owner.cookie,
      `/api/admin/staff/invitations/${keptRow!.id}`,
      'DELETE',
    );
    expect(withdraw.status).toBe(200);
    const gone = await ctx.request(`/api/staff-invitations/${kept}`);
    expect(gone.status).toBe(410);
    expect((await errorOf(gone)).message).toMatch(/withdrawn/);
    // Only that invitation was withdrawn.
    const rows = await ctx.db.select().from(staffInvitations);
    expect(rows.find((r) => r.email === 'late@example.com')!.withdrawnAt).toBeNull();
    expect(
      (await send(ctx, owner.cookie, '/api/admin/staff/invitations/not-a-uuid', 'DELETE')).status,
    ).toBe(404);
  });

  test('an e-mail that has an account already accepts only signed in as it', async ({ ctx }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const client = await signedInClient(ctx, 'regular@example.com');
    const token = await invite(ctx, owner.cookie, {
      email: 'regular@example.com',
      name: 'Regular',
      role: 'reception',
    });
    expect(
      (
        (await (await ctx.request(`/api/staff-invitations/${token}`)).json()) as {
          accountExists: boolean;
        }
      ).accountExists,
    ).toBe(true);
    const anonymous = await accept(ctx, token, { name: 'Regular', password: 'Camellia-Chair-77' });
    expect(anonymous.status).toBe(409);
    expect((await errorOf(anonymous)).message).toMatch(/Sign in with it/);
    const someoneElse = await signedInClient(ctx, 'someone@example.com');
    expect((await accept(ctx, token, {}, someoneElse)).status).toBe(409);

    const res = await accept(ctx, token, {}, client);
    expect(res.status).toBe(200);
    const me = (await (await ctx.request('/api/me', withCookie(client))).json()) as Me;
    expect(me.staff?.role).toBe('reception');
    expect((await accept(ctx, token, {}, client)).status).toBe(410);
  });
});

describe('members', () => {
  test('the list shows role, professional, suspension, two-factor and last seen', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const [pro] = await seededProfessionals(ctx);
    const pat = await member(ctx, 'pat@example.com', 'professional', pro!.id);
    await signedInClient(ctx, 'client@example.com');
    const { members } = await overview(ctx, owner.cookie);
    expect(members.map((m) => m.email)).toEqual(['owner@example.com', 'pat@example.com']);
    expect(members[1]).toMatchObject({
      id: pat.id,
      role: 'professional',
      professional: { id: pro!.id, name: pro!.name },
      suspended: false,
      twoFactorEnabled: false,
    });
    expect(members[1]!.lastSeenAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('role and professional change by id; the others stay as they were', async ({ ctx }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const [pro, pro2] = await seededProfessionals(ctx);
    const desk = await member(ctx, 'desk@example.com', 'reception');
    const bystander = await member(ctx, 'by@example.com', 'reception', pro2!.id);
    const res = await send(ctx, owner.cookie, `/api/admin/staff/${desk.id}`, 'PATCH', {
      role: 'professional',
      professionalId: pro!.id,
    });
    expect(res.status).toBe(200);
    expect(await userRow(ctx, desk.id)).toMatchObject({
      staffRole: 'professional',
      professionalId: pro!.id,
    });
    expect(await userRow(ctx, bystander.id)).toMatchObject({
      staffRole: 'reception',
      professionalId: pro2!.id,
    });
    const taken = await send(ctx, owner.cookie, `/api/admin/staff/${desk.id}`, 'PATCH', {
      professionalId: pro2!.id,
    });
    expect(taken.status).toBe(409);
    expect((await send(ctx, owner.cookie, `/api/admin/staff/${desk.id}`, 'PATCH', {})).status).toBe(
      400,
    );
    expect(
      (await send(ctx, owner.cookie, `/api/admin/staff/${desk.id}`, 'PATCH', { role: 'boss' }))
        .status,
    ).toBe(400);
    expect(
      (await send(ctx, owner.cookie, '/api/admin/staff/nobody', 'PATCH', { role: 'manager' }))
        .status,
    ).toBe(404);
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'staff.update'), eq(adminAuditLog.targetId, desk.id)));
    expect(audit!.details).toMatchObject({ changes: { role: ['reception', 'professional'] } });
  });

  test('suspending ends their sessions at once and refuses a new sign-in; restore lets them back', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const desk = await member(ctx, 'desk@example.com', 'reception');
    const other = await member(ctx, 'other@example.com', 'reception');
    expect((await ctx.request('/api/admin/summary', withCookie(desk.cookie))).status).toBe(200);
    const res = await send(ctx, owner.cookie, `/api/admin/staff/${desk.id}/suspend`, 'POST');
    expect(res.status).toBe(200);
    expect(await sessionsOf(ctx, desk.id)).toBe(0);
    expect(await sessionsOf(ctx, other.id)).toBe(1);
    expect((await ctx.request('/api/admin/summary', withCookie(desk.cookie))).status).toBe(401);
    const refused = await signIn(ctx, 'desk@example.com');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(
      'Sua conta da equipe está suspensa. Fale com o proprietário do salão.',
    );
    expect(
      (await overview(ctx, owner.cookie)).members.find((m) => m.id === desk.id)!.suspended,
    ).toBe(true);

    expect(
      (await send(ctx, owner.cookie, `/api/admin/staff/${desk.id}/restore`, 'POST')).status,
    ).toBe(200);
    expect((await userRow(ctx, desk.id)).staffSuspendedAt).toBeNull();
    expect((await signIn(ctx, 'desk@example.com')).status).toBe(200);
    const actions = await ctx.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, desk.id));
    expect(actions.map((a) => a.action)).toEqual(['staff.suspend', 'staff.restore']);
  });

  test('removing takes the role off, ends the sessions and keeps the account', async ({ ctx }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const [pro] = await seededProfessionals(ctx);
    const pat = await member(ctx, 'pat@example.com', 'professional', pro!.id);
    const other = await member(ctx, 'other@example.com', 'manager');
    const res = await send(ctx, owner.cookie, `/api/admin/staff/${pat.id}`, 'DELETE');
    expect(res.status).toBe(200);
    expect(await userRow(ctx, pat.id)).toMatchObject({ staffRole: null, professionalId: null });
    expect(await sessionsOf(ctx, pat.id)).toBe(0);
    expect(await userRow(ctx, other.id)).toMatchObject({ staffRole: 'manager' });
    expect(await sessionsOf(ctx, other.id)).toBe(1);
    expect((await send(ctx, owner.cookie, `/api/admin/staff/${pat.id}`, 'DELETE')).status).toBe(
      404,
    );
  });

  test('the last owner cannot be removed, suspended or demoted; with two, one can', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    for (const [method, path, body] of [
      ['DELETE', `/api/admin/staff/${owner.id}`, undefined],
      ['POST', `/api/admin/staff/${owner.id}/suspend`, undefined],
      ['PATCH', `/api/admin/staff/${owner.id}`, { role: 'manager' }],
    ] as const) {
      const res = await send(ctx, owner.cookie, path, method, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect((await errorOf(res)).message).toBe('O salão precisa de pelo menos um proprietário.');
    }
    expect(await userRow(ctx, owner.id)).toMatchObject({
      staffRole: 'owner',
      staffSuspendedAt: null,
    });

    const second = await member(ctx, 'second@example.com', 'owner');
    expect(
      (await send(ctx, owner.cookie, `/api/admin/staff/${second.id}/suspend`, 'POST')).status,
    ).toBe(200);
    // A suspended owner does not count: the first is the last one again.
    expect(
      (await send(ctx, owner.cookie, `/api/admin/staff/${owner.id}`, 'PATCH', { role: 'manager' }))
        .status,
    ).toBe(409);
    expect(
      (await send(ctx, owner.cookie, `/api/admin/staff/${second.id}/restore`, 'POST')).status,
    ).toBe(200);
    expect(
      (await send(ctx, owner.cookie, `/api/admin/staff/${second.id}`, 'PATCH', { role: 'manager' }))
        .status,
    ).toBe(200);
  });
});

describe('the audit log by person', () => {
  test('entries carry the name and role; ?actor= keeps one person; the actors list', async ({
    ctx,
  }) => {
    const owner = await member(ctx, 'owner@example.com', 'owner');
    const desk = await member(ctx, 'desk@example.com', 'reception');
    await send(ctx, owner.cookie, `/api/admin/staff/${desk.id}/suspend`, 'POST');
    await send(ctx, owner.cookie, `/api/admin/staff/${desk.id}/restore`, 'POST');
    const manager = await member(ctx, 'boss@example.com', 'manager');
    await send(ctx, manager.cookie, '/api/admin/diary/closures', 'POST', {});
    const everyone = await ctx.request('/api/admin/audit', withCookie(owner.cookie));
    const all = (await everyone.json()) as { items: { actorName: string; actorRole: string }[] };
    expect(all.items[0]).toMatchObject({ actorName: 'owner', actorRole: 'owner' });

    const one = await ctx.request(`/api/admin/audit?actor=${owner.id}`, withCookie(manager.cookie));
    expect(one.status).toBe(200);
    const { items, total } = (await one.json()) as {
      items: { actorUserId: string }[];
      total: number;
    };
    expect(total).toBe(2);
    expect(items.every((i) => i.actorUserId === owner.id)).toBe(true);
    const none = await ctx.request('/api/admin/audit?actor=nobody', withCookie(owner.cookie));
    expect(((await none.json()) as { total: number }).total).toBe(0);

    const actors = await ctx.request('/api/admin/audit/actors', withCookie(owner.cookie));
    expect(await actors.json()).toEqual([
      { userId: owner.id, name: 'owner', email: 'owner@example.com', role: 'owner' },
    ]);
    const reception = await member(ctx, 'front@example.com', 'reception');
    expect(
      (await ctx.request('/api/admin/audit/actors', withCookie(reception.cookie))).status,
    ).toBe(403);
  });
});
