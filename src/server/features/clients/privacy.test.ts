import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import {
  cookieOf,
  expectStatus,
  follow,
  GOOD_PASSWORD,
  linkFromMail,
  signIn,
  signUp,
  withCookie,
} from '../../../../tests/support/auth-helpers';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import {
  buyWithTestCheckout,
  seededCourse,
  verify,
} from '../../../../tests/support/academy-helpers';
import { withKey } from '../../../../tests/support/idempotency-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import type { ClientDataExport } from '@shared/schemas/privacy';
import { coursePurchases } from '../../db/schema/academy';
import { adminAuditLog } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { appointments } from '../../db/schema/booking';
import { professionals, services } from '../../db/schema/catalogue';
import { appointmentDeposits } from '../../db/schema/deposits';
import { clientNotes, clients } from '../../db/schema/clients';
import { contacts } from '../../db/schema/contacts';
import { mailQueue } from '../../db/schema/mail';
import { rebookReminders } from '../../db/schema/reminders';
import { reviews } from '../../db/schema/reviews';
import { waitlistEntries } from '../../db/schema/waitlist';
import { treatmentRecords } from '../../db/schema/clinical-treatment-records';
import { CLINICAL_TABLES } from '../clinical/clinical-tables';
import { enqueueSms } from '../../domain/sms-queue';
import { ukMobileNumber } from '@shared/sms-consent';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');

