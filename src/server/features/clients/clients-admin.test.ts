import { eq, inArray, sql } from 'drizzle-orm';
import type { AdminAppointmentSummary, ClientAppointment } from '@shared/schemas/booking';
import type { Page } from '@shared/schemas/admin-pagination';
import type { AdminClientRecord, AdminClientSummary, ClientNote } from '@shared/schemas/clients';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { as, json, speaksEnglish } from '../../../../tests/support/admin-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import {
  buyWithTestCheckout,
  seededCourse,
  verify,
} from '../../../../tests/support/academy-helpers';
import { profiles, user } from '../../db/schema/auth';
import { adminAuditLog } from '../../db/schema/audit';
import { services } from '../../db/schema/catalogue';
import { clients } from '../../db/schema/clients';
import { contacts } from '../../db/schema/contacts';

const NOW = new Date('2026-11-23T08:00:00Z');
const NOTE = 'Prefers the quiet chair; allergic to lavender oil.';

async function setUp(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const admin = await signedInClient(ctx, 'owner@example.com', { admin: true, phone: null });
  const clara = await signedInClient(ctx, 'clara@example.com');
  const otto = await signedInClient(ctx, 'otto@example.com');
  const accountOf = async (email: string) =>
    (await ctx.db.select().from(user).where(eq(user.email, email)))[0]!.id;
  await ctx.db
    .update(profiles)
    .set({ fullName: 'Clara Souza', phone: '07700 900 555' })
    .where(eq(profiles.userId, await accountOf('clara@example.com')));
  await ctx.db
    .update(profiles)
    .set({ fullName: 'Otto Lima', phone: '07700 900 777' })
    .where(eq(profiles.userId, await accountOf('otto@example.com')));
  const [desk] = await ctx.db
    .insert(clients)
    .values({ fullName: 'Dora Mendes', phone: '020 7946 0018', email: 'dora@example.com' })
    .returning();
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const book = async (cookie: string, date: string, time: string) => {
    const res = await ctx.request(
      '/api/appointments',
      withCookie(cookie, jsonPost({ serviceId: service!.id, date, time })),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ appointment: ClientAppointment }>(res)).appointment;
  };
  const setStatus = (id: string, status: string) =>
    ctx.request(`/api/admin/appointments/${id}/status`, withCookie(admin, jsonPost({ status })));
  const clientIdOf = async (email: string) =>
    (
      await ctx.db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.userId, await accountOf(email)))
    )[0]!.id;
  const get = async <T>(path: string) => {
    const res = await ctx.request(path, as(admin));
    expect(res.status, path).toBe(200);
    return json<T>(res);
  };
  return {
    admin,
    clara,
    otto,
    desk: desk!,
    service: service!,
    book,
    setStatus,
    get,
    claraId: await clientIdOf('clara@example.com'),
    ottoId: await clientIdOf('otto@example.com'),
  };
}

const list = (ctx: TestContext, admin: string, search: string) =>
  ctx
    .request(`/api/admin/clients?search=${encodeURIComponent(search)}`, as(admin))
    .then((res) => json<Page<AdminClientSummary>>(res));

