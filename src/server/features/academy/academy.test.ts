import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { MyCourse, PublicCourse, TestCheckoutView } from '@shared/academy';
import { describe, expect, type TestContext, test } from '../../../../tests/support/test-app';
import {
  buyWithTestCheckout,
  deactivate,
  seededCourse,
  sessionIdOf,
  startCheckout,
  verify,
} from '../../../../tests/support/academy-helpers';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { testConfig } from '../../../../tests/support/test-database';
import { coursePurchases, testCheckoutSessions } from '../../db/schema/academy';
import { user } from '../../db/schema/auth';
import { mailQueue } from '../../db/schema/mail';

const purchasesOf = (ctx: TestContext) => ctx.db.select().from(coursePurchases);

const mailsTo = (ctx: TestContext, to: string) =>
  ctx.db.select().from(mailQueue).where(eq(mailQueue.to, to));

describe('GET /api/courses', () => {
  test('lists the active courses with price and the artwork their name picks', async ({ ctx }) => {
    const res = await ctx.request('/api/courses');
    expect(res.status).toBe(200);
    const list = (await res.json()) as PublicCourse[];
    expect(list).toHaveLength(4);
    const arts = Object.fromEntries(list.map((c) => [c.art, c.pricePence]));
    expect(arts).toEqual({
      'course-cabelo': 6700,
      'course-skincare': 9700,
      'course-unha': 4700,
      'course-maquiagem': 7700,
    });
    expect(list[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      pricePence: expect.any(Number),
      art: expect.any(String),
    });
  });

  test('leaves out an inactive course', async ({ ctx }) => {
    const nails = await seededCourse(ctx, 'unhas');
    await deactivate(ctx, nails.id);
    const list = (await (await ctx.request('/api/courses')).json()) as PublicCourse[];
    expect(list.map((c) => c.id)).not.toContain(nails.id);
  });
});

describe('POST /api/courses/checkout (test checkout)', () => {
  test('an anonymous visitor gets a test checkout for the course at its database price', async ({
    ctx,
  }) => {
    const course = await seededCourse(ctx, 'skincare');
    const res = await startCheckout(ctx, course.id);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/checkout\/teste\/cs_local_[0-9a-f]{32}$/);
    const [row] = await ctx.db.select().from(testCheckoutSessions);
    expect(row).toMatchObject({
      id: sessionIdOf(url),
      courseId: course.id,
      userId: null,
      email: null,
      amountPence: 9700,
      currency: 'gbp',
      status: 'open',
    });
  });

  test('a signed-in buyer’s checkout is tied to the account and pre-fills its e-mail', async ({
    ctx,
  }) => {
    const cookie = await signedInClient(ctx, 'tied@example.com');
    const course = await seededCourse(ctx, 'cabelo');
    const { url } = (await (await startCheckout(ctx, course.id, cookie)).json()) as {
      url: string;
    };
    const view = (await (
      await ctx.request(`/api/test-checkout/${sessionIdOf(url)}`)
    ).json()) as TestCheckoutView;
    expect(view).toMatchObject({
      status: 'open',
      email: 'tied@example.com',
      emailLocked: true,
      amountPence: 6700,
      course: { id: course.id, art: 'course-cabelo' },
    });
    // The locked e-mail wins over whatever the page sends.
    await ctx.request(
      `/api/test-checkout/${view.id}/pay`,
      jsonPost({ email: 'someone-else@example.com' }),
    );
    const [purchase] = await purchasesOf(ctx);
    const [account] = await ctx.db.select().from(user).where(eq(user.email, 'tied@example.com'));
    expect(purchase).toMatchObject({ userId: account!.id, email: 'tied@example.com' });
  });

  test.for([
    ['a malformed course id', { courseId: 'abc' }, 400],
    ['no course id', {}, 400],
    ['an unknown course', { courseId: '00000000-0000-4000-8000-000000000000' }, 404],
  ] as const)('refuses %s', async ([, body, status], { ctx }) => {
    const res = await ctx.request('/api/courses/checkout', jsonPost(body));
    expect(res.status).toBe(status);
    expect(await ctx.db.select().from(testCheckoutSessions)).toEqual([]);
  });

  test('refuses an inactive course', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'maquiagem');
    await deactivate(ctx, course.id);
    const res = await startCheckout(ctx, course.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'course_not_found', message: 'Curso não encontrado.' },
    });
  });

  test('tells a signed-in client who already owns the course instead of charging again', async ({
    ctx,
  }) => {
    const cookie = await signedInClient(ctx, 'owner@example.com');
    const course = await seededCourse(ctx, 'unhas');
    await buyWithTestCheckout(ctx, course.id, 'owner@example.com', cookie);
    const res = await startCheckout(ctx, course.id, cookie);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'already_purchased',
    );
  });

  test('limits each address to 30 checkouts an hour', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'unhas');
    const checkout = () =>
      ctx.request('/api/courses/checkout', jsonPost({ courseId: course.id }, '192.0.2.77'));
    for (let i = 0; i < 30; i++) expect((await checkout()).status).toBe(200);
    expect((await checkout()).status).toBe(429);
  });
});

