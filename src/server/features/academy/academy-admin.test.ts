import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, notLike } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  type AdminCourse,
  MAX_MATERIAL_BYTES,
  type MyCourse,
  type PublicCourse,
} from '@shared/academy';
import { buyWithTestCheckout, startCheckout } from '../../../../tests/support/academy-helpers';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import type { AdminCourseInput } from '@shared/schemas/academy';
import { describe, expect, type TestContext, test } from '../../../../tests/support/test-app';
import { testConfig } from '../../../../tests/support/test-database';
import { courseMaterialFiles, courseMaterials } from '../../db/schema/academy';
import { adminAuditLog } from '../../db/schema/audit';

const app = (ctx: TestContext) => ctx.app;
type App = ReturnType<typeof app>;
/** The PDFs stored besides the seeded ones (each test's rows are rolled back after it). */
const storedFiles = (ctx: TestContext) =>
  ctx.db
    .select({ id: courseMaterialFiles.materialId })
    .from(courseMaterialFiles)
    .innerJoin(courseMaterials, eq(courseMaterials.id, courseMaterialFiles.materialId))
    .where(notLike(courseMaterials.storedName, 'seed-%'));

const newCourse = {
  name: 'Mini curso de sobrancelhas perfeitas',
  description: 'Design, mapeamento e henna passo a passo.',
  pricePence: 5500,
  imageUrl: null,
  isActive: true,
};

async function samplePdf(text = 'Material extra'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text);
  return pdf.save();
}

function json(method: string, body: unknown, cookie: string): RequestInit {
  return withCookie(cookie, { ...jsonPost(body), method });
}

function upload(
  target: App,
  courseId: string,
  cookie: string,
  file: Blob | null,
  fields: Record<string, string> = {},
  name = 'apostila-extra.pdf',
) {
  const form = new FormData();
  if (file) form.append('file', file, name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return target.request(
    `/api/admin/courses/${courseId}/materials`,
    withCookie(cookie, { method: 'POST', body: form }),
  );
}

const pdfFile = async (bytes?: Uint8Array) =>
  new Blob([new Uint8Array(bytes ?? (await samplePdf()))], { type: 'application/pdf' });

async function adminCourses(target: App, cookie: string) {
  const res = await target.request('/api/admin/courses', withCookie(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as AdminCourse[];
}

async function created(target: App, cookie: string, body: AdminCourseInput = newCourse) {
  const res = await target.request('/api/admin/courses', json('POST', body, cookie));
  expect(res.status).toBe(201);
  return (await res.json()) as AdminCourse;
}

const auditOf = (ctx: TestContext, courseId: string) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, courseId))
    .orderBy(adminAuditLog.createdAt);

describe('admin course routes: who may call them', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string, (cookie?: string) => RequestInit][] = [
    ['GET', '/api/admin/courses', (c) => (c ? withCookie(c) : {})],
    ['POST', '/api/admin/courses', (c) => (c ? json('POST', newCourse, c) : jsonPost(newCourse))],
    [
      'PATCH',
      `/api/admin/courses/${someId}`,
      (c) => (c ? json('PATCH', { isActive: false }, c) : { ...jsonPost({}), method: 'PATCH' }),
    ],
    [
      'POST',
      `/api/admin/courses/${someId}/materials`,
      (c) => {
        const form = new FormData();
        form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'a.pdf');
        return c ? withCookie(c, { method: 'POST', body: form }) : { method: 'POST', body: form };
      },
    ],
    ['GET', `/api/admin/courses/${someId}/materials/${someId}`, (c) => (c ? withCookie(c) : {})],
    [
      'DELETE',
      `/api/admin/courses/${someId}/materials/${someId}`,
      (c) => (c ? withCookie(c, { method: 'DELETE' }) : { method: 'DELETE' }),
    ],
  ];

  test.for(routes)('%s %s: 401 signed out, 403 for a client', async ([, path, init], { ctx }) => {
    const target = app(ctx);
    const anonymous = await target.request(path, init());
    expect(anonymous.status).toBe(401);
    const client = await signedInClient(ctx, 'client@example.com');
    const forbidden = await target.request(path, init(client));
    expect(forbidden.status).toBe(403);
    expect(await ctx.db.select().from(adminAuditLog)).toEqual([]);
    expect(await storedFiles(ctx)).toEqual([]);
  });
});