function setNow(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

/** A confirmed, signed-in client with a name of their own: returns the session cookie. */
async function namedClient(ctx: TestContext, email: string, name: string) {
  await expectStatus(`sign-up of ${email}`, await signUp(ctx, email, GOOD_PASSWORD, name), 200);
  await follow(ctx, await linkFromMail(ctx, email, '/verify-email'));
  return cookieOf(await expectStatus(`sign-in of ${email}`, await signIn(ctx, email), 200));
}

async function clientIdOf(ctx: TestContext, email: string) {
  const [row] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(user, eq(user.id, clients.userId))
    .where(eq(user.email, email));
  return row!.id;
}

interface Person {
  email: string;
  name: string;
  phone: string;
  cookie: string;
  clientId: string;
}

/**
 * A client who has left a trace everywhere: profile, a completed and an upcoming appointment (with
 * their own notes), a course bought, a review, a contact message answered by staff, the newsletter,
 * and a staff note. `time` keeps two clients' bookings apart.
 */
async function clientWithHistory(
  ctx: TestContext,
  who: { email: string; name: string; phone: string; time: string },
): Promise<Person> {
  const cookie = await namedClient(ctx, who.email, who.name);
  await expectStatus(
    'profile',
    await ctx.request(
      '/api/me/profile',
      as(cookie, 'PUT', { fullName: who.name, phone: who.phone, dateOfBirth: '1990-05-04' }),
    ),
    200,
  );
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const booked: string[] = [];
  for (const [date, notes] of [
    ['2026-11-25', `Quiet room please, ${who.name}`],
    ['2026-11-27', 'Fringe trim too'],
  ] as const) {
    // Sent as the browser app sends it: the kept answer names them (their notes).
    const res = await ctx.request(
      '/api/appointments',
      withKey(
        withCookie(cookie, jsonPost({ serviceId: service!.id, date, time: who.time, notes })),
      ),
    );
    await expectStatus(`booking on ${date}`, res, 201);
    booked.push(((await res.json()) as { appointment: { id: string } }).appointment.id);
  }
  await ctx.db
    .update(appointments)
    .set({ status: 'completed', staffNote: `STAFF-ONLY: ${who.name} prefers the corner chair` })
    .where(eq(appointments.id, booked[0]!));
  const course = await seededCourse(ctx, 'cabelo');
  await verify(ctx, await buyWithTestCheckout(ctx, course.id, who.email, cookie));
  await expectStatus(
    'review',
    await ctx.request(
      '/api/reviews',
      jsonPost({ userName: who.name, userEmail: who.email, rating: 5, comment: 'Lovely' }),
    ),
    201,
  );
  await expectStatus(
    'contact',
    await ctx.request(
      '/api/contact',
      jsonPost({
        name: who.name,
        email: who.email,
        phone: who.phone,
        subject: 'Booking',
        message: `Hello, this is ${who.name}.`,
      }),
    ),
    201,
  );
  await ctx.request('/api/newsletter', jsonPost({ email: who.email }));
  await expectStatus(
    'waitlist',
    await ctx.request(
      '/api/waitlist',
      withCookie(
        cookie,
        jsonPost({
          serviceId: service!.id,
          professionalId: null,
          fromDate: '2026-11-26',
          toDate: '2026-11-28',
          parts: ['morning', 'afternoon'],
        }),
      ),
    ),
    201,
  );
  const clientId = await clientIdOf(ctx, who.email);
  await ctx.db
    .insert(clientNotes)
    .values({ clientId, body: `STAFF-ONLY about ${who.name}`, authorName: 'Owner' });
  // A text reminder, as the reminder job queues it: to their mobile, about their appointment.
  await enqueueSms(
    ctx.db,
    [{ to: ukMobileNumber(who.phone)!, body: 'Reminder', about: [clientId, booked[1]!] }],
    NOW,
  );
  return { ...who, cookie, clientId };
}

/** Staff approve the client's review and answer their message: audit rows that name them. */
async function staffHandle(ctx: TestContext, admin: string, email: string) {
  const [review] = await ctx.db.select().from(reviews).where(eq(reviews.userEmail, email));
  const [message] = await ctx.db.select().from(contacts).where(eq(contacts.email, email));
  await expectStatus(
    'approve',
    await ctx.request(`/api/admin/reviews/${review!.id}/approve`, as(admin, 'POST')),
    200,
  );
  await expectStatus(
    'reply',
    await ctx.request(
      `/api/admin/messages/${message!.id}/reply`,
      as(admin, 'POST', { response: 'See you soon!' }),
    ),
    200,
  );
}

const ana = {
  email: 'ana.privacy@example.com',
  name: 'Anabela Quintero',
  phone: '07700 900111',
  time: '10:00',
};
const bia = {
  email: 'bia.privacy@example.com',
  name: 'Beatriz Okonkwo',
  phone: '07700 900222',
  time: '14:00',
};

/** The statuses of a client's waitlist entries (their offers go with them, on delete cascade). */
async function waitlistOf(ctx: TestContext, clientId: string) {
  const rows = await ctx.db
    .select({ status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.clientId, clientId));
  return rows.map((r) => r.status);
}

/**
 * A rebooking e-mail sent about the client's completed visit, as the rebook job records it: the
 * appointment's id.
 */
async function rebookSent(ctx: TestContext, clientId: string) {
  const [completed] = await ctx.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), eq(appointments.status, 'completed')));
  await ctx.db.insert(rebookReminders).values({
    appointmentId: completed!.id,
    clientId,
    tokenHash: `hash-of-${clientId}`,
    sentAt: NOW,
  });
  return completed!.id;
}

