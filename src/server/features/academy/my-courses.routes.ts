import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { materialFileName } from '@shared/academy';
import type { Db } from '../../db/client';
import { courseMaterials } from '../../db/schema/academy';
import { courses } from '../../db/schema/catalogue';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import type { Identify } from './identify';
import { materialResponse } from './material-files';
import { hasCourseAccess, listMyCourses } from './purchases.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signInFirst = () => new ApiError(401, 'unauthorized', 'Please sign in.');
const materialNotFound = () => new ApiError(404, 'material_not_found', 'Material não encontrado.');

/** The signed-in buyer's courses, and their materials, checked against the purchase every time. */
export function myCoursesRoutes(db: Db, identify: Identify, materialsDir: string) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const who = await identify(c);
      if (!who) throw signInFirst();
      return c.json(await listMyCourses(db, who));
    })
    .get('/:courseId/materials/:materialId', async (c) => {
      const who = await identify(c);
      if (!who) throw signInFirst();
      const { courseId, materialId } = c.req.param();
      if (!UUID.test(courseId) || !UUID.test(materialId)) throw materialNotFound();
      if (!(await hasCourseAccess(db, who, courseId))) {
        throw new ApiError(403, 'forbidden', 'Você não tem acesso a este curso.');
      }
      const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
      const materials = await db
        .select()
        .from(courseMaterials)
        .where(and(eq(courseMaterials.courseId, courseId)))
        .orderBy(asc(courseMaterials.position));
      const index = materials.findIndex((m) => m.id === materialId);
      const material = materials[index];
      if (!course || !material) throw materialNotFound();
      const response = await materialResponse(
        materialsDir,
        material.storedName,
        materialFileName(course.name, index + 1),
        c.req.method,
      );
      if (!response) {
        c.var.log.error({ materialId, storedName: material.storedName }, 'material file missing');
        throw materialNotFound();
      }
      return response;
    });
}
