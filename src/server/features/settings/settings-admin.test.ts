import { desc, eq } from 'drizzle-orm';
import { defaultSalonSettings, type SalonSettings } from '@shared/schemas/settings';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import { signedInClient } from '../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { adminAuditLog } from '../../db/schema/audit';
import { mailQueue } from '../../db/schema/mail';

const edited: SalonSettings = {
  ...defaultSalonSettings,
  name: 'Aurora Mayfair',
  phones: [{ label: 'Front desk', display: '020 7946 0999', tel: '+442079460999' }],
  openingHours: defaultSalonSettings.openingHours.map((day) =>
    day.weekday === 6 ? { ...day, closes: '16:00' } : day,
  ),
};

describe('/api/admin/settings', () => {
  test('only an administrator reads or saves the settings', async ({ ctx }) => {
    expect((await ctx.request('/api/admin/settings')).status).toBe(401);
    expect((await ctx.request('/api/admin/settings', as(undefined, 'PUT', edited))).status).toBe(
      401,
    );
    const client = await signedInClient(ctx, 'client@example.com');
    expect((await ctx.request('/api/admin/settings', as(client))).status).toBe(403);
    expect((await ctx.request('/api/admin/settings', as(client, 'PUT', edited))).status).toBe(403);
    expect((await json<SalonSettings>(await ctx.request('/api/settings'))).name).toBe(
      defaultSalonSettings.name,
    );
  });

  test('a save is answered, read back, public at once and audited with what changed', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    expect(await json(await ctx.request('/api/admin/settings', as(admin)))).toEqual(
      defaultSalonSettings,
    );
    const saved = await ctx.request('/api/admin/settings', as(admin, 'PUT', edited));
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual(edited);
    expect(await json(await ctx.request('/api/admin/settings', as(admin)))).toEqual(edited);
    expect(await json(await ctx.request('/api/settings'))).toEqual(edited);

    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.update'))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(entry?.actorEmail).toBe('owner@example.com');
    expect(entry?.targetType).toBe('settings');
    expect(entry?.details).toEqual({
      changed: ['name', 'phones', 'openingHours'],
      before: {
        name: defaultSalonSettings.name,
        phones: defaultSalonSettings.phones,
        openingHours: defaultSalonSettings.openingHours,
      },
      after: { name: edited.name, phones: edited.phones, openingHours: edited.openingHours },
    });

    // Saving the same values changes nothing and logs nothing.
    await ctx.request('/api/admin/settings', as(admin, 'PUT', edited));
    const entries = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.update'));
    expect(entries).toHaveLength(1);
  });

  test('bad values are refused field by field, in the schema’s words', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const res = await ctx.request(
      '/api/admin/settings',
      as(admin, 'PUT', {
        ...edited,
        name: ' ',
        address: { ...edited.address, postcode: '12345' },
        phones: [],
        email: 'not-an-email',
        whatsapp: { main: '+44 7700', quotes: edited.whatsapp.quotes },
        social: [{ name: 'Instagram', url: 'http://insecure.example' }],
        openingHours: edited.openingHours.map((day) =>
          day.weekday === 1
            ? { ...day, opens: '20:00', closes: '09:00' }
            : day.weekday === 2
              ? { ...day, opens: '9h', closes: '18:00' }
              : day.weekday === 3
                ? { ...day, opens: null }
                : day,
        ),
      }),
    );
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; fields: Record<string, string> } }>(res);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({
      name: 'O nome do salão é obrigatório.',
      'address.postcode': 'Indique um código postal do Reino Unido válido.',
      phones: 'Indique pelo menos um telefone.',
      email: 'Indique um email válido.',
      'whatsapp.main':
        'Escreva o número de WhatsApp só com dígitos, com o indicativo (447700900123).',
      'social.0.url': 'Indique um endereço https:// válido.',
      'openingHours.0.closes': 'O fechamento tem que ser depois da abertura.',
      'openingHours.1.opens': 'Use o formato HH:MM (por exemplo 09:00).',
      'openingHours.2.closes': 'Informe a abertura e o fechamento, ou marque o dia como fechado.',
    });
    expect(await json(await ctx.request('/api/settings'))).toEqual(defaultSalonSettings);
  });

  test('the public read is revalidated with its ETag, which a save changes', async ({ ctx }) => {
    const first = await ctx.request('/api/settings');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(
      (await ctx.request('/api/settings', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    const admin = await signedInAdmin(ctx);
    await ctx.request('/api/admin/settings', as(admin, 'PUT', edited));
    const after = await ctx.request('/api/settings', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  test('e-mails queued after a save carry the new name, phone and address', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    await ctx.request(
      '/api/admin/settings',
      as(admin, 'PUT', {
        ...edited,
        address: { street: '1 Mount Street', locality: '', city: 'London', postcode: 'W1K 3NA' },
      }),
    );
    const email = 'reader@example.com';
    expect((await ctx.request('/api/newsletter', jsonPost({ email }))).status).toBeLessThan(300);
    const [mail] = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, email));
    expect(mail?.subject).toBe('Confirm your subscription to Aurora Mayfair');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Aurora Mayfair');
      expect(body).toContain('1 Mount Street, London W1K 3NA');
      expect(body).toContain('020 7946 0999');
      expect(body).not.toContain(defaultSalonSettings.phones[0]!.display);
    }
  });
});
