import { type Context, Hono } from 'hono';
import { MAX_MATERIAL_BYTES, materialFileName } from '@shared/academy';
import {
  adminCourseInputSchema,
  adminCoursePatchSchema,
  materialTitleSchema,
} from '@shared/schemas/academy';
import type { Db } from '../../db/client';
import type { AdminEnv } from '../../http/app-env';
import type { LargerBodyRoute } from '../../http/body-limit';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import {
  addMaterial,
  createCourse,
  deleteMaterial,
  findMaterial,
  getAdminCourse,
  listAdminCourses,
  updateCourse,
} from './academy-admin.service';
import {
  looksLikePdf,
  materialResponse,
  newStoredName,
  removeMaterialFile,
  writeMaterialFile,
} from './material-files';

/** The upload route's own body limit: the file plus room for the multipart envelope. */
export const materialUploadBodyLimit: LargerBodyRoute = {
  method: 'POST',
  path: /\/admin\/courses\/[^/]+\/materials\/?$/,
  maxBytes: MAX_MATERIAL_BYTES + 64 * 1024,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const courseNotFound = () => new ApiError(404, 'course_not_found', 'Curso não encontrado.');
const materialNotFound = () => new ApiError(404, 'material_not_found', 'Material não encontrado.');
const badUpload = (message: string) => new ApiError(400, 'invalid_upload', message);

/**
 * The back office's courses (mounted under /api/admin, behind requireAdmin). Every change is
 * written to the audit log with the administrator who made it.
 */
export function academyAdminRoutes(db: Db, materialsDir: string) {
  const actorOf = (c: Context<AdminEnv>) => c.var.admin;
  const courseIdOf = (id: string) => {
    if (!UUID.test(id)) throw courseNotFound();
    return id;
  };

  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listAdminCourses(db));
    })
    .post('/', validate('json', adminCourseInputSchema), async (c) => {
      const course = await createCourse(db, actorOf(c), c.req.valid('json'));
      return c.json(course, 201);
    })
    .patch('/:id', validate('json', adminCoursePatchSchema), async (c) => {
      const id = courseIdOf(c.req.param('id'));
      const course = await updateCourse(db, actorOf(c), id, c.req.valid('json'));
      if (!course) throw courseNotFound();
      return c.json(course);
    })
    .post('/:id/materials', async (c) => {
      const id = courseIdOf(c.req.param('id'));
      const actor = actorOf(c);
      if (!(await getAdminCourse(db, id))) throw courseNotFound();
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw badUpload('Envie o arquivo como formulário (multipart/form-data).');
      }
      const file = form.file;
      if (!(file instanceof File)) throw badUpload('Escolha um arquivo PDF para enviar.');
      if (file.size === 0) throw badUpload('O arquivo está vazio.');
      if (file.size > MAX_MATERIAL_BYTES) {
        throw new ApiError(413, 'payload_too_large', 'O arquivo pode ter no máximo 10 MB.');
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!looksLikePdf(bytes)) {
        throw new ApiError(415, 'not_a_pdf', 'O arquivo não é um PDF.');
      }
      const rawTitle = typeof form.title === 'string' ? form.title : '';
      const parsedTitle = materialTitleSchema.safeParse(rawTitle);
      if (!parsedTitle.success) {
        throw new ApiError(400, 'validation_failed', parsedTitle.error.issues[0]!.message, {
          title: parsedTitle.error.issues[0]!.message,
        });
      }
      const fromFileName = file.name
        .replace(/\.pdf$/i, '')
        .trim()
        .slice(0, 120);
      const title = parsedTitle.data || fromFileName || 'Material';

      const storedName = newStoredName();
      await writeMaterialFile(materialsDir, storedName, bytes);
      try {
        await addMaterial(db, actor, { courseId: id, title, storedName, sizeBytes: bytes.length });
      } catch (err) {
        await removeMaterialFile(materialsDir, storedName);
        throw err;
      }
      return c.json((await getAdminCourse(db, id))!, 201);
    })
    .get('/:id/materials/:materialId', async (c) => {
      const id = courseIdOf(c.req.param('id'));
      const materialId = c.req.param('materialId');
      if (!UUID.test(materialId)) throw materialNotFound();
      const course = await getAdminCourse(db, id);
      const index = course?.materials.findIndex((m) => m.id === materialId) ?? -1;
      const material = await findMaterial(db, id, materialId);
      if (!course || !material || index < 0) throw materialNotFound();
      const response = await materialResponse(
        materialsDir,
        material.storedName,
        materialFileName(course.name, index + 1),
        c.req.method,
      );
      if (!response) throw materialNotFound();
      return response;
    })
    .delete('/:id/materials/:materialId', async (c) => {
      const id = courseIdOf(c.req.param('id'));
      const materialId = c.req.param('materialId');
      if (!UUID.test(materialId)) throw materialNotFound();
      const material = await findMaterial(db, id, materialId);
      if (!material) throw materialNotFound();
      await deleteMaterial(db, actorOf(c), material);
      await removeMaterialFile(materialsDir, material.storedName);
      return c.json((await getAdminCourse(db, id))!);
    });
}
