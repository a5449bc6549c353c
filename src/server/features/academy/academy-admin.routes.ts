import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_MATERIAL_BYTES } from '@shared/academy';
import {
  adminCourseInputSchema,
  adminCoursePatchSchema,
  materialTitleSchema,
} from '@shared/schemas/academy';
import type { AdminEnv } from '../../http/app-env';
import type { LargerBodyRoute } from '../../http/body-limit';
import { ApiError } from '../../http/errors';
import { pathIds } from '../../http/path-ids';
import { validate, validationFailed } from '../../http/validate';
import {
  addMaterial,
  createCourse,
  deleteMaterial,
  findMaterial,
  getAdminCourse,
  listAdminCourses,
  updateCourse,
} from './academy-admin.service';
import { courseNotFound, findMaterialDownload, materialNotFound } from './courses.service';
import { looksLikePdf, newStoredName, sendMaterial } from './material-files';
import type { AppContext } from '../../http/app-context';

/** The upload route's own body limit: the file plus room for the multipart envelope. */
export const materialUploadBodyLimit: LargerBodyRoute = {
  method: 'POST',
  path: /\/admin\/courses\/[^/]+\/materials\/?$/,
  maxBytes: MAX_MATERIAL_BYTES + 64 * 1024,
};

const courseIds = pathIds({ id: courseNotFound });
const materialIds = pathIds({ id: courseNotFound, materialId: materialNotFound });

/** The upload's field beside the file: the form is read by hand, so the file is checked first. */
const uploadFieldsSchema = z.object({ title: materialTitleSchema });
const badUpload = (message: string) => new ApiError(400, 'invalid_upload', message);

/**
 * The back office's courses (mounted under /api/admin, behind requireAdmin). Every change is
 * written to the audit log with the administrator who made it.
 */
export function academyAdminRoutes({ db }: AppContext) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await listAdminCourses(db)))
    .post('/', validate('json', adminCourseInputSchema), async (c) => {
      const course = await createCourse(db, c.var.admin, c.req.valid('json'));
      return c.json(course, 201);
    })
    .patch('/:id', validate('json', adminCoursePatchSchema), courseIds, async (c) => {
      const course = await updateCourse(
        db,
        c.var.admin,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      if (!course) throw courseNotFound();
      return c.json(course);
    })
    .post('/:id/materials', courseIds, async (c) => {
      const { id } = c.req.valid('param');
      const actor = c.var.admin;
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
      const fields = uploadFieldsSchema.safeParse({ title: rawTitle });
      if (!fields.success) throw validationFailed(fields.error);
      const fromFileName = file.name
        .replace(/\.pdf$/i, '')
        .trim()
        .slice(0, 120);
      const title = fields.data.title || fromFileName || 'Material';

      await addMaterial(db, actor, {
        courseId: id,
        title,
        storedName: newStoredName(),
        content: bytes,
      });
      return c.json((await getAdminCourse(db, id))!, 201);
    })
    .get('/:id/materials/:materialId', materialIds, async (c) => {
      const { id, materialId } = c.req.valid('param');
      return sendMaterial(db, await findMaterialDownload(db, id, materialId), {
        method: c.req.method,
        log: c.var.log,
      });
    })
    .delete('/:id/materials/:materialId', materialIds, async (c) => {
      const { id, materialId } = c.req.valid('param');
      const material = await findMaterial(db, id, materialId);
      if (!material) throw materialNotFound();
      await deleteMaterial(db, c.var.admin, material);
      return c.json((await getAdminCourse(db, id))!);
    });
}
