import { eq } from 'drizzle-orm';
import type { Catalogue } from '@shared/catalogue-schema';
import type { AdminProfessional, AdminService } from '@shared/schemas/admin-catalogue';
import type { Page } from '@shared/schemas/admin-pagination';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import { signedInClient } from '../../../../tests/support/auth-helpers';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { adminAuditLog } from '../../db/schema/audit';
import { services } from '../../db/schema/catalogue';
import { workingIntervals } from '../../db/schema/diary';

// Issue 16 in the catalogue: who performs what, buffers, the 18+ flag and weekly patterns.

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function serviceBySlug(ctx: TestContext, slug: string) {
  const [row] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`no service ${slug}`);
  return row;
}

function formOf(row: typeof services.$inferSelect) {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    section: row.section,
    durationMinutes: String(row.durationMinutes),
    price: (row.pricePence / 100).toFixed(2),
    priceMax: row.priceMaxPence === null ? '' : (row.priceMaxPence / 100).toFixed(2),
    priceIsFrom: row.priceIsFrom,
    bookable: row.bookable,
  };
}

/** Two professionals of this test's own and a service each of them performs, through the API. */
async function setUp(ctx: TestContext) {
  const admin = await signedInAdmin(ctx);
  const hire = async (name: string) =>
    json<AdminProfessional>(
      await ctx.request('/api/admin/professionals', as(admin, 'POST', { name, role: 'Tester' })),
    );
  const ana = await hire('Ana Team Test');
  const bia = await hire('Bia Team Test');
  const row = await serviceBySlug(ctx, 'cut-blow-dry');
  const put = (id: string, body: unknown) =>
    ctx.request(`/api/admin/services/${id}`, as(admin, 'PUT', body));
  const res = await put(row.id, { ...formOf(row), professionalIds: [ana.id, bia.id] });
  expect(res.status).toBe(200);
  const professional = async (id: string) =>
    (
      await json<Page<AdminProfessional>>(
        await ctx.request('/api/admin/professionals?pageSize=100', as(admin)),
      )
    ).items.find((p) => p.id === id)!;
  return { admin, ana, bia, row, put, professional };
}

const audit = async (ctx: TestContext) =>
  (await ctx.db.select().from(adminAuditLog)).map((a) => ({
    action: a.action,
    details: a.details as Record<string, unknown>,
  }));

