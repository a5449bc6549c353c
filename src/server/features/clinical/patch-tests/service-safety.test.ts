import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import type { BookingSafetyRules, Prescriber, ServiceSafety } from '@shared/clinical-safety';
import { adminAuditLog } from '../../../db/schema/audit';
import { professionals, services } from '../../../db/schema/catalogue';

// A service's clinical rules and a professional's prescriber registration (issue 33), as the
// catalogue's edit forms save them: defaults before any, validated, audited, catalogue.edit only.

const put = (ctx: TestContext, cookie: string, path: string, body: unknown) =>
  ctx.request(path, withCookie(cookie, { ...jsonPost(body), method: 'PUT' }));

async function anyService(ctx: TestContext, slug: string) {
  const [row] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`no service ${slug}`);
  return row;
}

describe('service clinical rules', () => {
  test('defaults, saved and read back, shown to /book, audited', async ({ ctx }) => {
    const owner = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const [row] = await ctx.db.select().from(services).where(eq(services.isActive, true)).limit(1);
    const path = `/api/admin/clinical/services/${row!.id}/safety`;
    // A service that has never had rules reads the defaults.
    const fresh = await anyService(ctx, 'patch-test');
    const read = await ctx.request(
      `/api/admin/clinical/services/${fresh.id}/safety`,
      withCookie(owner),
    );
    expect(read.status).toBe(200);
    expect((await read.json()) as ServiceSafety).toEqual({
      serviceId: fresh.id,
      patchTestRequired: false,
      patchTestHours: 48,
      patchTestValidMonths: 6,
      prescriptionOnly: false,
    });

    const saved = await put(ctx, owner, path, {
      patchTestRequired: true,
      patchTestHours: 24,
      patchTestValidMonths: 12,
      prescriptionOnly: true,
    });
    expect(saved.status).toBe(200);
    const again = (await (await ctx.request(path, withCookie(owner))).json()) as ServiceSafety;
    expect(again).toMatchObject({
      patchTestRequired: true,
      patchTestHours: 24,
      patchTestValidMonths: 12,
      prescriptionOnly: true,
    });
    const rules = (await (await ctx.request('/api/booking-safety')).json()) as BookingSafetyRules;
    expect(rules.services).toContainEqual({
      serviceId: row!.id,
      patchTestHours: 24,
      prescriptionOnly: true,
    });
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'service.clinical_safety'),
          eq(adminAuditLog.targetId, row!.id),
        ),
      );
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  test('bad input gets a clear 400; an unknown service a 404; reception may not edit', async ({
    ctx,
  }) => {
    const owner = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    const service = await anyService(ctx, 'patch-test');
    const path = `/api/admin/clinical/services/${service.id}/safety`;
    const tooMany = await put(ctx, owner, path, {
      patchTestRequired: true,
      patchTestHours: 500,
      patchTestValidMonths: 6,
      prescriptionOnly: false,
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain('Informe as horas (1 a 168).');
    const unknown = await put(
      ctx,
      owner,
      '/api/admin/clinical/services/00000000-0000-4000-8000-000000000000/safety',
      { patchTestRequired: false, prescriptionOnly: false },
    );
    expect(unknown.status).toBe(404);
    const refused = await put(ctx, reception, path, {
      patchTestRequired: true,
      prescriptionOnly: false,
    });
    expect(refused.status).toBe(403);
    // Reception still reads the rules (catalogue.view).
    expect((await ctx.request(path, withCookie(reception))).status).toBe(200);
  });
});

describe('prescriber registration', () => {
  test('marked, read back, validated and unmarked', async ({ ctx }) => {
    const owner = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const [pro] = await ctx.db.select().from(professionals).limit(1);
    const path = `/api/admin/clinical/professionals/${pro!.id}/prescriber`;
    const bad = await put(ctx, owner, path, {
      prescriber: { body: 'XYZ', registrationNumber: '12A3456E' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(
      'Escolha o conselho: NMC, GMC, GDC ou GPhC.',
    );
    const saved = await put(ctx, owner, path, {
      prescriber: { body: 'NMC', registrationNumber: '12A3456E' },
    });
    expect(saved.status).toBe(200);
    const read = (await (await ctx.request(path, withCookie(owner))).json()) as {
      prescriber: Prescriber | null;
    };
    expect(read.prescriber).toMatchObject({ body: 'NMC', registrationNumber: '12A3456E' });
    expect((await put(ctx, owner, path, { prescriber: null })).status).toBe(200);
    const cleared = (await (await ctx.request(path, withCookie(owner))).json()) as {
      prescriber: Prescriber | null;
    };
    expect(cleared.prescriber).toBeNull();
  });
});
