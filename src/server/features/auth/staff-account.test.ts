import { eq } from 'drizzle-orm';
import { signedInClient } from '../../../../tests/support/auth-helpers';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { jsonPost } from '../../../../tests/support/json-request';
import { user } from '../../db/schema/auth';

const putLocale = (cookie: string | undefined, body: unknown) => {
  const init = jsonPost(body);
  return {
    ...init,
    method: 'PUT',
    headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) },
  };
};

describe('PUT /api/admin/me/locale', () => {
  test('saves the language on the caller’s own account, and /api/me tells it', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'recepcao@example.com', { role: 'reception' });
    await signedInClient(ctx, 'owner@example.com', { role: 'owner' });

    const res = await ctx.request('/api/admin/me/locale', putLocale(cookie, { locale: 'en-GB' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ locale: 'en-GB' });

    const me = await (await ctx.request('/api/me', { headers: { Cookie: cookie } })).json();
    expect(me.staff.locale).toBe('en-GB');
    const rows = await ctx.db.select({ email: user.email, locale: user.locale }).from(user);
    // Only the caller's row changed: the owner's language is still unset (Portuguese).
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'recepcao@example.com', locale: 'en-GB' },
        { email: 'owner@example.com', locale: null },
      ]),
    );

    const back = await ctx.request('/api/admin/me/locale', putLocale(cookie, { locale: 'pt-BR' }));
    expect(back.status).toBe(200);
    const [row] = await ctx.db
      .select({ locale: user.locale })
      .from(user)
      .where(eq(user.email, 'recepcao@example.com'));
    expect(row?.locale).toBe('pt-BR');
  });

  test('every role may choose its own language', async ({ ctx }) => {
    for (const role of ['owner', 'manager', 'reception', 'professional'] as const) {
      const cookie = await signedInClient(ctx, `${role}@example.com`, { role });
      const res = await ctx.request('/api/admin/me/locale', putLocale(cookie, { locale: 'en-GB' }));
      expect(res.status, role).toBe(200);
    }
  });

  test('refuses an unknown language with 400 and a clear message', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
    for (const body of [
      { locale: 'pt-PT' },
      { locale: '' },
      {},
      { locale: 'en-GB', userId: 'x' },
    ]) {
      const res = await ctx.request('/api/admin/me/locale', putLocale(cookie, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('validation_failed');
      if ('locale' in body && body.locale !== 'en-GB')
        expect(error.message).toBe(
          "Escolha o idioma 'pt-BR' ou 'en-GB'. / Choose the language 'pt-BR' or 'en-GB'.",
        );
    }
    const [row] = await ctx.db.select({ locale: user.locale }).from(user);
    expect(row?.locale).toBeNull();
  });

  test('is refused to clients (403) and to the signed out (401)', async ({ ctx }) => {
    const client = await signedInClient(ctx, 'client@example.com');
    expect(
      (await ctx.request('/api/admin/me/locale', putLocale(client, { locale: 'en-GB' }))).status,
    ).toBe(403);
    expect(
      (await ctx.request('/api/admin/me/locale', putLocale(undefined, { locale: 'en-GB' }))).status,
    ).toBe(401);
    const [row] = await ctx.db.select({ locale: user.locale }).from(user);
    expect(row?.locale).toBeNull();
  });
});
