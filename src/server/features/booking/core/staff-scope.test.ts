import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { as, json } from '../../../../../tests/support/admin-helpers';
import { signedInClient } from '../../../../../tests/support/auth-helpers';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import type { AdminAppointment, AdminClientAlerts, AdminDayView } from '@shared/schemas/booking';
import type { AdminDiaryWeek } from '@shared/schemas/admin-diary';

// What a professional of the team reaches (issue 31, decision 049): their own column of the day,
// their own row of the week, and only their own appointments, which they complete or mark as a
// no-show; another professional's appointment is a 404, as if it did not exist.

const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';

async function twoProfessionalsBooked(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const owner = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
  const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
  const [mine, theirs] = team;
  const book = async (professionalId: string, name: string, phone: string, email: string) => {
    const res = await ctx.request(
      '/api/admin/appointments',
      as(owner, 'POST', {
        newClient: { name, phone, email },
        serviceId: service.id,
        professionalId,
        date: DAY,
        time: '10:00',
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ appointment: AdminAppointment }>(res)).appointment;
  };
  const own = await book(mine!.id, 'Clara Souza', '07700 900 111', 'clara@example.com');
  const other = await book(theirs!.id, 'Joana Prado', '07700 900 222', 'joana@example.com');
  const professional = await signedInClient(ctx, 'pro@example.com', {
    role: 'professional',
    professionalId: mine!.id,
  });
  return { owner, professional, mine: mine!, theirs: theirs!, own, other };
}

describe("a professional's reach", () => {
  test('the day view holds only their own column, with their clients’ phones and no e-mail', async ({
    ctx,
  }) => {
    const { owner, professional, mine, own } = await twoProfessionalsBooked(ctx);
    const path = `/api/admin/appointments/day?date=${DAY}`;
    const everyone = await json<AdminDayView>(await ctx.request(path, as(owner)));
    expect(everyone.professionals.length).toBeGreaterThan(1);

    const res = await ctx.request(path, as(professional));
    expect(res.status).toBe(200);
    const day = await json<AdminDayView>(res);
    expect(day.professionals.map((p) => p.id)).toEqual([mine.id]);
    const [column] = day.professionals;
    expect(column!.appointments.map((a) => a.id)).toEqual([own.id]);
    expect(column!.appointments[0]).toMatchObject({
      clientName: 'Clara Souza',
      clientPhone: '07700 900 111',
      clientEmail: null,
    });
    expect(JSON.stringify(day)).not.toContain('Joana');
  });

  test('the week holds only their own row', async ({ ctx }) => {
    const { owner, professional, mine } = await twoProfessionalsBooked(ctx);
    const path = `/api/admin/diary/week?start=${DAY}`;
    expect(
      (await json<AdminDiaryWeek>(await ctx.request(path, as(owner)))).professionals.length,
    ).toBeGreaterThan(1);
    const week = await json<AdminDiaryWeek>(await ctx.request(path, as(professional)));
    expect(week.professionals.map((p) => p.id)).toEqual([mine.id]);
    expect(JSON.stringify(week)).not.toContain('Joana');
  });

  test("another professional's appointment does not exist for them", async ({ ctx }) => {
    const { professional, other } = await twoProfessionalsBooked(ctx);
    ctx.clock.advance(new Date(`${DAY}T12:00:00Z`).getTime() - ctx.clock.now().getTime());
    const base = `/api/admin/appointments/${other.id}`;
    const answers = [
      await ctx.request(`${base}/client-alerts`, as(professional)),
      await ctx.request(`${base}/status`, as(professional, 'POST', { status: 'completed' })),
      await ctx.request(`${base}/staff-note`, as(professional, 'PUT', { staffNote: 'Olá' })),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'not_found', message: 'Agendamento não encontrado.' },
      });
    }
  });

  test('they complete their own appointment and write its note, and may do nothing else to it', async ({
    ctx,
  }) => {
    const { professional, own } = await twoProfessionalsBooked(ctx);
    ctx.clock.advance(new Date(`${DAY}T12:00:00Z`).getTime() - ctx.clock.now().getTime());
    const base = `/api/admin/appointments/${own.id}`;

    const alerts = await ctx.request(`${base}/client-alerts`, as(professional));
    expect(alerts.status).toBe(200);
    expect((await json<AdminClientAlerts>(alerts)).clientId).toBe(own.clientId);

    const cancel = await ctx.request(
      `${base}/status`,
      as(professional, 'POST', { status: 'cancelled' }),
    );
    expect(cancel.status).toBe(403);
    expect(await cancel.json()).toEqual({
      error: {
        code: 'forbidden',
        message:
          'Profissionais só podem marcar os próprios agendamentos como concluídos ou como não comparecimento.',
      },
    });

    const note = await ctx.request(
      `${base}/staff-note`,
      as(professional, 'PUT', { staffNote: 'Cor 6.1' }),
    );
    expect(note.status).toBe(200);
    expect((await json<{ appointment: AdminAppointment }>(note)).appointment).toMatchObject({
      staffNote: 'Cor 6.1',
      clientEmail: null,
    });

    const done = await ctx.request(
      `${base}/status`,
      as(professional, 'POST', { status: 'completed' }),
    );
    expect(done.status).toBe(200);
    expect((await json<{ appointment: AdminAppointment }>(done)).appointment.status).toBe(
      'completed',
    );
  });

  test('one not linked to a professional sees no appointments at all', async ({ ctx }) => {
    const { own } = await twoProfessionalsBooked(ctx);
    const unlinked = await signedInClient(ctx, 'new@example.com', { role: 'professional' });
    const day = await json<AdminDayView>(
      await ctx.request(`/api/admin/appointments/day?date=${DAY}`, as(unlinked)),
    );
    expect(day.professionals).toEqual([]);
    const week = await json<AdminDiaryWeek>(
      await ctx.request(`/api/admin/diary/week?start=${DAY}`, as(unlinked)),
    );
    expect(week.professionals).toEqual([]);
    expect(
      (await ctx.request(`/api/admin/appointments/${own.id}/client-alerts`, as(unlinked))).status,
    ).toBe(404);
  });
});