/** The appointments whose rebooking e-mails are recorded for the client. */
async function rebooksOf(ctx: TestContext, clientId: string) {
  const rows = await ctx.db
    .select({ id: rebookReminders.appointmentId })
    .from(rebookReminders)
    .where(eq(rebookReminders.clientId, clientId));
  return rows.map((r) => r.id);
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function query<Row>(ctx: TestContext, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await ctx.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** Every row of every table of the public schema, as text, that mentions one of `terms`. */
async function rowsMentioning(ctx: TestContext, terms: string[]) {
  const tables = await query<{ table_name: string }>(
    ctx,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await query<{ row: string }>(
      ctx,
      sql`select t::text as row from ${sql.identifier(table)} t`,
    );
    for (const { row } of rows)
      for (const term of terms)
        if (row.toLowerCase().includes(term.toLowerCase())) found.push(`${table}: ${row}`);
  }
  return found;
}

async function exportOf(ctx: TestContext, cookie: string) {
  const res = await ctx.request('/api/me/data', withCookie(cookie));
  expect(res.status).toBe(200);
  return { res, text: await res.text() };
}

/** What the salon has earned: the sums the financial records must keep through an erasure. */
async function revenue(ctx: TestContext) {
  return query<{ appointments: string; purchases: string }>(
    ctx,
    sql`select (select coalesce(sum(total_price_pence), 0) from appointments where status = 'completed') as appointments,
               (select coalesce(sum(amount_pence), 0) from course_purchases) as purchases`,
  );
}

describe("a client's own data", () => {
  test('not signed in: neither the export nor the deletion', async ({ ctx }) => {
    expect((await ctx.request('/api/me/data')).status).toBe(401);
    const res = await ctx.request('/api/me', { ...jsonPost({ password: 'x' }), method: 'DELETE' });
    expect(res.status).toBe(401);
  });

  test('the export holds everything of theirs, nothing of anyone else, and is audited', async ({
    ctx,
  }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const a = await clientWithHistory(ctx, ana);
    const b = await clientWithHistory(ctx, bia);
    await staffHandle(ctx, admin, a.email);
    const rebooked = await rebookSent(ctx, a.clientId);
    await rebookSent(ctx, b.clientId);
    // Ana turned rebooking reminders off on /perfil.
    await expectStatus(
      'rebook switch',
      await ctx.request(
        '/api/me/profile',
        as(a.cookie, 'PUT', { fullName: a.name, phone: a.phone, rebookReminders: false }),
      ),
      200,
    );

    const { res, text } = await exportOf(ctx, a.cookie);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="aurora-my-data-2026-11-23.json"',
    );
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const data = JSON.parse(text) as ClientDataExport;
    expect(data.account).toMatchObject({ name: a.name, email: a.email, emailConfirmed: true });
    expect(data.profile).toEqual({
      fullName: a.name,
      phone: a.phone,
      dateOfBirth: '1990-05-04',
      smsReminders: false,
      smsNumberVerified: false,
    });
    expect(data.clientRecord.id).toBe(a.clientId);
    expect(data.appointments.map((x) => [x.status, x.yourNotes, x.service])).toEqual([
      ['completed', `Quiet room please, ${a.name}`, expect.any(String)],
      ['pending', 'Fringe trim too', expect.any(String)],
    ]);
    expect(data.appointments[0]).toMatchObject({
      startsAt: '2026-11-25T10:00:00.000Z',
      when: '25 November 2026 at 10:00',
      pricePence: expect.any(Number),
      professional: expect.any(String),
    });
    expect(data.coursePurchases).toHaveLength(1);
    expect(data.coursePurchases[0]).toMatchObject({ email: a.email, currency: 'gbp' });
    expect(data.reviews).toEqual([expect.objectContaining({ name: a.name, rating: 5 })]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ name: a.name, phone: a.phone, salonReply: 'See you soon!' }),
    ]);
    expect(data.newsletter).toMatchObject({ email: a.email, confirmedAt: null });
    expect(data.waitlist).toEqual([
      expect.objectContaining({
        service: data.appointments[0]!.service,
        professional: null,
        fromDate: '2026-11-26',
        toDate: '2026-11-28',
        partsOfDay: ['morning', 'afternoon'],
        status: 'waiting',
        offers: [],
      }),
    ]);
    expect(data.rebookReminders).toEqual({
      emails: false,
      sent: [
        {
          appointmentId: rebooked,
          service: data.appointments[0]!.service,
          sentAt: NOW.toISOString(),
        },
      ],
    });
    const others = JSON.parse((await exportOf(ctx, b.cookie)).text) as ClientDataExport;
    expect(others.rebookReminders.emails).toBe(true);
    expect(others.rebookReminders.sent.map((r) => r.appointmentId)).not.toContain(rebooked);
    expect(others.waitlist.map((w) => w.id)).not.toContain(data.waitlist[0]!.id);
    // Staff's notes are never the client's to see; nobody else's data is in it.
    expect(text).not.toContain('STAFF-ONLY');
    for (const other of [b.email, b.name, b.phone, b.clientId, 'owner@example.com'])
      expect(text).not.toContain(other);

    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'client.export'));
    expect(audit).toMatchObject({ targetId: a.clientId, details: { by: 'client' } });
  });

  test("the export lists the client's own deposits and no one else's", async ({ ctx }) => {
    setNow(ctx);
    const a = await clientWithHistory(ctx, ana);
    const b = await clientWithHistory(ctx, bia);
    const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'balayage'));
    const [someone] = await ctx.db.select({ id: professionals.id }).from(professionals).limit(1);
    const deposit = (clientId: string, session: string) => ({
      clientId,
      serviceId: service!.id,
      assignedProfessionalId: someone!.id,
      startsAt: new Date('2026-11-30T10:00:00Z'),
      amountPence: 2500,
      provider: 'test',
      providerSessionId: session,
      holdExpiresAt: new Date('2026-11-23T08:15:00Z'),
      status: 'paid' as const,
    });
    const rows = await ctx.db
      .insert(appointmentDeposits)
      .values([deposit(a.clientId, 'cs_local_dep_a'), deposit(b.clientId, 'cs_local_dep_b')])
      .returning({ id: appointmentDeposits.id });
    const { text } = await exportOf(ctx, a.cookie);
    const data = JSON.parse(text) as ClientDataExport;
    expect(data.deposits.map((d) => d.id)).toEqual([rows[0]!.id]);
    expect(text).not.toContain(rows[1]!.id);
  });

  test("an address typed at sign-up and never confirmed is not the account's own", async ({
    ctx,
  }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    // Someone signs up with another person's address and never confirms it...
    await expectStatus('sign-up', await signUp(ctx, 'owner.of.address@example.com'), 200);
    // ...whose real owner writes to the salon, reviews it and buys a course with it.
    await expectStatus(
      'contact',
      await ctx.request(
        '/api/contact',
        jsonPost({
          name: 'Real Owner',
          email: 'owner.of.address@example.com',
          subject: 'Booking',
          message: 'Mine, not theirs.',
        }),
      ),
      201,
    );
    await expectStatus(
      'review',
      await ctx.request(
        '/api/reviews',
        jsonPost({
          userName: 'Real Owner',
          userEmail: 'owner.of.address@example.com',
          rating: 5,
          comment: 'Lovely',
        }),
      ),
      201,
    );
    const course = await seededCourse(ctx, 'cabelo');
    await verify(ctx, await buyWithTestCheckout(ctx, course.id, 'owner.of.address@example.com'));
    const clientId = await clientIdOf(ctx, 'owner.of.address@example.com');
    const res = await ctx.request(`/api/admin/clients/${clientId}/export`, as(admin));
    expect(res.status).toBe(200);
    const data = (await res.json()) as ClientDataExport;
    expect(data.account).toMatchObject({ emailConfirmed: false });
    expect([data.contactMessages, data.reviews, data.coursePurchases]).toEqual([[], [], []]);
    expect(JSON.stringify(data)).not.toContain('Mine, not theirs.');
    // Nor does erasing that account take the real owner's message, review or purchase.
    await expectStatus(
      'erase',
      await ctx.request(
        `/api/admin/clients/${clientId}/erase`,
        as(admin, 'POST', { confirm: true }),
      ),
      200,
    );
    const owners = await rowsMentioning(ctx, ['owner.of.address@example.com']);
    expect(new Set(owners.map((r) => r.split(':')[0]))).toEqual(
      new Set(['contacts', 'course_purchases', 'reviews', 'test_checkout_sessions']),
    );
  });

  test('in British Summer Time the file is named and timed on the salon clock', async ({ ctx }) => {
    // 23:30 UTC on 30 June is already 1 July in London.
    setNow(ctx, new Date('2026-06-30T23:30:00Z'));
    const cookie = await namedClient(ctx, 'summer@example.com', 'Summer Person');
    const { res } = await exportOf(ctx, cookie);
    expect(res.headers.get('content-disposition')).toContain('aurora-my-data-2026-07-01.json');
  });
});

