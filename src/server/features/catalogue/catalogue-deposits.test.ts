import { eq } from 'drizzle-orm';
import type { Catalogue } from '@shared/catalogue-schema';
import { type AdminService, depositMessages } from '@shared/schemas/admin-catalogue';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { adminAuditLog } from '../../db/schema/audit';
import { services } from '../../db/schema/catalogue';

// 'Sinal' in the catalogue (issue 18): none, a fixed amount or a percentage of the price.

const newService = {
  name: 'Scalp Detox Ritual',
  description: 'A deep-cleansing scalp treatment.',
  category: 'cabelo',
  section: 'tratamentos-capilares',
  durationMinutes: 50,
  price: '80.00',
};

async function publicDeposit(ctx: TestContext, id: string) {
  const catalogue = await json<Catalogue>(await ctx.request('/api/catalogue'));
  return catalogue.services.find((s) => s.id === id)!.depositPence;
}

async function errorOf(res: Response) {
  return (await res.json()) as { error: { code: string; fields: Record<string, string> } };
}

describe('a service’s deposit in the back office', () => {
  test('created, edited, cleared through the admin API; audited; the public catalogue follows', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    const created = await ctx.request(
      '/api/admin/services',
      as(admin, 'POST', { ...newService, depositKind: 'fixed', depositValue: '12.50' }),
    );
    expect(created.status).toBe(201);
    const service = await json<AdminService>(created);
    expect(service).toMatchObject({ depositKind: 'fixed', depositValue: 1250 });
    expect(await publicDeposit(ctx, service.id)).toBe(1250);

    const edit = (body: object) =>
      ctx.request(
        `/api/admin/services/${service.id}`,
        as(admin, 'PUT', { ...newService, ...body }),
      );
    const percent = await edit({ depositKind: 'percent', depositValue: '25' });
    expect(percent.status).toBe(200);
    expect(await json<AdminService>(percent)).toMatchObject({
      depositKind: 'percent',
      depositValue: 25,
    });
    expect(await publicDeposit(ctx, service.id)).toBe(2000);

    // An edit that does not mention the deposit keeps it.
    expect((await edit({ description: 'Now with a massage.' })).status).toBe(200);
    expect(await publicDeposit(ctx, service.id)).toBe(2000);

    const cleared = await edit({
      description: 'Now with a massage.',
      depositKind: 'none',
      depositValue: '40',
    });
    expect(await json<AdminService>(cleared)).toMatchObject({
      depositKind: null,
      depositValue: null,
    });
    expect(await publicDeposit(ctx, service.id)).toBeNull();

    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, service.id));
    const updates = audit.filter((a) => a.action === 'service.update').map((a) => a.details);
    expect(updates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          changes: { depositKind: ['fixed', 'percent'], depositValue: [1250, 25] },
        }),
        expect.objectContaining({
          changes: { depositKind: ['percent', null], depositValue: [25, null] },
        }),
      ]),
    );
    expect(audit.find((a) => a.action === 'service.create')!.details).toMatchObject({
      depositKind: 'fixed',
      depositValue: 1250,
    });
  });

  test.for([
    ['a zero amount', { depositKind: 'fixed', depositValue: '0' }, depositMessages.fixedPositive],
    ['no amount', { depositKind: 'fixed', depositValue: '' }, depositMessages.fixedPositive],
    [
      'an amount in words',
      { depositKind: 'fixed', depositValue: 'fifty' },
      depositMessages.fixedFormat,
    ],
    [
      'more than the price',
      { depositKind: 'fixed', depositValue: '80.01' },
      depositMessages.fixedAbovePrice,
    ],
    ['0 %', { depositKind: 'percent', depositValue: '0' }, depositMessages.percentRange],
    ['101 %', { depositKind: 'percent', depositValue: 101 }, depositMessages.percentRange],
    ['12.5 %', { depositKind: 'percent', depositValue: '12.5' }, depositMessages.percentRange],
    ['an unknown kind', { depositKind: 'half', depositValue: '10' }, depositMessages.kind],
  ] as const)(
    'refuses %s with a 400 and the field’s message',
    async ([, deposit, message], { ctx }) => {
      const admin = await signedInAdmin(ctx);
      const res = await ctx.request(
        '/api/admin/services',
        as(admin, 'POST', { ...newService, ...deposit }),
      );
      expect(res.status).toBe(400);
      const { error } = await errorOf(res);
      expect(error.code).toBe('validation_failed');
      expect(Object.values(error.fields)).toEqual([message]);
      expect(
        await ctx.db.select().from(services).where(eq(services.name, newService.name)),
      ).toEqual([]);
    },
  );
});