describe('GET /api/admin/courses', () => {
  test('lists every course with its materials and purchases', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const before = await adminCourses(target, admin);
    expect(before).toHaveLength(4);
    for (const course of before) {
      expect(course.materials.map((m) => m.position)).toEqual([1, 2]);
      expect(course.purchases).toBe(0);
    }
    const skincare = before.find((c) => c.art === 'course-skincare')!;
    await buyWithTestCheckout(ctx, skincare.id, 'fan@example.com');
    const after = await adminCourses(target, admin);
    expect(after.find((c) => c.id === skincare.id)!.purchases).toBe(1);
  });
});

describe('creating and editing courses', () => {
  test('a new course is audited and, when active, sold at its price', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(target, admin, { ...newCourse, imageUrl: 'course-maquiagem' });
    expect(course).toMatchObject({
      slug: 'mini-curso-de-sobrancelhas-perfeitas',
      name: newCourse.name,
      pricePence: 5500,
      imageUrl: 'course-maquiagem',
      art: 'course-maquiagem',
      isActive: true,
      purchases: 0,
      materials: [],
    });
    const shop = (await (await target.request('/api/courses')).json()) as PublicCourse[];
    expect(shop.find((c) => c.id === course.id)).toMatchObject({ pricePence: 5500 });
    const [entry] = await auditOf(ctx, course.id);
    expect(entry).toMatchObject({
      actorEmail: 'owner@example.com',
      action: 'course.create',
      targetType: 'course',
      details: { name: newCourse.name, pricePence: 5500, isActive: true },
    });
    expect(entry!.actorUserId).toEqual(expect.any(String));
  });

  test('the same name twice gets its own slug', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    await created(target, admin);
    expect((await created(target, admin)).slug).toBe('mini-curso-de-sobrancelhas-perfeitas-2');
  });

  test('an edited price is what the next checkout charges, and the change is audited', async ({
    ctx,
  }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(target, admin);
    const res = await target.request(
      `/api/admin/courses/${course.id}`,
      json('PATCH', { pricePence: 5999, description: 'Nova descrição.' }, admin),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pricePence: 5999, description: 'Nova descrição.' });
    const { url } = (await (await startCheckout(target, course.id)).json()) as { url: string };
    const view = (await (
      await target.request(`/api/test-checkout/${url.split('/').pop()}`)
    ).json()) as { amountPence: number };
    expect(view.amountPence).toBe(5999);
    const entries = await auditOf(ctx, course.id);
    expect(entries.map((e) => e.action)).toEqual(['course.create', 'course.update']);
    expect(entries[1]!.details).toEqual({
      changes: {
        pricePence: { from: 5500, to: 5999 },
        description: { from: newCourse.description, to: 'Nova descrição.' },
      },
    });
  });

  test('deactivating hides the course from the shop, not from those who bought it', async ({
    ctx,
  }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const [course] = (await adminCourses(target, admin)).filter((c) => c.art === 'course-unha');
    const buyer = await signedInClient(ctx, 'kept@example.com');
    await buyWithTestCheckout(ctx, course!.id, 'kept@example.com', buyer);

    const off = await target.request(
      `/api/admin/courses/${course!.id}`,
      json('PATCH', { isActive: false }, admin),
    );
    expect(((await off.json()) as AdminCourse).isActive).toBe(false);
    const shop = (await (await target.request('/api/courses')).json()) as PublicCourse[];
    expect(shop.map((c) => c.id)).not.toContain(course!.id);
    expect((await startCheckout(target, course!.id)).status).toBe(404);
    const [mine] = (await (
      await ctx.request('/api/me/courses', withCookie(buyer))
    ).json()) as MyCourse[];
    expect(mine!.courseId).toBe(course!.id);
    expect((await ctx.request(mine!.materials[0]!.url, withCookie(buyer))).status).toBe(200);

    await target.request(
      `/api/admin/courses/${course!.id}`,
      json('PATCH', { isActive: true }, admin),
    );
    const again = (await (await target.request('/api/courses')).json()) as PublicCourse[];
    expect(again.map((c) => c.id)).toContain(course!.id);
  });

  test('an edit that changes nothing is not audited', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(target, admin);
    await target.request(
      `/api/admin/courses/${course.id}`,
      json('PATCH', { pricePence: 5500 }, admin),
    );
    expect((await auditOf(ctx, course.id)).map((e) => e.action)).toEqual(['course.create']);
  });

  test.for([
    ['no name', { ...newCourse, name: ' ' }, 'name', 'Informe o nome do curso.'],
    [
      'no description',
      { ...newCourse, description: '' },
      'description',
      'Informe a descrição do curso.',
    ],
    [
      'a zero price',
      { ...newCourse, pricePence: 0 },
      'pricePence',
      'Informe um preço entre £0.01 e £10,000.00.',
    ],
    [
      'a fractional price',
      { ...newCourse, pricePence: 12.5 },
      'pricePence',
      'Informe um preço entre £0.01 e £10,000.00.',
    ],
    [
      'a price as text',
      { ...newCourse, pricePence: '55' },
      'pricePence',
      'Informe um preço entre £0.01 e £10,000.00.',
    ],
    [
      'an unknown image',
      { ...newCourse, imageUrl: 'https://evil.example/x.png' },
      'imageUrl',
      'Escolha uma das imagens disponíveis.',
    ],
    [
      'no active flag',
      { ...newCourse, isActive: undefined },
      'isActive',
      'Informe se o curso está ativo.',
    ],
  ] as const)('refuses %s with a 400', async ([, body, field, message], { ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const res = await target.request('/api/admin/courses', json('POST', body, admin));
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { fields: Record<string, string> } }).error;
    expect(error.fields[field]).toBe(message);
    expect(await ctx.db.select().from(adminAuditLog)).toEqual([]);
  });

  test('an edit of a course that does not exist, or of nothing, is refused', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const missing = '00000000-0000-4000-8000-000000000000';
    const patch = (id: string, body: unknown) =>
      target.request(`/api/admin/courses/${id}`, json('PATCH', body, admin));
    expect((await patch(missing, { isActive: false })).status).toBe(404);
    expect((await patch('not-a-uuid', { isActive: false })).status).toBe(404);
    const course = await created(target, admin);
    expect((await patch(course.id, {})).status).toBe(400);
  });

  test('a JSON body over 64 KB is still refused on the admin routes', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const res = await target.request(
      '/api/admin/courses',
      json('POST', { ...newCourse, description: 'x'.repeat(70 * 1024) }, admin),
    );
    expect(res.status).toBe(413);
  });
});

