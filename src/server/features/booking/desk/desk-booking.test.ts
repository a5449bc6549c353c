import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import {
  cookieOf,
  follow,
  linkFromMail,
  signedInClient,
  signIn,
  signUp,
  withCookie,
} from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { salonInstant } from '@shared/salon-dates';
import type { AdminAppointment, ClientAppointment } from '@shared/schemas/booking';
import type { DeskBookingInput } from '@shared/schemas/desk-booking';
import { profiles, user } from '../../../db/schema/auth';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { clients } from '../../../db/schema/clients';
import { closures, timeOff } from '../../../db/schema/diary';
import { mailQueue } from '../../../db/schema/mail';

// Booking on a client's behalf at the front desk (issue 17): the engine's rules, the desk's window.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

function setNow(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

async function service(ctx: TestContext, slug: string) {
  const [row] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  return row!;
}

async function professional(ctx: TestContext, name: string) {
  const [row] = await ctx.db.select().from(professionals).where(eq(professionals.name, name));
  return row!;
}

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}

async function setUp(ctx: TestContext, now = NOW) {
  setNow(ctx, now);
  const admin = await signedInClient(ctx, 'desk@example.com', { admin: true });
  const cut = await service(ctx, 'cut-blow-dry'); // 60 minutes; Mariana and Beatriz
  const mariana = await professional(ctx, 'Mariana Costa');
  const book = (body: Partial<DeskBookingInput>, cookie = admin) =>
    ctx.request('/api/admin/appointments', withCookie(cookie, jsonPost(body)));
  const booked = async (body: Partial<DeskBookingInput>) => {
    const res = await book(body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { appointment: AdminAppointment }).appointment;
  };
  const phoneClient = { name: 'Joana Prado', phone: '07700 900 461' };
  const mailTo = (to: string) => ctx.db.select().from(mailQueue).where(eq(mailQueue.to, to));
  return { admin, cut, mariana, book, booked, phoneClient, mailTo };
}

