import { describe, expect, test } from '../../../tests/support/test-app';
import { as } from '../../../tests/support/admin-helpers';
import { signedInClient } from '../../../tests/support/auth-helpers';
import { serviceAndTeam } from '../../../tests/support/booking-team';
import { eq } from 'drizzle-orm';
import { clientDirectory } from '../db/schema/clients';

// What the desk may not do (issue 31): prices, exports, erasure, settings and Insights stay the
// owner's and the manager's. The permission walk proves every route; these read as the issue says.

const REFUSED = {
  error: { code: 'forbidden', message: 'Você não tem permissão para acessar esta área' },
};

describe('reception is refused', () => {
  test('prices, exports, erasure, settings and Insights, and keeps the desk', async ({ ctx }) => {
    const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    await signedInClient(ctx, 'clara@example.com');
    const { service } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const [record] = await ctx.db
      .select({ id: clientDirectory.id })
      .from(clientDirectory)
      .where(eq(clientDirectory.email, 'clara@example.com'));
    const clientId = record!.id;
    const refused: [string, RequestInit][] = [
      [`/api/admin/services/${service.id}`, as(reception, 'PUT', { pricePence: 1 })],
      [`/api/admin/clients/${clientId}/export`, as(reception)],
      ['/api/admin/newsletter.csv', as(reception)],
      ['/api/admin/insights.csv?figure=receita', as(reception)],
      [`/api/admin/clients/${clientId}/erase`, as(reception, 'POST', {})],
      ['/api/admin/settings', as(reception)],
      ['/api/admin/settings', as(reception, 'PUT', {})],
      ['/api/admin/insights', as(reception)],
    ];
    for (const [path, init] of refused) {
      const res = await ctx.request(path, init);
      expect(res.status, `${init.method} ${path}`).toBe(403);
      expect(await res.json()).toEqual(REFUSED);
    }
    for (const path of [
      '/api/admin/appointments/day?date=2026-11-25',
      '/api/admin/services',
      `/api/admin/clients/${clientId}`,
    ])
      expect((await ctx.request(path, as(reception))).status, path).toBe(200);
  });
});