describe('the client list', () => {
  test('searches by name, e-mail or phone (with or without its spaces) and counts by status', async ({
    ctx,
  }) => {
    const { admin, clara, book, setStatus } = await setUp(ctx);
    const done = await book(clara, '2026-11-24', '10:00');
    const dropped = await book(clara, '2026-11-25', '10:00');
    await book(clara, '2026-11-26', '10:00');
    await setStatus(done.id, 'confirmed');
    await setStatus(done.id, 'completed');
    await setStatus(dropped.id, 'cancelled');

    const names = async (search: string) =>
      (await list(ctx, admin, search)).items.map((c) => c.name);
    expect(await names('souza')).toEqual(['Clara Souza']);
    expect(await names('CLARA@')).toEqual(['Clara Souza']);
    expect(await names('07700 900 555')).toEqual(['Clara Souza']);
    expect(await names('07700900555')).toEqual(['Clara Souza']);
    expect(await names('7946 0018')).toEqual(['Dora Mendes']);
    expect(await names('dora@example')).toEqual(['Dora Mendes']);
    expect(await names('07700')).toEqual(['Clara Souza', 'Otto Lima']);
    expect(await names('nobody-like-this')).toEqual([]);

    const [row] = (await list(ctx, admin, 'clara')).items;
    expect(row).toMatchObject({
      email: 'clara@example.com',
      phone: '07700 900 555',
      hasAccount: true,
      counts: { upcoming: 1, completed: 1, cancelled: 1, noShow: 0 },
    });
    expect((await list(ctx, admin, 'dora')).items[0]).toMatchObject({
      hasAccount: false,
      counts: { upcoming: 0, completed: 0, cancelled: 0, noShow: 0 },
    });
  });
});