describe('staff book for a client with no account', () => {
  test('a phone client with no e-mail: confirmed, a real client record, no e-mail, audited', async ({
    ctx,
  }) => {
    const { cut, mariana, booked, phoneClient } = await setUp(ctx);
    const mailsBefore = (await ctx.db.select().from(mailQueue)).length;
    const appointment = await booked({
      newClient: { ...phoneClient, email: '' },
      serviceId: cut.id,
      professionalId: mariana.id,
      date: WEDNESDAY,
      time: '10:00',
      staffNote: 'Prefere lavar com água morna.',
    });
    expect(appointment).toMatchObject({
      clientName: 'Joana Prado',
      clientPhone: '07700 900 461',
      clientEmail: null,
      serviceName: cut.name,
      professionalName: 'Mariana Costa',
      assignedProfessionalName: 'Mariana Costa',
      date: WEDNESDAY,
      time: '10:00',
      status: 'confirmed',
      totalPricePence: cut.pricePence,
      // What the desk types is staff's internal note, never the client's own notes (issue 27).
      staffNote: 'Prefere lavar com água morna.',
      notes: null,
    });
    const [record] = await ctx.db
      .select()
      .from(clients)
      .where(eq(clients.id, appointment.clientId));
    expect(record).toMatchObject({ userId: null, fullName: 'Joana Prado', email: null });
    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row!.userId).toBeNull();
    expect((await ctx.db.select().from(mailQueue)).length).toBe(mailsBefore);
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.action, ['appointment.create', 'client.create']));
    expect(audit.map((a) => [a.action, a.actorEmail, a.targetId, a.details])).toEqual([
      ['client.create', 'desk@example.com', appointment.clientId, {}],
      [
        'appointment.create',
        'desk@example.com',
        appointment.id,
        { clientId: appointment.clientId, newClient: true },
      ],
    ]);
  });

  test('with an e-mail: stored lower-cased, and the confirmation carries its .ics', async ({
    ctx,
  }) => {
    const { cut, booked, phoneClient, mailTo } = await setUp(ctx);
    const appointment = await booked({
      newClient: { ...phoneClient, email: '  Joana.Prado@Example.COM ' },
      serviceId: cut.id,
      date: WEDNESDAY,
      time: '14:30',
    });
    expect(appointment.clientEmail).toBe('joana.prado@example.com');
    expect(appointment.professionalName).toBeNull();
    const [mail] = await mailTo('joana.prado@example.com');
    expect(mail!.subject).toBe(`Confirmed: ${cut.name} on Wednesday, 25 November 2026 at 14:30`);
    expect(mail!.text).toContain('Hello Joana');
    const ics = mail!.attachments[0]!;
    expect(ics.filename).toBe('appointment.ics');
    expect(ics.content.replace(/\r\n /g, '')).toContain(
      'DTSTART;TZID=Europe/London:20261125T143000',
    );
  });

  test('an e-mail that an account or another client already has is refused: pick that client', async ({
    ctx,
  }) => {
    const { cut, book, booked, phoneClient } = await setUp(ctx);
    await signedInClient(ctx, 'signed.up@example.com');
    await booked({
      newClient: { ...phoneClient, email: 'joana@example.com' },
      serviceId: cut.id,
      date: WEDNESDAY,
      time: '10:00',
    });
    const recordsBefore = (await ctx.db.select().from(clients)).length;
    for (const [email, message] of [
      [
        'Signed.Up@example.com',
        'Já existe uma conta com este e-mail. Busque o cliente pelo e-mail e escolha-o.',
      ],
      [
        'joana@example.com',
        'Já existe um cliente com este e-mail. Busque o cliente pelo e-mail e escolha-o.',
      ],
    ]) {
      const res = await book({
        newClient: { name: 'Outra Pessoa', phone: '07700 900 999', email },
        serviceId: cut.id,
        date: WEDNESDAY,
        time: '11:00',
      });
      expect(res.status, email).toBe(409);
      expect(await errorOf(res)).toEqual({
        code: 'client_email_taken',
        message,
        fields: { 'newClient.email': message },
      });
    }
    expect((await ctx.db.select().from(clients)).length).toBe(recordsBefore);
  });

  test('every invalid field is named, in Portuguese', async ({ ctx }) => {
    const { book } = await setUp(ctx);
    const res = await book({
      newClient: { name: ' ', phone: 'ligar amanhã', email: 'joana@' },
      serviceId: '',
      date: '2026-02-30',
      time: '10:12',
      dateOfBirth: '31/12/1990',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      'newClient.name': 'Informe o nome do cliente.',
      'newClient.phone': 'Informe um telefone válido (números, espaços, +, parênteses e hífens).',
      'newClient.email': 'Informe um e-mail válido ou deixe o campo em branco.',
      serviceId: 'Escolha um serviço.',
      date: 'Esta data não existe.',
      time: 'Escolha uma hora em múltiplos de 5 minutos (por exemplo 12:15).',
      dateOfBirth: 'Informe uma data de nascimento válida.',
    });
    const neither = await book({ date: WEDNESDAY, time: '10:00' });
    expect((await errorOf(neither)).fields).toMatchObject({
      clientId: 'Escolha um cliente da busca ou cadastre um novo cliente.',
    });
  });
});

describe('staff book for a signed-up client', () => {
  test('it is confirmed, on their account, and in My Appointments', async ({ ctx }) => {
    const { booked, cut, mailTo } = await setUp(ctx);
    const cookie = await signedInClient(ctx, 'clara@example.com');
    const [account] = await ctx.db.select().from(user).where(eq(user.email, 'clara@example.com'));
    const [record] = await ctx.db.select().from(clients).where(eq(clients.userId, account!.id));
    const appointment = await booked({
      clientId: record!.id,
      serviceId: cut.id,
      date: WEDNESDAY,
      time: '16:00',
    });
    expect(appointment).toMatchObject({ clientEmail: 'clara@example.com', status: 'confirmed' });
    const mine = await ctx.request('/api/appointments', withCookie(cookie));
    const { appointments: list } = (await mine.json()) as { appointments: ClientAppointment[] };
    expect(list.map((a) => [a.id, a.status, a.time])).toEqual([
      [appointment.id, 'confirmed', '16:00'],
    ]);
    const confirmations = (await mailTo('clara@example.com')).filter((m) =>
      m.subject.startsWith('Confirmed:'),
    );
    expect(confirmations).toHaveLength(1);
  });

  test('an 18+ service asks for the date of birth, refuses the under-age and saves it', async ({
    ctx,
  }) => {
    const { book, booked } = await setUp(ctx);
    await signedInClient(ctx, 'young@example.com');
    const [account] = await ctx.db.select().from(user).where(eq(user.email, 'young@example.com'));
    const [record] = await ctx.db.select().from(clients).where(eq(clients.userId, account!.id));
    const filler = await service(ctx, 'lip-filler');
    const slot = { clientId: record!.id, serviceId: filler.id, date: WEDNESDAY, time: '10:00' };
    const missing = await book(slot);
    expect(missing.status).toBe(422);
    expect(await errorOf(missing)).toMatchObject({
      code: 'date_of_birth_required',
      fields: {
        dateOfBirth: 'Informe a data de nascimento: este serviço é só para maiores de 18 anos.',
      },
    });
    const young = await book({ ...slot, dateOfBirth: '2008-11-26' });
    expect(young.status).toBe(422);
    expect(await errorOf(young)).toMatchObject({
      code: 'under_age',
      fields: { dateOfBirth: 'Este serviço é só para maiores de 18 anos na data do agendamento.' },
    });
    await booked({ ...slot, date: '2026-11-26', dateOfBirth: '2008-11-26' });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile!.dateOfBirth).toBe('2008-11-26');
    // A new desk client's date of birth is kept on their record.
    const desk = await booked({
      newClient: { name: 'Rita Gomes', phone: '0121 496 0000' },
      serviceId: filler.id,
      date: WEDNESDAY,
      time: '15:00',
      dateOfBirth: '1980-03-04',
    });
    const [deskRecord] = await ctx.db.select().from(clients).where(eq(clients.id, desk.clientId));
    expect(deskRecord!.dateOfBirth).toBe('1980-03-04');
  });

  test('an unknown client is not found', async ({ ctx }) => {
    const { book, cut } = await setUp(ctx);
    const res = await book({
      clientId: '00000000-0000-4000-8000-000000000000',
      serviceId: cut.id,
      date: WEDNESDAY,
      time: '10:00',
    });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).fields).toEqual({ clientId: 'Cliente não encontrado.' });
  });
});

