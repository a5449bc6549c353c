import { desc, eq } from 'drizzle-orm';
import { defaultSalonSettings, type SalonSettings } from '@shared/schemas/settings';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { adminAuditLog } from '../../db/schema/audit';
import { salonSettings } from '../../db/schema/settings';

describe('the reminders in Settings', () => {
  test('default to one reminder 24 hours ahead, also for a document saved before they existed', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    const { reminders, ...older } = defaultSalonSettings;
    expect(reminders).toEqual({ firstHours: 24, secondHours: null });
    await ctx.db
      .insert(salonSettings)
      .values({ id: 1, data: older as SalonSettings })
      .onConflictDoUpdate({ target: salonSettings.id, set: { data: older as SalonSettings } });
    const read = await json<SalonSettings>(await ctx.request('/api/admin/settings', as(admin)));
    expect(read.reminders).toEqual({ firstHours: 24, secondHours: null });
  });

  test('a change is saved and audited like the rest of Settings', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const next = { ...defaultSalonSettings, reminders: { firstHours: 48, secondHours: 2 } };
    const res = await ctx.request('/api/admin/settings', as(admin, 'PUT', next));
    expect(res.status).toBe(200);
    expect((await json<SalonSettings>(res)).reminders).toEqual({ firstHours: 48, secondHours: 2 });
    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.update'))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(entry?.details).toEqual({
      changed: ['reminders'],
      before: { reminders: { firstHours: 24, secondHours: null } },
      after: { reminders: { firstHours: 48, secondHours: 2 } },
    });
  });

  test('bad lead times are refused field by field, in Portuguese', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const put = (reminders: unknown) =>
      ctx.request('/api/admin/settings', as(admin, 'PUT', { ...defaultSalonSettings, reminders }));
    const fields = async (res: Response) => {
      expect(res.status).toBe(400);
      return (await json<{ error: { fields: Record<string, string> } }>(res)).error.fields;
    };
    expect(await fields(await put({ firstHours: 0, secondHours: null }))).toEqual({
      'reminders.firstHours':
        'A antecedência do primeiro lembrete tem que ser de pelo menos 1 hora.',
    });
    expect(await fields(await put({ firstHours: 24.5, secondHours: 200 }))).toEqual({
      'reminders.firstHours':
        'Indique a antecedência do primeiro lembrete em um número inteiro de horas.',
      'reminders.secondHours':
        'A antecedência do segundo lembrete pode ser no máximo de 168 horas (7 dias).',
    });
    expect(await fields(await put({ firstHours: 2, secondHours: 24 }))).toEqual({
      'reminders.secondHours':
        'O segundo lembrete tem que ser mais perto do agendamento do que o primeiro.',
    });
    expect(await fields(await put({ firstHours: 'x', secondHours: null }))).toEqual({
      'reminders.firstHours': 'Indique a antecedência do primeiro lembrete em horas.',
    });
  });
});