describe('a client’s record', () => {
  test('holds their details, appointments, purchases, messages and notes, and nobody else’s', async ({
    ctx,
  }) => {
    const { admin, clara, otto, book, setStatus, get, claraId, ottoId } = await setUp(ctx);
    const past = await book(clara, '2026-11-24', '10:00');
    const ahead = await book(clara, '2026-11-27', '11:00');
    await book(otto, '2026-11-25', '14:00');
    await setStatus(past.id, 'confirmed');
    await setStatus(past.id, 'completed');
    const course = await seededCourse(ctx, 'cabelo');
    await verify(ctx, await buyWithTestCheckout(ctx, course.id, 'clara@example.com', clara));
    const other = await seededCourse(ctx, 'unhas');
    await verify(ctx, await buyWithTestCheckout(ctx, other.id, 'otto@example.com', otto));
    await ctx.db.insert(contacts).values([
      { name: 'Clara', email: 'Clara@Example.com', subject: 'Booking', message: 'Hi' },
      { name: 'Otto', email: 'otto@example.com', subject: 'Complaints', message: 'Hm' },
    ]);
    await ctx.request(`/api/admin/clients/${ottoId}/notes`, as(admin, 'POST', { body: 'Otto’s' }));
    for (const body of ['First note', 'Second note']) {
      const res = await ctx.request(
        `/api/admin/clients/${claraId}/notes`,
        as(admin, 'POST', { body }),
      );
      expect(res.status).toBe(201);
    }
    // The completed one is behind; the clock moves past its day.
    ctx.clock.advance(new Date('2026-11-25T08:00:00Z').getTime() - ctx.clock.now().getTime());

    const record = await get<AdminClientRecord>(`/api/admin/clients/${claraId}`);
    expect(record.client).toMatchObject({
      id: claraId,
      name: 'Clara Souza',
      email: 'clara@example.com',
      phone: '07700 900 555',
      hasAccount: true,
    });
    expect(record.counts).toEqual({ upcoming: 1, completed: 1, cancelled: 0, noShow: 0 });
    expect(record.upcoming.map((a) => a.id)).toEqual([ahead.id]);
    expect(record.upcoming[0]).toMatchObject({
      date: '2026-11-27',
      time: '11:00',
      status: 'pending',
    });
    expect(record.past.map((a) => [a.id, a.status])).toEqual([[past.id, 'completed']]);
    expect(record.past[0]!.professionalName).toBeTruthy();
    expect(record.purchases.map((p) => p.courseName)).toEqual([course.name]);
    expect(record.messages).toEqual([
      expect.objectContaining({ subject: 'Booking', isRead: false, answered: false }),
    ]);
    expect(record.notes.map((n) => n.body)).toEqual(['Second note', 'First note']);
    expect(record.notes[0]!.authorName).toBe('Test Client');

    // A desk record without an e-mail matches no purchase or message by an empty address.
    const [bare] = await ctx.db
      .insert(clients)
      .values({ fullName: 'No Mail', phone: '1' })
      .returning();
    const empty = await get<AdminClientRecord>(`/api/admin/clients/${bare!.id}`);
    expect(empty).toMatchObject({ purchases: [], messages: [], notes: [], upcoming: [], past: [] });
    expect(empty.client.hasAccount).toBe(false);
  });

  test('an English-speaking member of the team is refused in English', async ({ ctx }) => {
    const { admin, desk } = await setUp(ctx);
    await speaksEnglish(ctx);
    const unknown = await ctx.request(
      '/api/admin/clients/00000000-0000-4000-8000-000000000000',
      as(admin),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'Client not found.' },
    });
    const blank = await ctx.request(
      `/api/admin/clients/${desk.id}`,
      as(admin, 'PATCH', { name: ' ', phone: ' ' }),
    );
    expect(blank.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(blank)).error.fields).toEqual(
      {
        name: 'Enter the client’s name.',
        phone: 'Enter the client’s phone number.',
      },
    );
  });

  test('unknown, malformed and erased records are 404', async ({ ctx }) => {
    const { admin, desk } = await setUp(ctx);
    await ctx.db.update(clients).set({ erasedAt: NOW }).where(eq(clients.id, desk.id));
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', desk.id]) {
      for (const [path, init] of [
        [`/api/admin/clients/${id}`, as(admin)],
        [`/api/admin/clients/${id}`, as(admin, 'PATCH', { name: 'Ana Lu', phone: '1' })],
        [`/api/admin/clients/${id}/notes`, as(admin, 'POST', { body: 'x' })],
      ] as const) {
        const res = await ctx.request(path, init);
        expect(res.status, `${init.method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: 'Cliente não encontrado.' },
        });
      }
    }
  });
});

describe('staff notes', () => {
  test('are added and deleted, audited by id only, and never reach the client', async ({ ctx }) => {
    const { admin, clara, claraId, ottoId, book } = await setUp(ctx);
    await book(clara, '2026-11-26', '10:00');
    const add = (id: string, body: unknown) =>
      ctx.request(`/api/admin/clients/${id}/notes`, as(admin, 'POST', body));
    for (const bad of [{ body: '   ' }, { body: 'x'.repeat(2001) }, {}]) {
      const res = await add(claraId, bad);
      expect(res.status).toBe(400);
      expect((await json<{ error: { fields: object } }>(res)).error.fields).toHaveProperty('body');
    }
    expect((await add(claraId, { body: 'x'.repeat(2000) })).status).toBe(201);
    const note = await json<ClientNote>(await add(claraId, { body: `  ${NOTE}  ` }));
    expect(note.body).toBe(NOTE);

    // What the client reads of themselves holds no note.
    for (const path of ['/api/appointments', '/api/me']) {
      const res = await ctx.request(path, withCookie(clara));
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain('lavender');
    }

    const del = (id: string, noteId: string) =>
      ctx.request(`/api/admin/clients/${id}/notes/${noteId}`, as(admin, 'DELETE'));
    expect((await del(ottoId, note.id)).status).toBe(404);
    expect((await del(claraId, 'nope')).status).toBe(404);
    expect((await del(claraId, note.id)).status).toBe(200);
    const gone = await del(claraId, note.id);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: { code: 'not_found', message: 'Nota não encontrada.' },
    });

    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} like 'client.note.%'`);
    expect(audit.map((a) => [a.action, a.targetId, a.details])).toEqual(
      expect.arrayContaining([
        ['client.note.add', claraId, { noteId: note.id }],
        ['client.note.delete', claraId, { noteId: note.id }],
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain('lavender');
  });
});

describe('editing a desk record', () => {
  test('changes its name, phone and e-mail; an account holder’s or a taken e-mail is a 409', async ({
    ctx,
  }) => {
    const { admin, desk, claraId, get } = await setUp(ctx);
    const patch = (id: string, body: unknown) =>
      ctx.request(`/api/admin/clients/${id}`, as(admin, 'PATCH', body));

    const saved = await patch(desk.id, {
      name: ' Dora M. Mendes ',
      phone: '+44 20 7946 0019',
      email: ' Dora.M@Example.com ',
    });
    expect(saved.status).toBe(200);
    expect((await json<AdminClientRecord>(saved)).client).toMatchObject({
      name: 'Dora M. Mendes',
      phone: '+44 20 7946 0019',
      email: 'dora.m@example.com',
    });
    expect((await patch(desk.id, { name: 'Dora Mendes', phone: '1', email: '' })).status).toBe(200);
    expect((await get<AdminClientRecord>(`/api/admin/clients/${desk.id}`)).client.email).toBeNull();

    const holder = await patch(claraId, { name: 'Someone Else', phone: '1' });
    expect(holder.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(holder)).error).toEqual({
      code: 'account_holder',
      message: 'Este cliente tem conta: os dados dele são editados por ele mesmo, no perfil.',
    });

    const [second] = await ctx.db
      .insert(clients)
      .values({ fullName: 'Eva', phone: '2', email: 'eva@example.com' })
      .returning();
    for (const email of ['eva@example.com', 'CLARA@example.com']) {
      const taken = await patch(desk.id, { name: 'Dora Mendes', phone: '1', email });
      expect(taken.status, email).toBe(409);
      expect((await json<{ error: { fields: object } }>(taken)).error.fields).toHaveProperty(
        'email',
      );
    }
    // A refused change changes nothing: each address stays with its own record.
    const after = await ctx.db
      .select({ id: clients.id, email: clients.email })
      .from(clients)
      .where(inArray(clients.id, [desk.id, second!.id]));
    expect(new Map(after.map((r) => [r.id, r.email]))).toEqual(
      new Map([
        [desk.id, null],
        [second!.id, 'eva@example.com'],
      ]),
    );

    for (const bad of [
      { name: '', phone: '1' },
      { name: 'Dora', phone: '' },
      { name: 'Dora', phone: 'call me' },
      { name: 'Dora', phone: '1', email: 'not-an-email' },
    ]) {
      expect((await patch(desk.id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'client.update'));
    expect(audit.map((a) => [a.targetId, a.details])).toEqual([
      [desk.id, {}],
      [desk.id, {}],
    ]);
  });
});

describe('no-shows', () => {
  test('only a confirmed appointment whose start has passed; counted in the record and the summary', async ({
    ctx,
  }) => {
    const { clara, claraId, book, setStatus, get } = await setUp(ctx);
    const confirmed = await book(clara, '2026-11-24', '10:00');
    const pending = await book(clara, '2026-11-24', '11:00');
    await setStatus(confirmed.id, 'confirmed');
    expect((await setStatus(confirmed.id, 'no_show')).status).toBe(409);
    ctx.clock.advance(new Date(pending.startsAt).getTime() + 60_000 - ctx.clock.now().getTime());
    expect((await setStatus(pending.id, 'no_show')).status).toBe(409);
    expect((await setStatus(confirmed.id, 'no_show')).status).toBe(200);

    const record = await get<AdminClientRecord>(`/api/admin/clients/${claraId}`);
    expect(record.counts).toEqual({ upcoming: 0, completed: 0, cancelled: 0, noShow: 1 });
    expect(record.past.find((a) => a.id === confirmed.id)?.status).toBe('no_show');
    expect((await get<AdminAppointmentSummary>('/api/admin/appointments/summary')).noShow).toBe(1);
    // The client sees it as theirs, with its status.
    const mine = await json<{ appointments: ClientAppointment[] }>(
      await ctx.request('/api/appointments', withCookie(clara)),
    );
    expect(JSON.stringify(mine)).toContain('no_show');
  });
});