describe('deleting my account', () => {
  test('a wrong or missing password deletes nothing', async ({ ctx }) => {
    setNow(ctx);
    const a = await clientWithHistory(ctx, ana);
    const wrong = await ctx.request('/api/me', as(a.cookie, 'DELETE', { password: 'nope' }));
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({
      error: { code: 'wrong_password', message: 'The password is incorrect.' },
    });
    const missing = await ctx.request('/api/me', as(a.cookie, 'DELETE', {}));
    expect(missing.status).toBe(400);
    expect((await exportOf(ctx, a.cookie)).text).toContain(a.name);
    expect(await rowsMentioning(ctx, [a.email])).not.toEqual([]);
  });

  test('wrong passwords count in the login lockout', async ({ ctx }) => {
    setNow(ctx);
    const cookie = await namedClient(ctx, 'guess@example.com', 'Guessed Person');
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await ctx.request('/api/me', as(cookie, 'DELETE', { password: `guess-${i}` }))).status,
      );
    expect(statuses).toEqual([400, 400, 429, 429]);
    // Even the right password waits for the lock to end.
    const right = await ctx.request('/api/me', as(cookie, 'DELETE', { password: GOOD_PASSWORD }));
    expect(right.status).toBe(429);
  });

  test('everything personal goes; completed appointments and purchases stay, anonymised', async ({
    ctx,
  }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const a = await clientWithHistory(ctx, ana);
    const b = await clientWithHistory(ctx, bia);
    await staffHandle(ctx, admin, a.email);
    await exportOf(ctx, a.cookie);
    expect(await waitlistOf(ctx, a.clientId)).toEqual(['waiting']);
    const [aRebook, bRebook] = [
      await rebookSent(ctx, a.clientId),
      await rebookSent(ctx, b.clientId),
    ];
    expect(await rebooksOf(ctx, a.clientId)).toEqual([aRebook]);
    // A failed sign-in leaves a lockout counter named by the address.
    await signIn(ctx, a.email, 'wrong-password');
    // A clinical record whose notes name them: kept through the erasure on purpose (decision 053).
    const [treated] = await ctx.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.clientId, a.clientId), eq(appointments.status, 'completed')));
    await ctx.db.insert(treatmentRecords).values({
      clientId: a.clientId,
      appointmentId: treated!.id,
      serviceName: 'Cut & Blow Dry',
      professionalName: 'Rafael Lima',
      treatedAt: treated!.startsAt,
      notes: `${a.name} asked for a patch test before any colour`,
      recordedByName: 'Owner',
    });
    const before = await revenue(ctx);
    expect(Number(before[0]!.appointments) * Number(before[0]!.purchases)).toBeGreaterThan(0);
    const traces = (await rowsMentioning(ctx, [a.email, a.name, ukMobileNumber(a.phone)!])).map(
      (r) => r.split(':')[0],
    );
    expect(new Set(traces)).toEqual(
      new Set([
        'admin_audit_log',
        'appointments',
        'client_notes',
        'contacts',
        'course_purchases',
        'idempotency_keys',
        'login_attempts',
        'mail_queue',
        'newsletter_subscribers',
        'profiles',
        'reviews',
        'sms_queue',
        'test_checkout_sessions',
        'treatment_records',
        'user',
      ]),
    );

    const res = await ctx.request('/api/me', as(a.cookie, 'DELETE', { password: GOOD_PASSWORD }));
    expect(res.status).toBe(200);
    // Signed out in this browser: the session cookie is cleared.
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session_token=;/);
    expect((await ctx.request('/api/me/data', withCookie(a.cookie))).status).toBe(401);

    // Nothing names them any more but the clinical records, kept on purpose (decision 053):
    // restricted to the owner, deleted five years after their last visit.
    const left = await rowsMentioning(ctx, [a.email, a.name, a.phone, ukMobileNumber(a.phone)!]);
    const clinical = new Set(CLINICAL_TABLES.map((entry) => entry.name));
    expect(left.filter((row) => !clinical.has(row.split(':')[0]!))).toEqual([]);
    expect(left.map((row) => row.split(':')[0])).toEqual(['treatment_records']);
    expect(await revenue(ctx)).toEqual(before);
    const [record] = await ctx.db.select().from(clients).where(eq(clients.id, a.clientId));
    expect(record).toMatchObject({ userId: null, fullName: null, email: null, phone: null });
    expect(record!.erasedAt).not.toBeNull();
    const kept = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.clientId, a.clientId));
    expect(kept.map((x) => [x.status, x.notes, x.userId])).toEqual([['completed', null, null]]);
    const purchases = await ctx.db
      .select()
      .from(coursePurchases)
      .where(sql`${coursePurchases.email} like 'erased-%@invalid'`);
    expect(purchases.map((p) => [p.email, p.userId])).toEqual([
      [`erased-${purchases[0]!.id}@invalid`, null],
    ]);
    expect(
      await ctx.db.select().from(clientNotes).where(eq(clientNotes.clientId, a.clientId)),
    ).toEqual([]);

    expect(await waitlistOf(ctx, a.clientId)).toEqual([]);
    // The other client keeps everything.
    expect(await waitlistOf(ctx, b.clientId)).toEqual(['waiting']);
    expect(await rebooksOf(ctx, a.clientId)).toEqual([]);
    expect(await rebooksOf(ctx, b.clientId)).toEqual([bRebook]);
    const other = JSON.parse((await exportOf(ctx, b.cookie)).text) as ClientDataExport;
    expect(other.appointments).toHaveLength(2);
    expect([other.reviews.length, other.contactMessages.length]).toEqual([1, 1]);
    expect(other.coursePurchases[0]!.email).toBe(b.email);

    // The erasure's own audit row holds ids and counts only.
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'client.erase'));
    expect(audit).toMatchObject({
      targetId: a.clientId,
      actorEmail: 'o próprio cliente (pelo site)',
      details: { by: 'client', keptAppointments: 1, keptPurchases: 1 },
    });
    // Earlier rows lost the name and address but still say what staff did.
    const reply = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'message.reply'));
    expect(reply[0]!.details).toMatchObject({ to: '[apagado]', subject: 'Booking' });
  });

  test('afterwards they cannot sign in, by password or by magic link', async ({ ctx }) => {
    setNow(ctx);
    const cookie = await namedClient(ctx, 'gone@example.com', 'Gone Person');
    await expectStatus(
      'delete',
      await ctx.request('/api/me', as(cookie, 'DELETE', { password: GOOD_PASSWORD })),
      200,
    );
    expect((await signIn(ctx, 'gone@example.com')).status).toBe(401);
    const link = await ctx.request(
      '/api/auth/sign-in/magic-link',
      jsonPost({ email: 'gone@example.com', callbackURL: '/' }),
    );
    expect(link.status).toBe(200);
    expect(
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'gone@example.com')),
    ).toEqual([]);
    // And they may sign up afresh with the same address: nothing of the old account remains.
    expect((await signUp(ctx, 'gone@example.com')).status).toBe(200);
  });

  test("an administrator's own account is not deleted this way", async ({ ctx }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const res = await ctx.request('/api/me', as(admin, 'DELETE', { password: GOOD_PASSWORD }));
    expect(res.status).toBe(403);
    expect((await ctx.request('/api/me/data', withCookie(admin))).status).toBe(200);
  });
});

