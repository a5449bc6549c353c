import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminMessage } from '@shared/schemas/admin-messages';
import type { Page } from '@shared/schemas/admin-pagination';
import { as, json, signedInAdmin, speaksEnglish } from '../../../../tests/support/admin-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { startSmtpCapture } from '../../../../tests/support/smtp-capture';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { testConfig } from '../../../../tests/support/test-database';
import { adminAuditLog } from '../../db/schema/audit';
import { contacts } from '../../db/schema/contacts';
import { mailQueue } from '../../db/schema/mail';
import { createLogger } from '../../logger';
import { dispatchDueMail } from '../../mail/mail-queue';
import { createMailTransport } from '../../mail/mail-transport';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

/** Three messages an hour apart: the newest is 'Carla', already answered. */
async function seedMessages(ctx: TestContext) {
  const base = Date.parse('2026-11-20T10:00:00Z');
  const rows = await ctx.db
    .insert(contacts)
    .values([
      {
        name: 'Alice Moore',
        email: 'alice@example.com',
        subject: 'Booking',
        message: 'Can I book a balayage on Saturday?',
        createdAt: new Date(base),
      },
      {
        name: 'Bruno Reis',
        email: 'bruno@example.com',
        phone: '07700 900 111',
        subject: 'Treatment Information',
        message: 'How long does microneedling take?',
        isRead: true,
        createdAt: new Date(base + 3_600_000),
      },
      {
        name: 'Carla Dias',
        email: 'carla@example.com',
        subject: 'General Enquiries',
        message: 'Do you sell gift cards?',
        isRead: true,
        adminResponse: 'Yes, at the front desk.',
        respondedAt: new Date(base + 3 * 3_600_000),
        createdAt: new Date(base + 2 * 3_600_000),
      },
    ])
    .returning();
  const byName = (name: string) => rows.find((r) => r.name.startsWith(name))!;
  return { alice: byName('Alice'), bruno: byName('Bruno'), carla: byName('Carla') };
}

const list = async (ctx: TestContext, cookie: string, query = '') =>
  json<Page<AdminMessage>>(await ctx.request(`/api/admin/messages${query}`, as(cookie)));

describe('GET /api/admin/messages', () => {
  test('pages through the messages newest first, with the filters of the spec', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    await seedMessages(ctx);

    const all = await list(ctx, admin);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.items.map((m) => m.name)).toEqual(['Carla Dias', 'Bruno Reis', 'Alice Moore']);
    expect(all.items[0]).toEqual({
      id: expect.any(String),
      name: 'Carla Dias',
      email: 'carla@example.com',
      phone: null,
      subject: 'General Enquiries',
      message: 'Do you sell gift cards?',
      isRead: true,
      adminResponse: 'Yes, at the front desk.',
      respondedAt: '2026-11-20T13:00:00.000Z',
      createdAt: '2026-11-20T12:00:00.000Z',
    });

    expect((await list(ctx, admin, '?filter=unread')).items.map((m) => m.name)).toEqual([
      'Alice Moore',
    ]);
    expect((await list(ctx, admin, '?filter=responded')).items.map((m) => m.name)).toEqual([
      'Carla Dias',
    ]);

    const second = await list(ctx, admin, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((m) => m.name)).toEqual(['Alice Moore']);
    const beyond = await list(ctx, admin, '?page=9&pageSize=2');
    expect(beyond).toEqual({ items: [], total: 3, page: 9, pageSize: 2 });
  });

  test.for([
    ['page=0'],
    ['page=-1'],
    ['page=abc'],
    ['page=1.5'],
    ['page=100001'],
    ['pageSize=0'],
    ['pageSize=101'],
    ['pageSize=ten'],
    ['filter=archived'],
  ])('refuses ?%s with a 400 and a message', async ([query], { ctx }) => {
    const admin = await signedInAdmin(ctx);
    const res = await ctx.request(`/api/admin/messages?${query}`, as(admin));
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; message: string } }>(res);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/\S/);
  });
});

describe('POST /api/admin/messages/:id/read', () => {
  test('marks a message read once, and records it in the audit log', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const { alice } = await seedMessages(ctx);
    const res = await ctx.request(`/api/admin/messages/${alice.id}/read`, as(admin, 'POST'));
    expect(res.status).toBe(200);
    expect(await json<AdminMessage>(res)).toMatchObject({ id: alice.id, isRead: true });
    // Again: nothing changes, nothing more is recorded.
    expect(
      (await ctx.request(`/api/admin/messages/${alice.id}/read`, as(admin, 'POST'))).status,
    ).toBe(200);
    const audit = await ctx.db.select().from(adminAuditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        actorEmail: 'owner@example.com',
        action: 'message.read',
        targetType: 'contact',
        targetId: alice.id,
      }),
    ]);
    expect((await list(ctx, admin, '?filter=unread')).total).toBe(0);
  });

  test('answers 404 for an unknown or malformed id', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    for (const id of ['6f1c8f0e-2b7a-4c1e-9d55-0a8e3f7b9c21', 'not-an-id', "1' or '1'='1"]) {
      const res = await ctx.request(
        `/api/admin/messages/${encodeURIComponent(id)}/read`,
        as(admin, 'POST'),
      );
      expect(res.status).toBe(404);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
        'Mensagem não encontrada.',
      );
    }
  });
});

