import { and, eq, inArray } from 'drizzle-orm';
import { addDays, isoWeekday, salonInstant, salonToday } from '@shared/salon-dates';
import type { AdminAppointment, AdminDayView, ClientAppointment } from '@shared/schemas/booking';
import type { AdminClientRecord } from '@shared/schemas/clients';
import type { Page } from '@shared/schemas/admin-pagination';
import type { DeskBookingInput } from '@shared/schemas/desk-booking';
import { as } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { user } from '../../../db/schema/auth';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { clients } from '../../../db/schema/clients';
import { mailQueue } from '../../../db/schema/mail';
import { smsQueue } from '../../../db/schema/reminders';
import { sendDueReminders } from '../reminders/appointment-reminders';
import { isBankHoliday } from '../../../domain/bank-holidays';

// The staff's internal note on an appointment (issue 27, item 10): what the desk types is the
// salon's, beside the client record's private notes; the client's own notes (typed when booking
// online) stay theirs. The note must reach no answer, e-mail, calendar file, SMS or export of the
// client's, whatever happens to the appointment afterwards.

const INTERNAL = 'INTERNO cliente pede sempre desconto e chega tarde';
const OWN = 'Fragrance free shampoo please';
const HOUR = 3_600_000;

/**
 * A Wednesday three weeks or more ahead of today (not a bank holiday): inside the online horizon,
 * and far enough that a reminder falls due after the booking was made (its created_at is the real
 * time).
 */
function wednesdayAhead(): string {
  let date = addDays(salonToday(), 21);
  while (isoWeekday(date) !== 3 || isBankHoliday(date)) date = addDays(date, 1);
  return date;
}

async function setUp(ctx: TestContext) {
  const admin = await signedInClient(ctx, 'desk@example.com', { admin: true });
  const cookie = await signedInClient(ctx, 'clara@example.com');
  const [account] = await ctx.db.select().from(user).where(eq(user.email, 'clara@example.com'));
  const [record] = await ctx.db.select().from(clients).where(eq(clients.userId, account!.id));
  const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const date = wednesdayAhead();
  const deskBook = async (body: Partial<DeskBookingInput>) => {
    const res = await ctx.request(
      '/api/admin/appointments',
      withCookie(admin, jsonPost({ serviceId: cut!.id, date, ...body })),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { appointment: AdminAppointment }).appointment;
  };
  const setStaffNote = (id: string, staffNote: unknown, as_ = admin) =>
    ctx.request(`/api/admin/appointments/${id}/staff-note`, as(as_, 'PUT', { staffNote }));
  const staffGet = async <T>(path: string) => {
    const res = await ctx.request(path, withCookie(admin));
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  /** Everything the client is shown or sent: My Appointments, their mail and SMS, the export. */
  const clientSees = async () => {
    const mine = await ctx.request('/api/appointments', withCookie(cookie));
    expect(mine.status).toBe(200);
    const exported = await ctx.request('/api/me/data', withCookie(cookie));
    expect(exported.status).toBe(200);
    const mail = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'clara@example.com'));
    return {
      myAppointments: await mine.text(),
      export: await exported.text(),
      mail: mail.map((m) => ({
        subject: m.subject,
        text: m.text,
        html: m.html,
        ics: m.attachments.map((a) => a.content.replace(/\r\n /g, '')).join('\n'),
      })),
      sms: (await ctx.db.select().from(smsQueue)).map((s) => s.body).join('\n'),
    };
  };
  const noteAudit = (id: string) =>
    ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'appointment.staff_note'), eq(adminAuditLog.targetId, id)),
      )
      .orderBy(adminAuditLog.seq);
  return {
    admin,
    cookie,
    clientId: record!.id,
    date,
    deskBook,
    setStaffNote,
    staffGet,
    clientSees,
    noteAudit,
  };
}

