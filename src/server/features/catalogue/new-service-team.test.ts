import { eq } from 'drizzle-orm';
import type { AdminProfessional, AdminService } from '@shared/schemas/admin-catalogue';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { services } from '../../db/schema/catalogue';

// A new service starts with nobody ticked in the form (issue 30): bookable online, the server
// refuses it with nobody active to perform it, whatever the owner confirms; off the online booking
// it may start with nobody.

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const NOBODY =
  'Escolha ao menos um profissional ativo: sem ninguém, o serviço não pode ser agendado online. Para deixá-lo só na lista de preços, desmarque “Pode ser agendado online”.';

const newService = {
  name: 'Scalp Detox Ritual',
  description: 'A deep-cleansing scalp treatment.',
  category: 'cabelo',
  section: 'tratamentos-capilares',
  durationMinutes: 50,
  price: '42.50',
};

describe('a new service’s team', () => {
  test('bookable online with nobody (or only inactive people) is refused on the field', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    const hire = async (name: string) =>
      json<AdminProfessional>(
        await ctx.request('/api/admin/professionals', as(admin, 'POST', { name, role: 'Tester' })),
      );
    const gone = await hire('Gil Gone');
    await ctx.request(
      `/api/admin/professionals/${gone.id}/deactivate?confirm=true`,
      as(admin, 'POST'),
    );
    for (const professionalIds of [[], [gone.id]])
      for (const confirm of [false, true]) {
        const res = await ctx.request(
          '/api/admin/services',
          as(admin, 'POST', { ...newService, bookable: true, professionalIds, confirm }),
        );
        expect(res.status, JSON.stringify({ professionalIds, confirm })).toBe(400);
        const { error } = await json<ErrorBody>(res);
        expect(error).toEqual({
          code: 'validation_failed',
          message: NOBODY,
          fields: { professionalIds: NOBODY },
        });
      }
    expect(await ctx.db.select().from(services).where(eq(services.name, newService.name))).toEqual(
      [],
    );

    const ana = await hire('Ana Active');
    const res = await ctx.request(
      '/api/admin/services',
      as(admin, 'POST', { ...newService, bookable: true, professionalIds: [ana.id] }),
    );
    expect(res.status).toBe(201);
    expect(await json<AdminService>(res)).toMatchObject({ professionalIds: [ana.id] });
  });

  test('off the online booking it may start with nobody', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const res = await ctx.request(
      '/api/admin/services',
      as(admin, 'POST', { ...newService, bookable: false, professionalIds: [] }),
    );
    expect(res.status).toBe(201);
    expect(await json<AdminService>(res)).toMatchObject({ bookable: false, professionalIds: [] });
  });
});