describe('the test checkout', () => {
  test('paying records one purchase for the buyer’s e-mail and queues the access e-mail', async ({
    ctx,
  }) => {
    const course = await seededCourse(ctx, 'skincare');
    const sessionId = await buyWithTestCheckout(ctx, course.id, '  Ana.Buyer@Example.com ');
    const purchases = await purchasesOf(ctx);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      courseId: course.id,
      userId: null,
      email: 'ana.buyer@example.com',
      provider: 'test',
      providerSessionId: sessionId,
      amountPence: 9700,
      currency: 'gbp',
      accessGranted: true,
    });
    const [mail] = await mailsTo(ctx, 'ana.buyer@example.com');
    expect(mail!.subject).toBe(`Seu curso: ${course.name} — Aurora Beauty Studio`);
    expect(mail!.text).toContain('Compra confirmada!');
    expect(mail!.text).toContain('£97.00');
    expect(mail!.text).toContain('cadastre-se');
    expect(mail!.text).toContain(`${testConfig.publicUrl}/meus-cursos`);
  });

  test('the success page’s verification, reloaded, changes nothing', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const sessionId = await buyWithTestCheckout(ctx, course.id, 'reload@example.com');
    for (let i = 0; i < 3; i++) {
      const res = await verify(ctx, sessionId);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'paid',
        course: { id: course.id, name: course.name },
      });
    }
    // Paying twice (a double click) is harmless too.
    expect(
      (
        await ctx.request(
          `/api/test-checkout/${sessionId}/pay`,
          jsonPost({ email: 'reload@example.com' }),
        )
      ).status,
    ).toBe(200);
    expect(await purchasesOf(ctx)).toHaveLength(1);
    expect(await mailsTo(ctx, 'reload@example.com')).toHaveLength(1);
  });

  test('verification and payment racing each other still make one purchase', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const { url } = (await (await startCheckout(ctx, course.id)).json()) as { url: string };
    const sessionId = sessionIdOf(url);
    await ctx.request(`/api/test-checkout/${sessionId}/pay`, jsonPost({ email: 'r@example.com' }));
    await Promise.all([verify(ctx, sessionId), verify(ctx, sessionId), verify(ctx, sessionId)]);
    expect(await purchasesOf(ctx)).toHaveLength(1);
  });

  test('an unpaid session verifies as not completed and grants nothing', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const { url } = (await (await startCheckout(ctx, course.id)).json()) as { url: string };
    const res = await verify(ctx, sessionIdOf(url));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payment_not_completed',
    );
    expect(await purchasesOf(ctx)).toEqual([]);
  });

  test('a cancelled session can no longer be paid', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const { url } = (await (await startCheckout(ctx, course.id)).json()) as { url: string };
    const id = sessionIdOf(url);
    const cancel = await ctx.request(`/api/test-checkout/${id}/cancel`, { method: 'POST' });
    expect(await cancel.json()).toEqual({ redirectUrl: '/#cursos' });
    const pay = await ctx.request(`/api/test-checkout/${id}/pay`, jsonPost({ email: 'a@b.co' }));
    expect(pay.status).toBe(409);
    expect((await verify(ctx, id)).status).toBe(409);
    expect(await purchasesOf(ctx)).toEqual([]);
  });

  test('an expired session can no longer be paid', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const { url } = (await (await startCheckout(ctx, course.id)).json()) as { url: string };
    const id = sessionIdOf(url);
    await ctx.db
      .update(testCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testCheckoutSessions.id, id));
    const view = (await (await ctx.request(`/api/test-checkout/${id}`)).json()) as TestCheckoutView;
    expect(view.status).toBe('expired');
    const pay = await ctx.request(`/api/test-checkout/${id}/pay`, jsonPost({ email: 'a@b.co' }));
    expect(pay.status).toBe(410);
    expect(await purchasesOf(ctx)).toEqual([]);
  });

  test('refuses a bad e-mail and an unknown session', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const { url } = (await (await startCheckout(ctx, course.id)).json()) as { url: string };
    const bad = await ctx.request(
      `/api/test-checkout/${sessionIdOf(url)}/pay`,
      jsonPost({ email: 'nope' }),
    );
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({ email: 'Informe um email válido.' });
    expect((await ctx.request('/api/test-checkout/cs_local_unknown')).status).toBe(404);
    expect((await verify(ctx, 'cs_local_unknown')).status).toBe(404);
    expect((await verify(ctx, '../../etc/passwd')).status).toBe(400);
  });

  test('is refused in production: no checkout, no test pages', async ({ ctx }) => {
    const production = ctx.appWith({ config: { ...testConfig, nodeEnv: 'production' } });
    const course = await seededCourse(ctx, 'cabelo');
    const res = await startCheckout(production, course.id);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payments_unavailable',
    );
    // A session made by a non-production instance cannot be paid or verified there.
    const { url } = (await (await startCheckout(ctx, course.id)).json()) as { url: string };
    const id = sessionIdOf(url);
    expect((await production.request(`/api/test-checkout/${id}`)).status).toBe(404);
    expect(
      (await production.request(`/api/test-checkout/${id}/pay`, jsonPost({ email: 'a@b.co' })))
        .status,
    ).toBe(404);
    expect((await verify(production, id)).status).toBe(503);
  });
});