describe("the desk's internal note", () => {
  test('reaches staff beside the client’s own notes, and never the client: My Appointments, the confirmation and its .ics, the export', async ({
    ctx,
  }) => {
    const { cookie, clientId, date, deskBook, staffGet, clientSees, noteAudit } = await setUp(ctx);
    const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    // The client's own booking, with their own notes: these are theirs to see.
    const online = await ctx.request(
      '/api/appointments',
      withCookie(cookie, jsonPost({ serviceId: cut!.id, date, time: '10:00', notes: OWN })),
    );
    expect(online.status).toBe(201);
    const ownId = ((await online.json()) as { appointment: ClientAppointment }).appointment.id;

    const desk = await deskBook({ clientId, time: '14:00', staffNote: INTERNAL });
    expect(desk).toMatchObject({ staffNote: INTERNAL, notes: null, status: 'confirmed' });

    // Staff: the list, the day, the appointment's client record.
    const list = await staffGet<Page<AdminAppointment>>('/api/admin/appointments?pageSize=100');
    const day = await staffGet<AdminDayView>(`/api/admin/appointments/day?date=${date}`);
    const dayItems = day.professionals.flatMap((p) => p.appointments);
    for (const items of [list.items, dayItems]) {
      expect(items.find((a) => a.id === desk.id)).toMatchObject({
        staffNote: INTERNAL,
        notes: null,
      });
      expect(items.find((a) => a.id === ownId)).toMatchObject({ staffNote: null, notes: OWN });
    }
    const record = await staffGet<AdminClientRecord>(`/api/admin/clients/${clientId}`);
    expect(record.upcoming.map((a) => [a.id, a.staffNote])).toEqual([
      [ownId, null],
      [desk.id, INTERNAL],
    ]);

    // The client: their own notes, never the staff's.
    const seen = await clientSees();
    const confirmation = seen.mail.find((m) => m.subject.startsWith('Confirmed:'));
    expect(confirmation, 'the desk’s confirmation e-mail').toBeDefined();
    expect(confirmation!.ics).toContain('BEGIN:VEVENT');
    expect(seen.myAppointments).toContain(OWN);
    expect(seen.export).toContain(OWN);
    expect(seen.myAppointments).not.toContain(INTERNAL);
    expect(seen.export).not.toContain(INTERNAL);
    expect(JSON.stringify(seen.mail)).not.toContain(INTERNAL);

    // Audited without the text: the audit log is the salon's, but kept longer than the note.
    const audit = await noteAudit(desk.id);
    expect(audit.map((a) => [a.actorEmail, a.details])).toEqual([
      ['desk@example.com', { change: 'added' }],
    ]);
    const everyAuditRow = await ctx.db.select().from(adminAuditLog);
    expect(JSON.stringify(everyAuditRow)).not.toContain(INTERNAL);
  });

  test('nor does it go out when the appointment moves, is reminded or is cancelled', async ({
    ctx,
  }) => {
    const { admin, clientId, date, deskBook, clientSees } = await setUp(ctx);
    const desk = await deskBook({ clientId, time: '11:00', staffNote: INTERNAL });
    const moved = await ctx.request(
      `/api/admin/appointments/${desk.id}/move`,
      as(admin, 'POST', { date, time: '15:00' }),
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(((await moved.json()) as { appointment: AdminAppointment }).appointment.staffNote).toBe(
      INTERNAL,
    );
    const startsAt = salonInstant(date, '15:00');
    await sendDueReminders(ctx.db, new Date(startsAt.getTime() - 23 * HOUR), {
      publicUrl: 'http://localhost:3000',
      sms: false,
    });
    const cancelled = await ctx.request(
      `/api/admin/appointments/${desk.id}/status`,
      as(admin, 'POST', { status: 'cancelled' }),
    );
    expect(cancelled.status).toBe(200);

    const seen = await clientSees();
    expect(seen.mail.map((m) => m.subject.split(':')[0])).toEqual(
      expect.arrayContaining(['Confirmed', 'Rescheduled', 'Reminder', 'Cancelled']),
    );
    expect(JSON.stringify(seen)).not.toContain(INTERNAL);
  });

  test('staff add, change and remove it on the appointment, each change audited once', async ({
    ctx,
  }) => {
    const { clientId, deskBook, setStaffNote, staffGet, clientSees, noteAudit } = await setUp(ctx);
    const desk = await deskBook({ clientId, time: '16:00' });
    expect(desk.staffNote).toBeNull();

    const saved = async (value: unknown) => {
      const res = await setStaffNote(desk.id, value);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { appointment: AdminAppointment }).appointment.staffNote;
    };
    expect(await saved(`  ${INTERNAL}  `)).toBe(INTERNAL);
    expect(await saved(INTERNAL)).toBe(INTERNAL); // unchanged: nothing recorded
    const record = await staffGet<AdminClientRecord>(`/api/admin/clients/${clientId}`);
    expect(record.upcoming.find((a) => a.id === desk.id)?.staffNote).toBe(INTERNAL);
    expect(JSON.stringify(await clientSees())).not.toContain(INTERNAL);

    expect(await saved('Trazer foto de referência')).toBe('Trazer foto de referência');
    expect(await saved('')).toBeNull();
    expect(await saved('   ')).toBeNull(); // already none: nothing recorded
    expect((await noteAudit(desk.id)).map((a) => a.details)).toEqual([
      { change: 'added' },
      { change: 'edited' },
      { change: 'removed' },
    ]);
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, desk.id));
    expect(row).toMatchObject({ staffNote: null, notes: null });
  });

  test('bad input is a 4xx with a Portuguese message, and changes nothing', async ({ ctx }) => {
    const { cookie, clientId, deskBook, setStaffNote, noteAudit } = await setUp(ctx);
    const desk = await deskBook({ clientId, time: '17:00', staffNote: 'Primeira nota' });
    const tooLong = await setStaffNote(desk.id, 'x'.repeat(1001));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { staffNote: 'A nota interna pode ter no máximo 1000 caracteres.' },
      },
    });
    for (const body of [undefined, 42]) {
      const res = await setStaffNote(desk.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
      expect((await setStaffNote(id, 'Nota')).status, id).toBe(404);
    // A client may not write it.
    expect((await setStaffNote(desk.id, 'Do cliente', cookie)).status).toBe(403);
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, desk.id));
    expect(row!.staffNote).toBe('Primeira nota');
    expect((await noteAudit(desk.id)).map((a) => a.details)).toEqual([{ change: 'added' }]);
  });

  test('an appointment kept after its client’s erasure takes no note: nothing may name them again', async ({
    ctx,
  }) => {
    const { admin, deskBook, setStaffNote, noteAudit } = await setUp(ctx);
    const desk = await deskBook({
      newClient: { name: 'Joana Prado', phone: '07700 900 461' },
      time: '09:00',
    });
    const completed = await ctx.request(
      `/api/admin/appointments/${desk.id}/status`,
      as(admin, 'POST', { status: 'completed' }),
    );
    expect(completed.status).toBe(200);
    const erased = await ctx.request(
      `/api/admin/clients/${desk.clientId}/erase`,
      as(admin, 'POST', { confirm: true }),
    );
    expect(erased.status, await erased.clone().text()).toBe(200);
    const res = await setStaffNote(desk.id, 'Era a Joana Prado');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'client_erased' } });
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, desk.id));
    expect(row).toMatchObject({ status: 'completed', staffNote: null });
    expect(await noteAudit(desk.id)).toEqual([]);
  });

  test('a desk booking’s internal note over 1000 characters is refused on its field', async ({
    ctx,
  }) => {
    const { admin, clientId, date } = await setUp(ctx);
    const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    const res = await ctx.request(
      '/api/admin/appointments',
      as(admin, 'POST', {
        clientId,
        serviceId: cut!.id,
        date,
        time: '10:00',
        staffNote: 'x'.repeat(1001),
      }),
    );
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({ staffNote: 'A nota interna pode ter no máximo 1000 caracteres.' });
    expect(
      await ctx.db
        .select()
        .from(appointments)
        .where(inArray(appointments.clientId, [clientId])),
    ).toEqual([]);
  });
});