describe('course materials', () => {
  test('an uploaded PDF is stored, audited, and opened by the course’s buyers', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(target, admin);
    const bytes = await samplePdf('Exercícios extras');
    const res = await upload(target, course.id, admin, await pdfFile(bytes), {
      title: 'Exercícios extras',
    });
    expect(res.status).toBe(201);
    const after = (await res.json()) as AdminCourse;
    expect(after.materials).toMatchObject([
      { title: 'Exercícios extras', position: 1, sizeBytes: bytes.length },
    ]);
    expect(await storedFiles(ctx)).toHaveLength(1);
    const [entry] = (await auditOf(ctx, course.id)).filter(
      (e) => e.action === 'course.material.upload',
    );
    expect(entry!.details).toMatchObject({ title: 'Exercícios extras', sizeBytes: bytes.length });

    // Without a title, the file's name is used.
    const second = (await (
      await upload(target, course.id, admin, await pdfFile(), {}, 'Guia de henna.pdf')
    ).json()) as AdminCourse;
    expect(second.materials.map((m) => [m.title, m.position])).toEqual([
      ['Exercícios extras', 1],
      ['Guia de henna', 2],
    ]);

    const preview = await target.request(after.materials[0]!.url, withCookie(admin));
    expect(preview.status).toBe(200);
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(bytes);

    const buyer = await signedInClient(ctx, 'student@example.com');
    await buyWithTestCheckout(ctx, course.id, 'student@example.com', buyer);
    const [mine] = (await (
      await target.request('/api/me/courses', withCookie(buyer))
    ).json()) as MyCourse[];
    expect(mine!.materials.map((m) => m.fileName)).toEqual([
      'Mini curso de sobrancelhas perfeitas - Material 1.pdf',
      'Mini curso de sobrancelhas perfeitas - Material 2.pdf',
    ]);
    const download = await target.request(mine!.materials[0]!.url, withCookie(buyer));
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  test('an instance that did not receive the upload serves the same file', async ({ ctx }) => {
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(app(ctx), admin);
    const bytes = await samplePdf('Guia partilhado');
    const res = await upload(app(ctx), course.id, admin, await pdfFile(bytes), { title: 'Guia' });
    expect(res.status).toBe(201);
    const { materials } = (await res.json()) as AdminCourse;
    // Another instance: the same database, a data folder of its own that never saw the file.
    const other = ctx.appWith({
      config: { ...testConfig, dataDir: mkdtempSync(join(tmpdir(), 'salon-other-')) },
    });
    const served = await other.request(materials[0]!.url, withCookie(admin));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  test('a file that is not a PDF is refused, whatever its name and type say', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(target, admin);
    const html = new Blob(['<html><script>alert(1)</script></html>'], {
      type: 'application/pdf',
    });
    const res = await upload(target, course.id, admin, html, {}, 'apostila.pdf');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'O arquivo não é um PDF.',
    );
    expect(await storedFiles(ctx)).toEqual([]);
    expect(
      await ctx.db.select().from(courseMaterials).where(eq(courseMaterials.courseId, course.id)),
    ).toEqual([]);
  });

  test('refuses a missing or empty file, a JSON body and an unknown course', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(target, admin);
    expect((await upload(target, course.id, admin, null, { title: 'x' })).status).toBe(400);
    expect((await upload(target, course.id, admin, new Blob([]))).status).toBe(400);
    const asJson = await target.request(
      `/api/admin/courses/${course.id}/materials`,
      json('POST', { file: '%PDF-1.7' }, admin),
    );
    expect(asJson.status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await upload(target, missing, admin, await pdfFile())).status).toBe(404);
    expect(await storedFiles(ctx)).toEqual([]);
  });

  test('accepts a PDF near 10 MB and refuses one over it', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(target, admin);
    const pdf = await samplePdf();
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(pdf);
      return new Blob([bytes], { type: 'application/pdf' });
    };
    const big = await upload(target, course.id, admin, padded(MAX_MATERIAL_BYTES - 1024));
    expect(big.status).toBe(201);
    const tooBig = await upload(target, course.id, admin, padded(MAX_MATERIAL_BYTES + 1));
    expect(tooBig.status).toBe(413);
    expect(await storedFiles(ctx)).toHaveLength(1);
  });

  test('the larger limit is only for uploads: other routes still refuse 64 KB', async ({ ctx }) => {
    const res = await ctx.request(
      '/api/contact',
      jsonPost({ name: 'A', email: 'a@b.co', message: 'm'.repeat(70 * 1024) }),
    );
    expect(res.status).toBe(413);
  });

  test('deleting a material removes its file and is audited', async ({ ctx }) => {
    const target = app(ctx);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    const course = await created(target, admin);
    const uploaded = (await (
      await upload(target, course.id, admin, await pdfFile(), { title: 'Para apagar' })
    ).json()) as AdminCourse;
    const material = uploaded.materials[0]!;
    const other = await created(target, admin);
    // Not through another course's id.
    const wrongCourse = await target.request(
      `/api/admin/courses/${other.id}/materials/${material.id}`,
      withCookie(admin, { method: 'DELETE' }),
    );
    expect(wrongCourse.status).toBe(404);
    const res = await target.request(material.url, withCookie(admin, { method: 'DELETE' }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminCourse).materials).toEqual([]);
    expect(await storedFiles(ctx)).toEqual([]);
    expect((await target.request(material.url, withCookie(admin))).status).toBe(404);
    const entries = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetId, course.id),
          eq(adminAuditLog.action, 'course.material.delete'),
        ),
      );
    expect(entries[0]!.details).toEqual({ materialId: material.id, title: 'Para apagar' });
  });
});