describe('My Courses', () => {
  test('needs a signed-in client', async ({ ctx }) => {
    const res = await ctx.request('/api/me/courses');
    expect(res.status).toBe(401);
  });

  test('is empty for a client who bought nothing', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'nothing@example.com');
    const res = await ctx.request('/api/me/courses', withCookie(cookie));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  test('an anonymous buyer who signs up with the same e-mail sees the course and its materials', async ({
    ctx,
  }) => {
    const course = await seededCourse(ctx, 'maquiagem');
    await buyWithTestCheckout(ctx, course.id, 'Later.Signup@example.com');
    const cookie = await signedInClient(ctx, 'later.signup@example.com');
    const list = (await (
      await ctx.request('/api/me/courses', withCookie(cookie))
    ).json()) as MyCourse[];
    expect(list).toHaveLength(1);
    const [mine] = list;
    expect(mine).toMatchObject({
      courseId: course.id,
      name: course.name,
      description: course.description,
      art: 'course-maquiagem',
    });
    expect(Date.parse(mine!.purchaseDate)).not.toBeNaN();
    expect(mine!.materials).toHaveLength(2);
    expect(mine!.materials[0]).toEqual({
      id: expect.any(String),
      title: 'Apostila: maquiagem social',
      url: `/api/me/courses/${course.id}/materials/${mine!.materials[0]!.id}`,
      fileName: 'Mini curso de maquiagem social - Material 1.pdf',
    });
    expect(mine!.materials[1]!.fileName).toBe('Mini curso de maquiagem social - Material 2.pdf');

    const pdf = await ctx.request(mine!.materials[1]!.url, withCookie(cookie));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="Mini curso de maquiagem social - Material 2.pdf"; filename*=UTF-8''${encodeURIComponent('Mini curso de maquiagem social - Material 2.pdf')}`,
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect(doc.getTitle()).toBe(`${course.name} - Material 2`);
  });

  test('shows a course bought twice once, and only with access granted', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'twice@example.com');
    const course = await seededCourse(ctx, 'skincare');
    await buyWithTestCheckout(ctx, course.id, 'twice@example.com');
    await buyWithTestCheckout(ctx, course.id, 'twice@example.com');
    const list = async () =>
      (await (await ctx.request('/api/me/courses', withCookie(cookie))).json()) as MyCourse[];
    expect(await list()).toHaveLength(1);
    await ctx.db.update(coursePurchases).set({ accessGranted: false });
    expect(await list()).toEqual([]);
  });

  test('an address that is not confirmed does not see purchases made with it', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'unconfirmed@example.com');
    const course = await seededCourse(ctx, 'skincare');
    await buyWithTestCheckout(ctx, course.id, 'unconfirmed@example.com');
    await ctx.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.email, 'unconfirmed@example.com'));
    expect(await (await ctx.request('/api/me/courses', withCookie(cookie))).json()).toEqual([]);
  });
});

describe('GET /api/me/courses/:courseId/materials/:materialId', () => {
  async function boughtMaterial(ctx: TestContext) {
    const course = await seededCourse(ctx, 'unhas');
    const buyer = await signedInClient(ctx, 'buyer@example.com');
    await buyWithTestCheckout(ctx, course.id, 'buyer@example.com', buyer);
    const [mine] = (await (
      await ctx.request('/api/me/courses', withCookie(buyer))
    ).json()) as MyCourse[];
    return { course, buyer, material: mine!.materials[0]! };
  }

  test('another client gets 403, whatever material of the course they ask for', async ({ ctx }) => {
    const { material, course } = await boughtMaterial(ctx);
    const other = await signedInClient(ctx, 'other@example.com');
    const res = await ctx.request(material.url, withCookie(other));
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/json');
    const guessed = `/api/me/courses/${course.id}/materials/00000000-0000-4000-8000-000000000000`;
    expect((await ctx.request(guessed, withCookie(other))).status).toBe(403);
  });

  test('a HEAD request checks access the same way, without the body', async ({ ctx }) => {
    const { material, buyer } = await boughtMaterial(ctx);
    const head = await ctx.request(material.url, withCookie(buyer, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const other = await signedInClient(ctx, 'other@example.com');
    expect((await ctx.request(material.url, withCookie(other, { method: 'HEAD' }))).status).toBe(
      403,
    );
  });

  test('a signed-out visitor gets 401', async ({ ctx }) => {
    const { material } = await boughtMaterial(ctx);
    expect((await ctx.request(material.url)).status).toBe(401);
  });

  test('the buyer cannot reach another course’s materials through their own course', async ({
    ctx,
  }) => {
    const { buyer, course } = await boughtMaterial(ctx);
    const notBought = await seededCourse(ctx, 'skincare');
    const admin = await signedInClient(ctx, 'peek@example.com', { admin: true });
    const adminView = (await (
      await ctx.request('/api/admin/courses', withCookie(admin))
    ).json()) as { id: string; materials: { id: string }[] }[];
    const foreign = adminView.find((c) => c.id === notBought.id)!.materials[0]!.id;
    // The other course's material under the bought course's id: not one of its materials.
    expect(
      (await ctx.request(`/api/me/courses/${course.id}/materials/${foreign}`, withCookie(buyer)))
        .status,
    ).toBe(404);
    // Under its own course id: not bought.
    expect(
      (await ctx.request(`/api/me/courses/${notBought.id}/materials/${foreign}`, withCookie(buyer)))
        .status,
    ).toBe(403);
  });

  test.for([
    '/api/me/courses/not-a-uuid/materials/also-not',
    '/api/me/courses/..%2F..%2Fauth-secret/materials/x',
    '/api/me/courses/00000000-0000-4000-8000-000000000000/materials/..%2Fpglite',
  ])('answers 403 or 404 for a guessed URL: %s', async (path, { ctx }) => {
    const { buyer } = await boughtMaterial(ctx);
    const res = await ctx.request(path, withCookie(buyer));
    expect([403, 404]).toContain(res.status);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
