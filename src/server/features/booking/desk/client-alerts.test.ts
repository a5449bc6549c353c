import { describe, expect, test } from '../../../../../tests/support/test-app';
import { as, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import type { AdminClientAlerts, ClientAppointment } from '@shared/schemas/booking';

// The appointment's panel warns the desk of its client (issue 30): the client record's private
// notes, newest first, for staff only.

const NOW = new Date('2026-11-23T08:00:00Z');

describe("the appointment panel's client alerts", () => {
  test('are the record’s private notes, newest first, for staff only', async ({ ctx }) => {
    ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
    const admin = await signedInAdmin(ctx);
    const client = await signedInClient(ctx, 'clara@example.com');
    const { service } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const res = await ctx.request(
      '/api/appointments',
      withCookie(client, jsonPost({ serviceId: service.id, date: '2026-11-25', time: '10:00' })),
    );
    expect(res.status).toBe(201);
    const { appointment } = (await res.json()) as { appointment: ClientAppointment };
    const path = `/api/admin/appointments/${appointment.id}/client-alerts`;
    const alerts = async () => {
      const answer = await ctx.request(path, withCookie(admin));
      expect(answer.status).toBe(200);
      return (await answer.json()) as AdminClientAlerts;
    };

    const none = await alerts();
    expect(none.notes).toEqual([]);
    for (const body of ['Prefers the quiet chair', 'Allergic to latex'])
      expect(
        (
          await ctx.request(
            `/api/admin/clients/${none.clientId}/notes`,
            as(admin, 'POST', { body }),
          )
        ).status,
      ).toBe(201);
    const { clientId, notes } = await alerts();
    expect(clientId).toBe(none.clientId);
    expect(notes.map((n) => n.body)).toEqual(['Allergic to latex', 'Prefers the quiet chair']);

    expect((await ctx.request(path)).status).toBe(401);
    expect((await ctx.request(path, withCookie(client))).status).toBe(403);
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect(
        (await ctx.request(`/api/admin/appointments/${id}/client-alerts`, withCookie(admin)))
          .status,
      ).toBe(404);
  });
});
