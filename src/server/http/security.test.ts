import { eq } from 'drizzle-orm';
import { as, signedInAdmin } from '../../../tests/support/admin-helpers';
import { seededCourse } from '../../../tests/support/academy-helpers';
import { expectStatus, GOOD_PASSWORD, signedInClient } from '../../../tests/support/auth-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import { testConfig } from '../../../tests/support/test-database';
import {
  describe,
  expect,
  requestThrough,
  test,
  type TestContext,
} from '../../../tests/support/test-app';
import { profiles, user } from '../db/schema/auth';
import { courses } from '../db/schema/catalogue';
import { newsletterSubscribers } from '../db/schema/newsletter';
import { reviews } from '../db/schema/reviews';

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
    expect(
      await ctx.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'csrf@example.com')),
    ).toEqual([]);
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

describe('cross-site request forgery, on every method and the auth routes', () => {
  const EVIL = { Origin: 'https://evil.example' };
  const OWN = { Origin: 'http://localhost:3000' };

  /** A request with JSON (when given), a cookie (when given) and the origin headers. */
  function write(
    method: string,
    origin: Record<string, string>,
    cookie?: string,
    body?: unknown,
  ): RequestInit {
    const init = as(cookie, method, body);
    return { ...init, headers: { ...(init.headers as Record<string, string>), ...origin } };
  }

  async function expectRefused(res: Response, what: string) {
    expect(res.status, what).toBe(403);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code, what).toBe('cross_site_request');
    expect(error.message, what).toBe('This request must come from the salon’s own website.');
  }

  async function setUp(ctx: TestContext) {
    const admin = await signedInAdmin(ctx);
    const client = await signedInClient(ctx, 'victim@example.com');
    await expectStatus(
      'review submission',
      await ctx.request(
        '/api/reviews',
        jsonPost({ userName: 'Kept', userEmail: 'kept@example.com', rating: 4 }),
      ),
      201,
    );
    const [review] = await ctx.db
      .select()
      .from(reviews)
      .where(eq(reviews.userEmail, 'kept@example.com'));
    if (!review) throw new Error('the submitted review was not stored');
    const course = await seededCourse(ctx, 'unhas');
    return { admin, client, review, course };
  }

  test('POST, PUT, PATCH and DELETE from another site change nothing; from the site they work', async ({
    ctx,
  }) => {
    const { admin, client, review, course } = await setUp(ctx);
    const profileOf = async () =>
      (
        await ctx.db
          .select({ fullName: profiles.fullName })
          .from(profiles)
          .innerJoin(user, eq(user.id, profiles.userId))
          .where(eq(user.email, 'victim@example.com'))
      )[0]?.fullName;
    const courseName = async () =>
      (await ctx.db.select().from(courses).where(eq(courses.id, course.id)))[0]?.name;
    const reviewKept = async () =>
      (await ctx.db.select().from(reviews).where(eq(reviews.id, review.id))).length === 1;

    const cases: {
      method: string;
      path: string;
      cookie?: string;
      body?: unknown;
      ok: number;
      state: () => Promise<unknown>;
    }[] = [
      {
        method: 'POST',
        path: '/api/newsletter',
        body: { email: 'forged@example.com' },
        ok: 201,
        state: async () =>
          (
            await ctx.db
              .select()
              .from(newsletterSubscribers)
              .where(eq(newsletterSubscribers.email, 'forged@example.com'))
          ).length,
      },
      {
        method: 'PUT',
        path: '/api/me/profile',
        cookie: client,
        body: { fullName: 'Renamed By Attacker', phone: '' },
        ok: 200,
        state: profileOf,
      },
      {
        method: 'PATCH',
        path: `/api/admin/courses/${course.id}`,
        cookie: admin,
        body: { name: 'Renamed By Attacker' },
        ok: 200,
        state: courseName,
      },
      {
        method: 'DELETE',
        path: `/api/admin/reviews/${review.id}`,
        cookie: admin,
        ok: 200,
        state: reviewKept,
      },
    ];
    for (const { method, path, cookie, body, ok, state } of cases) {
      const what = `${method} ${path}`;
      const before = await state();
      await expectRefused(await ctx.request(path, write(method, EVIL, cookie, body)), what);
      await expectRefused(
        await ctx.request(path, write(method, { 'Sec-Fetch-Site': 'cross-site' }, cookie, body)),
        `${what} (Sec-Fetch-Site)`,
      );
      expect(await state(), what).toEqual(before);
      const own = await ctx.request(path, write(method, OWN, cookie, body));
      expect(own.status, `${what} from the site`).toBe(ok);
      expect(await state(), `${what} from the site`).not.toEqual(before);
    }
  });

  test('the auth routes refuse another site: no account, no session, no sign-out', async ({
    ctx,
  }) => {
    const { client } = await setUp(ctx);
    const signUpBody = {
      name: 'Forged',
      email: 'forged-account@example.com',
      password: GOOD_PASSWORD,
      callbackURL: '/',
    };
    await expectRefused(
      await ctx.request('/api/auth/sign-up/email', write('POST', EVIL, undefined, signUpBody)),
      'sign-up',
    );
    expect(
      await ctx.db.select().from(user).where(eq(user.email, 'forged-account@example.com')),
    ).toEqual([]);

    const signIn = { email: 'victim@example.com', password: GOOD_PASSWORD };
    const forgedSignIn = await ctx.request(
      '/api/auth/sign-in/email',
      write('POST', EVIL, undefined, signIn),
    );
    await expectRefused(forgedSignIn, 'sign-in');
    expect(forgedSignIn.headers.getSetCookie()).toEqual([]);

    await expectRefused(
      await ctx.request(
        '/api/auth/request-password-reset',
        write('POST', EVIL, undefined, { email: 'victim@example.com', redirectTo: '/' }),
      ),
      'password reset',
    );
    await expectRefused(
      await ctx.request('/api/auth/sign-out', write('POST', EVIL, client, {})),
      'sign-out',
    );
    // The session survived the forged sign-out.
    const me = await ctx.request('/api/me', as(client));
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(
      'victim@example.com',
    );

    // The site's own pages use the same routes.
    const own = await ctx.request('/api/auth/sign-in/email', write('POST', OWN, undefined, signIn));
    expect(own.status).toBe(200);
    expect(own.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  test('an origin equal to the Host header is the site (another host name for it)', async ({
    ctx,
  }) => {
    const body = (n: number) => ({ email: `host-${n}@example.com` });
    const fromHost = (n: number, headers: Record<string, string>) =>
      ctx.request('/api/newsletter', {
        ...jsonPost(body(n)),
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    for (const origin of ['http://salon.example', 'https://salon.example']) {
      const res = await fromHost(origin.length, { Host: 'salon.example', Origin: origin });
      expect(res.status, origin).toBe(201);
    }
    await expectRefused(
      await fromHost(3, { Host: 'salon.example', Origin: 'https://evil.example' }),
      'another origin than the host',
    );
  });

  test('X-Forwarded-Host is believed only with TRUST_PROXY', async ({ ctx }) => {
    const forwarded = {
      Host: 'internal:3000',
      'X-Forwarded-Host': 'salon.example',
      Origin: 'https://salon.example',
    };
    const send = (request: ReturnType<typeof requestThrough>, n: number) =>
      request('/api/newsletter', {
        ...jsonPost({ email: `fwd-${n}@example.com` }),
        headers: { 'Content-Type': 'application/json', ...forwarded },
      });
    // The default: anyone could send the header, so it proves nothing.
    await expectRefused(await send(ctx.request, 1), 'X-Forwarded-Host without TRUST_PROXY');
    const behindProxy = requestThrough(
      ctx.appWith({ config: { ...testConfig, trustProxy: true } }),
      ctx.address,
    );
    expect((await send(behindProxy, 2)).status).toBe(201);
    // Behind the proxy, the forwarded host is the one that counts, not the internal Host.
    const internal = await behindProxy('/api/newsletter', {
      ...jsonPost({ email: 'fwd-3@example.com' }),
      headers: {
        'Content-Type': 'application/json',
        ...forwarded,
        Origin: 'http://internal:3000',
      },
    });
    await expectRefused(internal, 'the internal host behind a proxy');
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
