import { and, asc, eq } from 'drizzle-orm';
import { courseArt, materialFileName, type PublicCourse } from '@shared/academy';
import type { Db } from '../../db/client';
import { courseMaterials } from '../../db/schema/academy';
import { courses } from '../../db/schema/catalogue';
import { ApiError } from '../../http/errors';

export const courseNotFound = () => new ApiError(404, 'course_not_found', 'Curso não encontrado.');
export const materialNotFound = () =>
  new ApiError(404, 'material_not_found', 'Material não encontrado.');

/** The shop's courses: only active ones, oldest first (the seed's order, then the owner's). */
export async function listActiveCourses(db: Db): Promise<PublicCourse[]> {
  const rows = await db
    .select()
    .from(courses)
    .where(eq(courses.isActive, true))
    .orderBy(asc(courses.createdAt), asc(courses.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    pricePence: row.pricePence,
    art: courseArt(row),
  }));
}

export async function findActiveCourse(db: Db, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isActive, true)));
  return row ?? null;
}

export async function findCourse(db: Db, courseId: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  return row ?? null;
}

/** A course's material and the name its download takes from its place in the course. */
export interface MaterialDownload {
  id: string;
  storedName: string;
  fileName: string;
}

/** The material to send, or null when the course has no such material. */
export async function findMaterialDownload(
  db: Db,
  courseId: string,
  materialId: string,
): Promise<MaterialDownload | null> {
  const course = await findCourse(db, courseId);
  if (!course) return null;
  const materials = await db
    .select({ id: courseMaterials.id, storedName: courseMaterials.storedName })
    .from(courseMaterials)
    .where(eq(courseMaterials.courseId, courseId))
    .orderBy(asc(courseMaterials.position));
  const index = materials.findIndex((m) => m.id === materialId);
  const material = materials[index];
  if (!material) return null;
  return { ...material, fileName: materialFileName(course.name, index + 1) };
}