describe('a desk client who later makes an account', () => {
  test('sees the appointment in My Appointments once the e-mail is confirmed, not before', async ({
    ctx,
  }) => {
    const { booked, cut, phoneClient } = await setUp(ctx);
    const appointment = await booked({
      newClient: { ...phoneClient, email: 'later@example.com' },
      serviceId: cut.id,
      date: WEDNESDAY,
      time: '11:00',
    });
    expect((await signUp(ctx, 'later@example.com')).status).toBe(200);
    // Unconfirmed: no sign-in, and nothing of theirs is linked to the new account.
    expect((await signIn(ctx, 'later@example.com')).status).toBe(403);
    const [unlinked] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(unlinked!.userId).toBeNull();
    await follow(ctx, await linkFromMail(ctx, 'later@example.com', '/verify-email'));
    const res = await signIn(ctx, 'later@example.com');
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    const mine = await ctx.request('/api/appointments', withCookie(cookie));
    const { appointments: list } = (await mine.json()) as { appointments: ClientAppointment[] };
    expect(list.map((a) => a.id)).toEqual([appointment.id]);
    // One person, one record: the desk's was merged into the account's.
    expect(await ctx.db.select().from(clients).where(eq(clients.id, appointment.clientId))).toEqual(
      [],
    );
  });
});