describe('who performs each service', () => {
  test('anonymous and client callers are refused on the new routes', async ({ ctx }) => {
    const { ana } = await setUp(ctx);
    const client = await signedInClient(ctx, 'client@example.com');
    const routes: [string, string, unknown][] = [
      [`/api/admin/professionals/${ana.id}/services`, 'PUT', { serviceIds: [] }],
      [
        `/api/admin/professionals/${ana.id}/schedule`,
        'PUT',
        { followsOpeningHours: true, intervals: [] },
      ],
    ];
    for (const [path, method, body] of routes) {
      expect((await ctx.request(path, as(undefined, method, body))).status, path).toBe(401);
      expect((await ctx.request(path, as(client, method, body))).status, path).toBe(403);
    }
  });

  test('a service carries its team, buffer and 18+ flag; the catalogue follows', async ({
    ctx,
  }) => {
    const { admin, ana, bia, row, put } = await setUp(ctx);
    const res = await put(row.id, {
      ...formOf(row),
      professionalIds: [bia.id],
      bufferMinutes: '15',
      adultsOnly: true,
    });
    expect(res.status).toBe(200);
    const saved = await json<AdminService>(res);
    expect(saved).toMatchObject({ bufferMinutes: 15, adultsOnly: true, professionalIds: [bia.id] });
    const listed = await json<Page<AdminService>>(
      await ctx.request(`/api/admin/services?q=${encodeURIComponent(row.name)}`, as(admin)),
    );
    expect(listed.items[0]).toMatchObject({ professionalIds: [bia.id], adultsOnly: true });
    const site = await json<Catalogue>(await ctx.request('/api/catalogue'));
    const onSite = site.services.find((s) => s.id === row.id)!;
    expect(onSite).toMatchObject({ bufferMinutes: 15, adultsOnly: true });
    expect(onSite.professionalIds).toContain(bia.id);
    expect(onSite.professionalIds).not.toContain(ana.id);
    const entry = (await audit(ctx)).filter((a) => a.action === 'service.update').at(-1)!;
    expect(entry.details.changes).toMatchObject({
      bufferMinutes: [0, 15],
      adultsOnly: [false, true],
      professionals: [['Ana Team Test', 'Bia Team Test'], ['Bia Team Test']],
    });
  });

  test('a bad buffer or an unknown professional is a 400 with a clear message', async ({ ctx }) => {
    const { row, put } = await setUp(ctx);
    for (const bufferMinutes of [-5, 121, '10.5', 'abc']) {
      const res = await put(row.id, { ...formOf(row), bufferMinutes });
      expect(res.status, String(bufferMinutes)).toBe(400);
      expect((await json<ErrorBody>(res)).error.fields?.bufferMinutes).toContain('entre 0 e 120');
    }
    const unknown = await put(row.id, {
      ...formOf(row),
      professionalIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(400);
    expect((await json<ErrorBody>(unknown)).error.fields?.professionalIds).toBe(
      'Um dos profissionais escolhidos não existe.',
    );
    const malformed = await put(row.id, { ...formOf(row), professionalIds: ['x'] });
    expect(malformed.status).toBe(400);
  });

  test('leaving a bookable service with nobody is warned (409) until the owner confirms', async ({
    ctx,
  }) => {
    const { admin, ana, bia, row, put, professional } = await setUp(ctx);
    const refused = await put(row.id, { ...formOf(row), professionalIds: [] });
    expect(refused.status).toBe(409);
    const body = await json<ErrorBody>(refused);
    expect(body.error.code).toBe('service_without_professional');
    expect(body.error.message).toContain(row.name);
    expect((await professional(ana.id)).serviceIds).toContain(row.id);

    // Taking the service off both professionals' lists, and deactivating the last one, too.
    const offAna = await ctx.request(
      `/api/admin/professionals/${ana.id}/services`,
      as(admin, 'PUT', { serviceIds: [] }),
    );
    expect(offAna.status).toBe(200);
    const offBia = await ctx.request(
      `/api/admin/professionals/${bia.id}/services`,
      as(admin, 'PUT', { serviceIds: [] }),
    );
    expect(offBia.status).toBe(409);
    expect((await json<ErrorBody>(offBia)).error.message).toContain(row.name);
    const deactivate = await ctx.request(
      `/api/admin/professionals/${bia.id}/deactivate`,
      as(admin, 'POST'),
    );
    expect(deactivate.status).toBe(409);
    expect((await json<ErrorBody>(deactivate)).error.message).toContain(row.name);
    expect((await professional(bia.id)).isActive).toBe(true);

    const confirmed = await ctx.request(
      `/api/admin/professionals/${bia.id}/deactivate?confirm=true`,
      as(admin, 'POST'),
    );
    expect(confirmed.status).toBe(200);
    expect((await json<AdminProfessional>(confirmed)).isActive).toBe(false);
    const entry = (await audit(ctx)).find((a) => a.action === 'professional.deactivate')!;
    expect(entry.details.servicesLeftWithoutProfessional).toEqual([row.name]);
    // A service that already had nobody does not block other edits.
    const unrelated = await put(row.id, { ...formOf(row), bufferMinutes: 10 });
    expect(unrelated.status).toBe(200);
  });

  test('a professional’s services are replaced as a set and audited', async ({ ctx }) => {
    const { admin, ana, row, professional } = await setUp(ctx);
    const other = await serviceBySlug(ctx, 'beard-moustache');
    const res = await ctx.request(
      `/api/admin/professionals/${ana.id}/services`,
      as(admin, 'PUT', { serviceIds: [other.id, row.id, other.id] }),
    );
    expect(res.status).toBe(200);
    expect([...(await json<AdminProfessional>(res)).serviceIds].sort()).toEqual(
      [other.id, row.id].sort(),
    );
    expect((await professional(ana.id)).serviceIds).toHaveLength(2);
    const entry = (await audit(ctx)).find((a) => a.action === 'professional.services')!;
    expect(entry.details).toMatchObject({
      name: 'Ana Team Test',
      added: [other.name],
      removed: [],
    });
    const bad = await ctx.request(
      `/api/admin/professionals/${ana.id}/services`,
      as(admin, 'PUT', { serviceIds: 'all' }),
    );
    expect(bad.status).toBe(400);
    const missing = await ctx.request(
      `/api/admin/professionals/not-an-id/services`,
      as(admin, 'PUT', { serviceIds: [] }),
    );
    expect(missing.status).toBe(404);
  });
});

describe('a professional’s weekly pattern', () => {
  test('own intervals are stored in minutes and read back; audited', async ({ ctx }) => {
    const { admin, ana } = await setUp(ctx);
    const intervals = [
      { weekday: 2, start: '14:00', end: '19:00' },
      { weekday: 2, start: '09:00', end: '12:30' },
      { weekday: 6, start: '08:15', end: '24:00' },
    ];
    const res = await ctx.request(
      `/api/admin/professionals/${ana.id}/schedule`,
      as(admin, 'PUT', { followsOpeningHours: false, intervals }),
    );
    expect(res.status).toBe(200);
    const saved = await json<AdminProfessional>(res);
    expect(saved.followsOpeningHours).toBe(false);
    // A body from before rotas: its intervals are week 1 of a one-week rota.
    expect(saved.intervals).toEqual(
      [intervals[1], intervals[0], intervals[2]].map((i) => ({ ...i, week: 1 })),
    );
    expect([saved.rotaWeeks, saved.rotaStartsOn]).toEqual([1, null]);
    const rows = await ctx.db
      .select()
      .from(workingIntervals)
      .where(eq(workingIntervals.professionalId, ana.id));
    expect(rows.map((r) => [r.weekday, r.startMinute, r.endMinute]).sort()).toEqual(
      [
        [2, 540, 750],
        [2, 840, 1140],
        [6, 495, 1440],
      ].sort(),
    );
    expect((await audit(ctx)).some((a) => a.action === 'professional.schedule')).toBe(true);

    const back = await ctx.request(
      `/api/admin/professionals/${ana.id}/schedule`,
      as(admin, 'PUT', { followsOpeningHours: true, intervals: [] }),
    );
    expect((await json<AdminProfessional>(back)).followsOpeningHours).toBe(true);
  });

  test('bad intervals are refused with Portuguese messages', async ({ ctx }) => {
    const { admin, ana } = await setUp(ctx);
    const send = (intervals: unknown) =>
      ctx.request(
        `/api/admin/professionals/${ana.id}/schedule`,
        as(admin, 'PUT', { followsOpeningHours: false, intervals }),
      );
    const cases: [unknown, string, string][] = [
      [[{ weekday: 1, start: '9:00', end: '12:00' }], 'intervals.0.start', 'formato HH:MM'],
      [[{ weekday: 1, start: '09:10', end: '12:00' }], 'intervals.0.start', '15 em 15'],
      [[{ weekday: 1, start: '09:00', end: '24:15' }], 'intervals.0.end', 'formato HH:MM'],
      [[{ weekday: 1, start: '12:00', end: '09:00' }], 'intervals.0.end', 'depois do início'],
      [[{ weekday: 8, start: '09:00', end: '12:00' }], 'intervals.0.weekday', 'Dia da semana'],
      [
        [
          { weekday: 3, start: '09:00', end: '12:00' },
          { weekday: 3, start: '11:30', end: '15:00' },
        ],
        'intervals.1.start',
        'se sobrepõem',
      ],
    ];
    for (const [intervals, field, message] of cases) {
      const res = await send(intervals);
      expect(res.status, field).toBe(400);
      expect((await json<ErrorBody>(res)).error.fields?.[field], field).toContain(message);
    }
    // Touching intervals are fine (a break of zero minutes is no overlap).
    const touching = await send([
      { weekday: 3, start: '09:00', end: '12:00' },
      { weekday: 3, start: '12:00', end: '15:00' },
    ]);
    expect(touching.status).toBe(200);
  });
});
