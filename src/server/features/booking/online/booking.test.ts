import { and, asc, eq, sql } from 'drizzle-orm';
import { as, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { defaultSalonSettings } from '@shared/schemas/settings';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { bookingMessages } from '@shared/booking';
import type { ClientAppointment } from '@shared/schemas/booking';
import { adminAuditLog } from '../../../db/schema/audit';
import { profiles, user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { professionalServices } from '../../../db/schema/diary';
import { mailQueue } from '../../../db/schema/mail';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

function setNow(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

async function bookableService(ctx: TestContext, slug = 'cut-blow-dry') {
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  if (!service) throw new Error(`no service ${slug}`);
  return service;
}

/** The active professionals who perform a service, in the salon's order. */
async function activeProfessionals(ctx: TestContext, serviceId: string) {
  return ctx.db
    .select({ id: professionals.id, name: professionals.name })
    .from(professionals)
    .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
    .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, serviceId)))
    .orderBy(asc(professionals.sortOrder));
}

function book(ctx: TestContext, cookie: string, body: Record<string, unknown>) {
  return ctx.request('/api/appointments', withCookie(cookie, jsonPost(body)));
}

async function freeTimes(ctx: TestContext, serviceId: string, date: string, professional = '') {
  const res = await ctx.request(
    `/api/availability?service=${serviceId}&professional=${professional}&date=${date}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { times: string[] }).times;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('booking an appointment', () => {
  test('signed-out visitors can look at free times but cannot book or list', async ({ ctx }) => {
    setNow(ctx);
    const service = await bookableService(ctx);
    expect(await freeTimes(ctx, service.id, WEDNESDAY)).toContain('10:00');
    expect((await ctx.request('/api/appointments')).status).toBe(401);
    const res = await ctx.request(
      '/api/appointments',
      jsonPost({ serviceId: service.id, date: WEDNESDAY, time: '10:00' }),
    );
    expect(res.status).toBe(401);
  });

  test('the price is the catalogue price and the status is pending, whatever the client sends', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const service = await bookableService(ctx);
    const res = await book(ctx, cookie, {
      serviceId: service.id,
      professionalId: null,
      date: WEDNESDAY,
      time: '10:00',
      notes: '  First visit  ',
      totalPrice: 1,
      totalPricePence: 1,
      status: 'confirmed',
    });
    expect(res.status).toBe(201);
    const { appointment } = (await res.json()) as { appointment: ClientAppointment };
    expect(appointment).toMatchObject({
      serviceName: service.name,
      professionalName: null,
      date: WEDNESDAY,
      time: '10:00',
      startsAt: '2026-11-25T10:00:00.000Z',
      totalPricePence: service.pricePence,
      status: 'pending',
      notes: 'First visit',
      cancellable: true,
    });
    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row!.status).toBe('pending');
    expect(row!.totalPricePence).toBe(service.pricePence);
    expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(service.durationMinutes * 60_000);
  });

  test('the client and the salon are e-mailed, the client with a calendar file', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'bea@example.com');
    const service = await bookableService(ctx);
    const res = await book(ctx, cookie, { serviceId: service.id, date: WEDNESDAY, time: '14:30' });
    expect(res.status).toBe(201);
    const [toClient] = await ctx.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, 'bea@example.com')))
      .orderBy(asc(mailQueue.createdAt))
      .then((rows) => rows.filter((r) => r.subject.startsWith('Appointment request')));
    expect(toClient!.subject).toContain(service.name);
    expect(toClient!.text).toContain('Wednesday, 25 November 2026');
    const ics = toClient!.attachments[0]!;
    expect(ics.filename).toBe('appointment.ics');
    expect(ics.content.replace(/\r\n /g, '')).toContain(
      'DTSTART;TZID=Europe/London:20261125T143000',
    );
    const notices = await ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'hello@aurorabeautystudio.co.uk'));
    expect(
      notices.some(
        (m) => m.subject.startsWith('[Booking]') && m.replyTo?.includes('bea@example.com'),
      ),
    ).toBe(true);
  });

  test('a booking is always the signed-in client’s own, and is listed newest first', async ({
    ctx,
  }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana2@example.com');
    const bruno = await signedInClient(ctx, 'bruno2@example.com');
    const [brunoRow] = await ctx.db.select().from(user).where(eq(user.email, 'bruno2@example.com'));
    const service = await bookableService(ctx);
    await book(ctx, ana, { serviceId: service.id, date: WEDNESDAY, time: '09:00' });
    const res = await book(ctx, ana, {
      serviceId: service.id,
      date: '2026-11-26',
      time: '09:00',
      userId: brunoRow!.id,
    });
    expect(res.status).toBe(201);
    const list = async (cookie: string) =>
      (
        (await (await ctx.request('/api/appointments', withCookie(cookie))).json()) as {
          appointments: ClientAppointment[];
        }
      ).appointments;
    expect((await list(ana)).map((a) => a.date)).toEqual(['2026-11-26', WEDNESDAY]);
    expect(await list(bruno)).toEqual([]);
  });

  test('missing and malformed fields get clear 4xx messages', async ({ ctx }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'carla@example.com');
    const service = await bookableService(ctx);
    const cases: [Record<string, unknown> | string, number, string][] = [
      [{ date: WEDNESDAY, time: '10:00' }, 400, bookingMessages.requiredFields],
      [{ serviceId: service.id, time: '10:00' }, 400, bookingMessages.requiredFields],
      [{ serviceId: service.id, date: WEDNESDAY, time: '' }, 400, bookingMessages.requiredFields],
      [{ serviceId: 'not-an-id', date: WEDNESDAY, time: '10:00' }, 400, 'Unknown service.'],
      [{ serviceId: service.id, date: '25/11/2026', time: '10:00' }, 400, 'YYYY-MM-DD'],
      [{ serviceId: service.id, date: '2026-02-30', time: '10:00' }, 400, 'does not exist'],
      // Which times are offered online is the owner's choice (issue 30): a time that is none of
      // any choice's is bad input, one outside the fixed list the engine's refusal.
      [
        { serviceId: service.id, date: WEDNESDAY, time: '12:02' },
        400,
        bookingMessages.slotUnavailable,
      ],
      [
        { serviceId: service.id, date: WEDNESDAY, time: '12:00' },
        422,
        bookingMessages.slotUnavailable,
      ],
      [{ serviceId: service.id, date: WEDNESDAY, time: 42 }, 400, bookingMessages.requiredFields],
      [{ serviceId: service.id, date: '2026-11-20', time: '10:00' }, 422, 'too soon'],
      [{ serviceId: service.id, date: '2026-11-29', time: '10:00' }, 422, 'closed'],
      [{ serviceId: service.id, date: '2027-06-01', time: '10:00' }, 422, '90 days'],
      [
        { serviceId: service.id, professionalId: 'x', date: WEDNESDAY, time: '10:00' },
        400,
        'Unknown professional.',
      ],
      [
        {
          serviceId: service.id,
          professionalId: '00000000-0000-4000-8000-000000000000',
          date: WEDNESDAY,
          time: '10:00',
        },
        404,
        bookingMessages.professionalUnavailable,
      ],
      [
        { serviceId: '00000000-0000-4000-8000-000000000000', date: WEDNESDAY, time: '10:00' },
        404,
        bookingMessages.serviceUnavailable,
      ],
      ['{not json', 400, 'not valid JSON'],
    ];
    for (const [body, status, message] of cases) {
      const res = await book(ctx, cookie, body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await errorOf(res)).message, JSON.stringify(body)).toContain(message);
    }
    expect(await ctx.db.select().from(appointments)).toHaveLength(0);
  });

  test('a new booking needs a UK mobile, kept on the profile, which the salon sees', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'eva@example.com', { phone: null });
    const service = await bookableService(ctx);
    const slot = { serviceId: service.id, date: WEDNESDAY, time: '10:00' };
    for (const phone of [undefined, '', '0121 496 0000', '+33 6 12 34 56 78', '07700 90012']) {
      const res = await book(ctx, cookie, { ...slot, phone });
      expect(res.status, String(phone)).toBe(400);
      const error = (await res.json()) as {
        error: { message: string; fields?: { phone?: string } };
      };
      expect(error.error.message).toBe(bookingMessages.mobileRequired);
      expect(error.error.fields?.phone).toBe(bookingMessages.mobileRequired);
    }
    expect(await ctx.db.select().from(appointments)).toEqual([]);

    const res = await book(ctx, cookie, { ...slot, phone: ' +44 7700 900321 ' });
    expect(res.status).toBe(201);
    const [account] = await ctx.db.select().from(user).where(eq(user.email, 'eva@example.com'));
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile!.phone).toBe('+44 7700 900321');
    // The next booking does not ask again: the profile's mobile serves.
    const again = await book(ctx, cookie, { ...slot, time: '15:00' });
    expect(again.status).toBe(201);

    // The salon sees it: on its notice e-mail and in the back office's list.
    const notices = await ctx.db
      .select({ text: mailQueue.text })
      .from(mailQueue)
      .where(eq(mailQueue.to, 'hello@aurorabeautystudio.co.uk'));
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) expect(notice.text).toContain('+44 7700 900321');
    const admin = await signedInAdmin(ctx);
    const list = await ctx.request('/api/admin/appointments', as(admin));
    const { items: listed } = (await list.json()) as {
      items: { clientEmail: string; clientPhone: string | null }[];
    };
    const eva = listed.filter((a) => a.clientEmail === 'eva@example.com');
    expect(eva.map((a) => a.clientPhone)).toEqual(['+44 7700 900321', '+44 7700 900321']);
  });

  test('a package sold in the salon cannot be booked online', async ({ ctx }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'dora@example.com');
    const pack = await bookableService(ctx, 'glow-package');
    const res = await book(ctx, cookie, { serviceId: pack.id, date: WEDNESDAY, time: '10:00' });
    expect(res.status).toBe(404);
  });
});

describe('a slot is never double-booked', () => {
  test('a chosen professional holds the slot for the service’s whole duration', async ({ ctx }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'eva@example.com');
    const bia = await signedInClient(ctx, 'fia@example.com');
    const service = await bookableService(ctx); // 60 minutes
    const [mariana] = await activeProfessionals(ctx, service.id);
    const first = await book(ctx, ana, {
      serviceId: service.id,
      professionalId: mariana!.id,
      date: WEDNESDAY,
      time: '10:00',
    });
    expect(first.status).toBe(201);
    for (const time of ['10:00', '10:30']) {
      const clash = await book(ctx, bia, {
        serviceId: service.id,
        professionalId: mariana!.id,
        date: WEDNESDAY,
        time,
      });
      expect(clash.status).toBe(409);
      expect(await errorOf(clash)).toEqual({
        code: 'slot_taken',
        message: bookingMessages.slotTaken,
      });
    }
    const times = await freeTimes(ctx, service.id, WEDNESDAY, mariana!.id);
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('09:30');
    expect(times).not.toContain('10:30');
    expect(times).toContain('09:00');
    expect(times).toContain('11:00');
  });

  test('with no preference, a slot takes as many bookings as there are professionals performing it', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'gil@example.com');
    const service = await bookableService(ctx);
    const team = await activeProfessionals(ctx, service.id);
    const statuses: number[] = [];
    for (let i = 0; i <= team.length; i++) {
      const res = await book(ctx, cookie, {
        serviceId: service.id,
        date: WEDNESDAY,
        time: '15:00',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...team.map(() => 201), 409]);
    expect(await freeTimes(ctx, service.id, WEDNESDAY)).not.toContain('15:00');
    const days = (await (
      await ctx.request(`/api/availability/days?service=${service.id}&month=2026-11`)
    ).json()) as { days: string[] };
    expect(days.days).toContain(WEDNESDAY);
    expect(days.days).not.toContain('2026-11-29');
    expect(days.days).not.toContain('2026-11-20');
  });

  test('the database refuses overlapping live bookings of one professional', async ({ ctx }) => {
    setNow(ctx);
    await signedInClient(ctx, 'hal@example.com');
    const [client] = await ctx.db.select().from(user).where(eq(user.email, 'hal@example.com'));
    const service = await bookableService(ctx);
    const [pro] = await activeProfessionals(ctx, service.id);
    const row = (
      startsAt: string,
      endsAt: string,
      status: 'pending' | 'cancelled' = 'pending',
    ) => ({
      clientId: sql`(select id from clients where user_id = ${client!.id})`,
      userId: client!.id,
      serviceId: service.id,
      assignedProfessionalId: pro!.id,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      blockedUntil: new Date(endsAt),
      totalPricePence: 100,
      status,
    });
    await ctx.db.insert(appointments).values(row('2026-12-01T10:00Z', '2026-12-01T11:00Z'));
    // A cancelled booking does not hold the time; back-to-back bookings do not overlap.
    await ctx.db
      .insert(appointments)
      .values(row('2026-12-01T10:30Z', '2026-12-01T11:30Z', 'cancelled'));
    await ctx.db.insert(appointments).values(row('2026-12-01T11:00Z', '2026-12-01T12:00Z'));
    await expect(
      ctx.db.transaction((tx) =>
        tx.insert(appointments).values(row('2026-12-01T10:30Z', '2026-12-01T10:45Z')),
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
  });
});

describe('cancelling', () => {
  test('a client cancels up to 24 hours ahead, which frees the slot', async ({ ctx }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'ines@example.com');
    const service = await bookableService(ctx);
    const [pro] = await activeProfessionals(ctx, service.id);
    const created = (await (
      await book(ctx, cookie, {
        serviceId: service.id,
        professionalId: pro!.id,
        date: WEDNESDAY,
        time: '16:00',
      })
    ).json()) as { appointment: ClientAppointment };
    expect(await freeTimes(ctx, service.id, WEDNESDAY, pro!.id)).not.toContain('16:00');

    const res = await ctx.request(
      `/api/appointments/${created.appointment.id}/cancel`,
      withCookie(cookie, jsonPost({})),
    );
    expect(res.status).toBe(200);
    const { appointment } = (await res.json()) as { appointment: ClientAppointment };
    expect(appointment).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await freeTimes(ctx, service.id, WEDNESDAY, pro!.id)).toContain('16:00');
    const mails = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'ines@example.com'));
    const cancelledMail = mails.find((m) => m.subject.startsWith('Cancelled:'));
    expect(cancelledMail!.attachments[0]!.content).toContain('METHOD:CANCEL');
    // The audit log traces it to the client's account, never to staff.
    const audited = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, appointment.id));
    expect(audited).toMatchObject([
      {
        action: 'appointment.client_cancel',
        actorEmail: 'ines@example.com',
        actorRole: null,
        details: { from: 'pending' },
      },
    ]);

    const again = await ctx.request(
      `/api/appointments/${appointment.id}/cancel`,
      withCookie(cookie, jsonPost({})),
    );
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('cancel_not_allowed');
  });

  test('within 24 hours the server refuses and points to the phone and WhatsApp', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'joao@example.com');
    const service = await bookableService(ctx);
    const { appointment } = (await (
      await book(ctx, cookie, { serviceId: service.id, date: '2026-11-23', time: '14:00' })
    ).json()) as { appointment: ClientAppointment };
    expect(appointment.cancellable).toBe(false);
    const res = await ctx.request(
      `/api/appointments/${appointment.id}/cancel`,
      withCookie(cookie, jsonPost({})),
    );
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'cancel_too_late',
      message:
        'Appointments can only be cancelled online up to 24 hours before they start. Please call us on 0121 496 0318 or message us on WhatsApp on 07700 900 123.',
    });

    // The numbers are the owner's, as Settings has them now.
    const admin = await signedInAdmin(ctx);
    const saved = await ctx.request(
      '/api/admin/settings',
      as(admin, 'PUT', {
        ...defaultSalonSettings,
        phones: [{ label: 'Front desk', display: '020 7946 0999', tel: '+442079460999' }],
        whatsapp: { ...defaultSalonSettings.whatsapp, main: '447700900456' },
      }),
    );
    expect(saved.status).toBe(200);
    const again = await ctx.request(
      `/api/appointments/${appointment.id}/cancel`,
      withCookie(cookie, jsonPost({})),
    );
    expect((await errorOf(again)).message).toBe(
      'Appointments can only be cancelled online up to 24 hours before they start. Please call us on 020 7946 0999 or message us on WhatsApp on 07700 900 456.',
    );
  });

  test('nobody can cancel another client’s appointment; bad ids are refused', async ({ ctx }) => {
    setNow(ctx);
    const owner = await signedInClient(ctx, 'kim@example.com');
    const other = await signedInClient(ctx, 'leo@example.com');
    const service = await bookableService(ctx);
    const { appointment } = (await (
      await book(ctx, owner, { serviceId: service.id, date: WEDNESDAY, time: '17:00' })
    ).json()) as { appointment: ClientAppointment };
    const res = await ctx.request(
      `/api/appointments/${appointment.id}/cancel`,
      withCookie(other, jsonPost({})),
    );
    expect(res.status).toBe(404);
    const anonymous = await ctx.request(`/api/appointments/${appointment.id}/cancel`, jsonPost({}));
    expect(anonymous.status).toBe(401);
    // A malformed id names no appointment: the same 404 as someone else's (issue 15).
    const malformed = await ctx.request(
      '/api/appointments/not-a-uuid/cancel',
      withCookie(owner, jsonPost({})),
    );
    expect(malformed.status).toBe(404);
    expect(await errorOf(malformed)).toEqual({
      code: 'not_found',
      message: bookingMessages.notFound,
    });
    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row!.status).toBe('pending');
  });
});

describe('availability queries', () => {
  test('bad parameters get 4xx with clear messages', async ({ ctx }) => {
    setNow(ctx);
    const service = await bookableService(ctx);
    const cases: [string, number][] = [
      [`/api/availability?date=${WEDNESDAY}`, 400],
      [`/api/availability?service=nope&date=${WEDNESDAY}`, 400],
      [`/api/availability?service=${service.id}&date=2026-13-01`, 400],
      [`/api/availability?service=${service.id}&date=${WEDNESDAY}&professional=zz`, 400],
      [`/api/availability?service=00000000-0000-4000-8000-000000000000&date=${WEDNESDAY}`, 404],
      [`/api/availability/days?service=${service.id}&month=2026-13`, 400],
    ];
    for (const [path, status] of cases) {
      const res = await ctx.request(path);
      expect(res.status, path).toBe(status);
      expect((await errorOf(res)).message, path).toBeTruthy();
    }
  });

  test('a closed day and a past day have no free times; today starts two hours ahead', async ({
    ctx,
  }) => {
    setNow(ctx, new Date('2026-11-23T08:10:00Z'));
    const service = await bookableService(ctx);
    expect(await freeTimes(ctx, service.id, '2026-11-29')).toEqual([]);
    expect(await freeTimes(ctx, service.id, '2026-11-20')).toEqual([]);
    const today = await freeTimes(ctx, service.id, '2026-11-23');
    expect(today[0]).toBe('10:30');
  });
});