describe('POST /api/admin/messages/:id/reply', () => {
  test('stores the reply, marks the message read and e-mails the sender', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const { bruno } = await seedMessages(ctx);
    const before = Date.now();
    const res = await ctx.request(
      `/api/admin/messages/${bruno.id}/reply`,
      as(admin, 'POST', { response: '  About 45 minutes.\nSee you soon!  ' }),
    );
    expect(res.status).toBe(200);
    const replied = await json<AdminMessage>(res);
    expect(replied).toMatchObject({
      id: bruno.id,
      isRead: true,
      adminResponse: 'About 45 minutes.\nSee you soon!',
    });
    expect(Date.parse(replied.respondedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await list(ctx, admin, '?filter=responded')).items.map((m) => m.id)).toContain(
      bruno.id,
    );

    const [queued] = await ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'bruno@example.com'));
    expect(queued).toMatchObject({
      replyTo: testConfig.salonNotifyEmail,
      subject: 'Re: Treatment Information — Aurora Beauty Studio',
    });
    expect(queued?.text).toContain('About 45 minutes.\nSee you soon!');
    expect(queued?.text).toContain('How long does microneedling take?');

    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'Salon <salon@example.com>',
      dataDir: '.tmp',
      logger: createLogger('silent'),
    });
    await dispatchDueMail(ctx.db, transport, createLogger('silent'), 50);
    const delivered = smtp.messages.find((m) => m.to === 'bruno@example.com');
    expect(delivered?.subject).toBe('Re: Treatment Information — Aurora Beauty Studio');
    expect(delivered?.text).toContain('About 45 minutes.');

    const audit = await ctx.db.select().from(adminAuditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        actorEmail: 'owner@example.com',
        action: 'message.reply',
        targetId: bruno.id,
        details: { to: 'bruno@example.com', subject: 'Treatment Information' },
      }),
    ]);
  });

  test('refuses a blank reply with 422 and sends nothing', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const { alice } = await seedMessages(ctx);
    for (const response of ['', '   ', '\n\t \n']) {
      const res = await ctx.request(
        `/api/admin/messages/${alice.id}/reply`,
        as(admin, 'POST', { response }),
      );
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: { code: 'blank_response', message: 'Escreva uma resposta antes de enviar.' },
      });
    }
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, alice.id));
    expect(row).toMatchObject({ adminResponse: null, respondedAt: null, isRead: false });
    expect(await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, alice.email))).toEqual([]);
    expect(await ctx.db.select().from(adminAuditLog)).toEqual([]);
  });

  test('answers an English-speaking member of the team in English', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const { alice, carla } = await seedMessages(ctx);
    await speaksEnglish(ctx);
    const reply = (id: string, response: string) =>
      ctx.request(`/api/admin/messages/${id}/reply`, as(admin, 'POST', { response }));
    expect(await (await reply(alice.id, ' ')).json()).toEqual({
      error: { code: 'blank_response', message: 'Write a reply before sending.' },
    });
    const twice = await reply(carla.id, 'Yes.');
    expect(twice.status).toBe(409);
    expect((await json<{ error: { message: string } }>(twice)).error.message).toBe(
      'This message has already been answered.',
    );
  });

  test('refuses a malformed body with 400', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const { alice } = await seedMessages(ctx);
    for (const body of [{}, { response: 42 }, { response: 'x'.repeat(5001) }, 'not json']) {
      const res = await ctx.request(
        `/api/admin/messages/${alice.id}/reply`,
        as(admin, 'POST', body),
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  test('refuses a second reply with 409 and keeps the first', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const { alice, carla } = await seedMessages(ctx);
    const first = await ctx.request(
      `/api/admin/messages/${alice.id}/reply`,
      as(admin, 'POST', { response: 'Yes, 10:00 is free.' }),
    );
    expect(first.status).toBe(200);
    const second = await ctx.request(
      `/api/admin/messages/${alice.id}/reply`,
      as(admin, 'POST', { response: 'Actually, no.' }),
    );
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: { code: 'already_responded', message: 'Esta mensagem já foi respondida.' },
    });
    // A message answered before (Carla's) is refused too.
    expect(
      (
        await ctx.request(
          `/api/admin/messages/${carla.id}/reply`,
          as(admin, 'POST', { response: 'Again' }),
        )
      ).status,
    ).toBe(409);

    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, alice.id));
    expect(row?.adminResponse).toBe('Yes, 10:00 is free.');
    expect(await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, alice.email))).toHaveLength(
      1,
    );
  });

  test('answers 404 for an unknown message', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const res = await ctx.request(
      '/api/admin/messages/6f1c8f0e-2b7a-4c1e-9d55-0a8e3f7b9c21/reply',
      as(admin, 'POST', { response: 'Hello' }),
    );
    expect(res.status).toBe(404);
  });

  test('answers a message that came in through the public contact form', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    await ctx.request(
      '/api/contact',
      jsonPost({ name: 'Dora', email: 'dora@example.com', message: 'Open on Sundays?' }),
    );
    const { items } = await list(ctx, admin, '?filter=unread');
    expect(items[0]).toMatchObject({ name: 'Dora', subject: 'Booking', isRead: false });
    const res = await ctx.request(
      `/api/admin/messages/${items[0]!.id}/reply`,
      as(admin, 'POST', { response: 'Sorry, we are closed on Sundays.' }),
    );
    expect(res.status).toBe(200);
  });
});