describe('staff handle requests that arrive by e-mail', () => {
  /** A desk client (no account) with a completed and an upcoming appointment, a message, a note. */
  async function deskClient(ctx: TestContext, carrier: Person, admin: string) {
    const [desk] = await ctx.db
      .insert(clients)
      .values({
        fullName: 'Dolores Vantongeren',
        email: 'dolores@example.com',
        phone: '07700 900333',
      })
      .returning();
    // The desk's bookings: the carrier's two appointments, moved to the desk record.
    await ctx.db
      .update(appointments)
      .set({ clientId: desk!.id, userId: null })
      .where(eq(appointments.clientId, carrier.clientId));
    await ctx.request(
      '/api/contact',
      jsonPost({
        name: 'Dolores Vantongeren',
        email: 'dolores@example.com',
        subject: 'Booking',
        message: 'Can I come on Friday?',
      }),
    );
    await ctx.db
      .insert(clientNotes)
      .values({ clientId: desk!.id, body: 'Allergic to latex', authorName: 'Owner' });
    // Staff confirm the upcoming one from the back office, which sends a key: the kept answer
    // names the desk client, and is found by the appointment's and the record's ids.
    const [upcoming] = await ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.clientId, desk!.id), eq(appointments.status, 'pending')));
    await expectStatus(
      'confirmation at the desk',
      await ctx.request(
        `/api/admin/appointments/${upcoming!.id}/status`,
        withKey(as(admin, 'POST', { status: 'confirmed' })),
      ),
      200,
    );
    expect(await rowsMentioning(ctx, ['Dolores Vantongeren'])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^idempotency_keys: /)]),
    );
    return desk!;
  }

  test('export and erase a desk client', async ({ ctx }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const carrier = await clientWithHistory(ctx, ana);
    const desk = await deskClient(ctx, carrier, admin);

    const res = await ctx.request(`/api/admin/clients/${desk.id}/export`, as(admin));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="aurora-client-[0-9a-f]{8}-2026-11-23\.json"$/,
    );
    const data = (await res.json()) as ClientDataExport;
    expect(data.account).toBeNull();
    expect(data.clientRecord).toMatchObject({ fullName: 'Dolores Vantongeren' });
    expect(data.appointments).toHaveLength(2);
    expect(data.contactMessages.map((m) => m.message)).toEqual(['Can I come on Friday?']);
    expect(JSON.stringify(data)).not.toContain('latex');

    const refused = await ctx.request(`/api/admin/clients/${desk.id}/erase`, as(admin, 'POST', {}));
    expect(refused.status).toBe(400);
    const erased = await ctx.request(
      `/api/admin/clients/${desk.id}/erase`,
      as(admin, 'POST', { confirm: true }),
    );
    expect(erased.status).toBe(200);
    expect(await json(erased)).toEqual({
      clientId: desk.id,
      keptAppointments: 1,
      keptPurchases: 0,
      keptDeposits: 0,
      keptClinicalRecords: {},
    });
    expect(
      await rowsMentioning(ctx, ['Dolores Vantongeren', 'dolores@example.com', '07700 900333']),
    ).toEqual([]);
    const again = await ctx.request(
      `/api/admin/clients/${desk.id}/erase`,
      as(admin, 'POST', { confirm: true }),
    );
    expect(again.status).toBe(409);
    // The carrier's account was never touched.
    expect((await exportOf(ctx, carrier.cookie)).text).toContain(carrier.email);
  });

  test('erase an account holder; both actions audited with the staff member', async ({ ctx }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const a = await clientWithHistory(ctx, ana);
    const exported = await ctx.request(`/api/admin/clients/${a.clientId}/export`, as(admin));
    expect(((await exported.json()) as ClientDataExport).account?.email).toBe(a.email);
    const erased = await ctx.request(
      `/api/admin/clients/${a.clientId}/erase`,
      as(admin, 'POST', { confirm: true }),
    );
    expect(erased.status).toBe(200);
    expect(await rowsMentioning(ctx, [a.email, a.name, a.phone])).toEqual([]);
    // Their session ended with the account.
    expect((await ctx.request('/api/me/data', withCookie(a.cookie))).status).toBe(401);
    expect((await signIn(ctx, a.email)).status).toBe(401);
    const rows = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, a.clientId)));
    expect(rows.map((r) => [r.action, r.actorEmail, r.details.by])).toEqual(
      expect.arrayContaining([
        ['client.export', 'owner@example.com', 'staff'],
        ['client.erase', 'owner@example.com', 'staff'],
      ]),
    );
  });

  test('unknown and malformed ids are 404; an administrator is not erased', async ({ ctx }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await ctx.request(`/api/admin/clients/${id}/export`, as(admin))).status).toBe(404);
      const res = await ctx.request(
        `/api/admin/clients/${id}/erase`,
        as(admin, 'POST', { confirm: true }),
      );
      expect(res.status).toBe(404);
    }
    const ownId = await clientIdOf(ctx, 'owner@example.com');
    const res = await ctx.request(
      `/api/admin/clients/${ownId}/erase`,
      as(admin, 'POST', { confirm: true }),
    );
    expect(res.status).toBe(409);
  });
});
