import { and, asc, eq } from 'drizzle-orm';
import { courseArt, type PublicCourse } from '@shared/academy';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/catalogue';

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
