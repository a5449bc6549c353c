import { testConfig } from '../../../tests/support/test-database';
import { describe, expect, test } from '../../../tests/support/test-app';

describe('security headers', () => {
  test('every response carries them, API, pages and errors alike', async ({ ctx }) => {
    for (const path of ['/api/catalogue', '/healthz', '/api/nope', '/robots.txt']) {
      const res = await ctx.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  test('HSTS is sent when the request reached a trusted proxy over https', async ({ ctx }) => {
    const behindProxy = ctx.appWith({ config: { ...testConfig, trustProxy: true } });
    const res = await behindProxy.request('/healthz', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  test('without TRUST_PROXY (the default) a forwarded protocol header is not believed', async ({
    ctx,
  }) => {
    const res = await ctx.request('/healthz', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('cross-site request forgery', () => {
  const post = (headers: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'csrf@example.com' }),
  });

  test('a write from another site is refused before it does anything', async ({ ctx }) => {
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const res = await ctx.request('/api/newsletter', post(headers));
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'cross_site_request',
      );
    }
  });

  test('the site’s own pages may write', async ({ ctx }) => {
    const own = await ctx.request(
      '/api/newsletter',
      post({ Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' }),
    );
    expect(own.status).toBe(201);
  });

  test('reads are never blocked', async ({ ctx }) => {
    const res = await ctx.request('/api/catalogue', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });
});

describe('search engines', () => {
  test('robots.txt keeps private pages out and points to the sitemap', async ({ ctx }) => {
    const text = await (await ctx.request('/robots.txt')).text();
    for (const path of ['/sistema/', '/admin/', '/agendamentos', '/meus-cursos', '/api/'])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('the sitemap lists every public page and article', async ({ ctx }) => {
    const res = await ctx.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const path of ['/', '/servicos', '/blog', '/blog/cuidados-pele-verao', '/contato'])
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect(xml).not.toContain('/agendamentos');
  });
});