describe("the desk's window and the engine's refusals", () => {
  test('a walk-in into the slot under way and 30 minutes from now; not a slot already gone', async ({
    ctx,
  }) => {
    const { book, booked, cut, phoneClient } = await setUp(ctx, new Date('2026-11-25T10:10:00Z'));
    const slot = { newClient: phoneClient, serviceId: cut.id, date: WEDNESDAY };
    await booked({ ...slot, time: '10:00' });
    await booked({ ...slot, time: '10:30' });
    const gone = await book({ ...slot, time: '09:30' });
    expect(gone.status).toBe(422);
    expect((await errorOf(gone)).fields).toEqual({
      time: 'Este horário já passou. Escolha um horário livre.',
    });
  });

  test('in British Summer Time a walk-in keeps the wall clock', async ({ ctx }) => {
    const { booked, cut, phoneClient } = await setUp(ctx, new Date('2027-06-16T09:00:00Z'));
    const appointment = await booked({
      newClient: phoneClient,
      serviceId: cut.id,
      date: '2027-06-16',
      time: '10:30',
    });
    expect(appointment.startsAt).toBe(salonInstant('2027-06-16', '10:30').toISOString());
    expect(appointment.startsAt).toBe('2027-06-16T09:30:00.000Z');
  });

  test('120 days ahead is accepted (online stops at 90); past two years is not', async ({
    ctx,
  }) => {
    const { book, booked, cut, phoneClient } = await setUp(ctx);
    const slot = { newClient: phoneClient, serviceId: cut.id, time: '11:00' };
    await booked({ ...slot, date: '2027-03-23' });
    const tooFar = await book({ ...slot, date: '2028-11-28' });
    expect(tooFar.status).toBe(422);
    expect((await errorOf(tooFar)).fields).toEqual({
      time: 'A agenda aceita agendamentos até dois anos à frente.',
    });
  });

  test('an overlap is refused with 409 and leaves no client record behind', async ({ ctx }) => {
    const { book, booked, cut, mariana, phoneClient } = await setUp(ctx);
    const slot = { serviceId: cut.id, professionalId: mariana.id, date: WEDNESDAY };
    await booked({ ...slot, newClient: phoneClient, time: '10:00' });
    const recordsBefore = (await ctx.db.select().from(clients)).length;
    const clash = await book({
      ...slot,
      newClient: { name: 'Bia Nunes', phone: '07700 900 100', email: 'bia@example.com' },
      time: '10:30',
    });
    expect(clash.status).toBe(409);
    expect(await errorOf(clash)).toEqual({
      code: 'slot_taken',
      message: 'Este horário acabou de ser ocupado. Escolha outro horário.',
    });
    expect((await ctx.db.select().from(clients)).length).toBe(recordsBefore);
    expect(
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'bia@example.com')),
    ).toEqual([]);
  });

  test('outside the professional’s working time or in their time off is refused', async ({
    ctx,
  }) => {
    const { book, booked, cut, mariana, phoneClient } = await setUp(ctx);
    const filler = await service(ctx, 'lip-filler');
    const chloe = await professional(ctx, 'Chloe Bennett'); // Tuesdays 12:00–20:00
    const message =
      'Nenhum profissional que faz este serviço trabalha neste horário (horário de trabalho ou ausência).';
    const early = await book({
      newClient: phoneClient,
      serviceId: filler.id,
      professionalId: chloe.id,
      date: '2026-12-01',
      time: '10:00',
      dateOfBirth: '1990-01-01',
    });
    expect(early.status).toBe(422);
    expect(await errorOf(early)).toEqual({
      code: 'slot_unavailable',
      message,
      fields: { time: message },
    });
    await ctx.db.insert(timeOff).values({
      professionalId: mariana.id,
      kind: 'training',
      startsAt: salonInstant(WEDNESDAY, '14:00'),
      endsAt: salonInstant(WEDNESDAY, '16:00'),
    });
    const slot = { newClient: phoneClient, serviceId: cut.id, professionalId: mariana.id };
    const away = await book({ ...slot, date: WEDNESDAY, time: '15:00' });
    expect(away.status).toBe(422);
    expect((await errorOf(away)).fields).toEqual({ time: message });
    await booked({ ...slot, date: WEDNESDAY, time: '16:00' });
  });

  test('a closure is refused with its reason', async ({ ctx }) => {
    const { book, cut, phoneClient } = await setUp(ctx);
    await ctx.db.insert(closures).values({
      startsOn: '2026-12-01',
      endsOn: '2026-12-01',
      reason: 'Closed for staff training',
    });
    const res = await book({
      newClient: phoneClient,
      serviceId: cut.id,
      date: '2026-12-01',
      time: '10:00',
    });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'salon_closed',
      message: 'O salão está fechado nesta data (Closed for staff training).',
      fields: { date: 'O salão está fechado nesta data (Closed for staff training).' },
    });
  });

  test('a professional who does not perform the service is refused', async ({ ctx }) => {
    const { book, phoneClient } = await setUp(ctx);
    const facial = await service(ctx, 'hydrating-facial');
    const rafael = await professional(ctx, 'Rafael Lima');
    const res = await book({
      newClient: phoneClient,
      serviceId: facial.id,
      professionalId: rafael.id,
      date: WEDNESDAY,
      time: '10:00',
    });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({
      code: 'not_performed',
      fields: { professionalId: 'Este profissional não faz este serviço.' },
    });
  });
});

test('only staff may book at the desk', async ({ ctx }) => {
  const { book, cut, phoneClient } = await setUp(ctx);
  const client = await signedInClient(ctx, 'someone@example.com');
  const body = { newClient: phoneClient, serviceId: cut.id, date: WEDNESDAY, time: '10:00' };
  expect((await ctx.request('/api/admin/appointments', jsonPost(body))).status).toBe(401);
  expect((await book(body, client)).status).toBe(403);
  expect(
    await ctx.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.status, 'confirmed'))),
  ).toEqual([]);
});
