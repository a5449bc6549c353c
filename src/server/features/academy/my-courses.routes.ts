import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import { requireSignedIn } from '../../http/guards';
import { pathIds } from '../../http/path-ids';
import { findMaterialDownload, materialNotFound } from './courses.service';
import { sendMaterial } from './material-files';
import { hasCourseAccess, listMyCourses } from './purchases.service';
import type { AppContext } from '../../http/app-context';

/** The signed-in buyer's courses, and their materials, checked against the purchase every time. */
export function myCoursesRoutes({ db, identify }: AppContext) {
  const signedIn = requireSignedIn(identify);
  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => c.json(await listMyCourses(db, c.var.user)))
    .get(
      '/:courseId/materials/:materialId',
      signedIn,
      pathIds({ courseId: materialNotFound, materialId: materialNotFound }),
      async (c) => {
        const { courseId, materialId } = c.req.valid('param');
        if (!(await hasCourseAccess(db, c.var.user, courseId))) {
          throw new ApiError(403, 'forbidden', 'Você não tem acesso a este curso.');
        }
        return sendMaterial(db, await findMaterialDownload(db, courseId, materialId), {
          method: c.req.method,
          log: c.var.log,
        });
      },
    );
}
