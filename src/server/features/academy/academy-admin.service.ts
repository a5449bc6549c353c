import { asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import { type AdminCourse, courseArt, isCourseArt } from '@shared/academy';
import type { AdminCourseInput, AdminCoursePatch } from '@shared/schemas/academy';
import { slugify } from '@shared/slug';
import type { Db } from '../../db/client';
import { courseMaterials, coursePurchases } from '../../db/schema/academy';
import { courses } from '../../db/schema/catalogue';
import type { AdminActor } from '../../http/app-env';
import { recordAdminAction } from '../admin/audit.service';
import { saveMaterialContent } from './material-files';

type CourseRow = typeof courses.$inferSelect;
type MaterialRow = typeof courseMaterials.$inferSelect;

export const adminMaterialUrl = (courseId: string, materialId: string) =>
  `/api/admin/courses/${courseId}/materials/${materialId}`;

function toAdminCourse(
  course: CourseRow,
  materials: MaterialRow[],
  purchases: number,
): AdminCourse {
  return {
    id: course.id,
    slug: course.slug,
    name: course.name,
    description: course.description,
    pricePence: course.pricePence,
    imageUrl: isCourseArt(course.imageUrl) ? course.imageUrl : null,
    art: courseArt(course),
    isActive: course.isActive,
    purchases,
    materials: materials.map((m) => ({
      id: m.id,
      title: m.title,
      position: m.position,
      sizeBytes: m.sizeBytes,
      createdAt: m.createdAt.toISOString(),
      url: adminMaterialUrl(course.id, m.id),
    })),
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** Every course, active or not, newest first, with its materials and how many bought it. */
export async function listAdminCourses(db: Db): Promise<AdminCourse[]> {
  const rows = await db.select().from(courses).orderBy(desc(courses.createdAt), asc(courses.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const materials = await db
    .select()
    .from(courseMaterials)
    .where(inArray(courseMaterials.courseId, ids))
    .orderBy(asc(courseMaterials.position));
  const purchases = await db
    .select({ courseId: coursePurchases.courseId, n: count() })
    .from(coursePurchases)
    .where(inArray(coursePurchases.courseId, ids))
    .groupBy(coursePurchases.courseId);
  return rows.map((row) =>
    toAdminCourse(
      row,
      materials.filter((m) => m.courseId === row.id),
      purchases.find((p) => p.courseId === row.id)?.n ?? 0,
    ),
  );
}

export async function getAdminCourse(db: Db, courseId: string): Promise<AdminCourse | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!row) return null;
  const materials = await db
    .select()
    .from(courseMaterials)
    .where(eq(courseMaterials.courseId, courseId))
    .orderBy(asc(courseMaterials.position));
  const [purchases] = await db
    .select({ n: count() })
    .from(coursePurchases)
    .where(eq(coursePurchases.courseId, courseId));
  return toAdminCourse(row, materials, purchases?.n ?? 0);
}

/** A slug no other course has: the name's, then -2, -3… */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name) || 'curso';
  const taken = new Set(
    (await db.select({ slug: courses.slug }).from(courses)).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type CourseInput = Omit<AdminCourseInput, 'imageUrl'> & { imageUrl: string | null };

export async function createCourse(db: Db, actor: AdminActor, input: CourseInput) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({ ...input, slug: await freeSlug(tx, input.name) })
      .returning();
    await recordAdminAction(
      tx,
      actor,
      'course.create',
      { type: 'course', id: row!.id },
      { ...input },
    );
    return row!.id;
  });
  return (await getAdminCourse(db, id))!;
}

/** Applies an edit and logs what changed (before → after); null when there is no such course. */
export async function updateCourse(
  db: Db,
  actor: AdminActor,
  courseId: string,
  patch: AdminCoursePatch,
): Promise<AdminCourse | null> {
  const found = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
    if (!before) return false;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, value] of Object.entries(patch) as [keyof AdminCoursePatch, unknown][]) {
      if (value !== undefined && before[key] !== value) {
        changes[key] = { from: before[key], to: value };
      }
    }
    if (Object.keys(changes).length === 0) return true;
    await tx.update(courses).set(patch).where(eq(courses.id, courseId));
    await recordAdminAction(
      tx,
      actor,
      'course.update',
      { type: 'course', id: courseId },
      { changes },
    );
    return true;
  });
  return found ? getAdminCourse(db, courseId) : null;
}

/** Adds a material row after its file is in place; the next free position. */
export async function addMaterial(
  db: Db,
  actor: AdminActor,
  material: { courseId: string; title: string; storedName: string; content: Uint8Array },
) {
  const { content, ...fields } = material;
  return db.transaction(async (tx) => {
    // Lock the course so two uploads to it take consecutive positions.
    await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, material.courseId))
      .for('update');
    const [last] = await tx
      .select({ position: max(courseMaterials.position) })
      .from(courseMaterials)
      .where(eq(courseMaterials.courseId, material.courseId));
    const position = (last?.position ?? 0) + 1;
    const [row] = await tx
      .insert(courseMaterials)
      .values({ ...fields, sizeBytes: content.length, position })
      .returning();
    await saveMaterialContent(tx, row!.id, content);
    await recordAdminAction(
      tx,
      actor,
      'course.material.upload',
      { type: 'course', id: material.courseId },
      {
        materialId: row!.id,
        title: row!.title,
        sizeBytes: row!.sizeBytes,
      },
    );
    return row!;
  });
}

export async function findMaterial(db: Db, courseId: string, materialId: string) {
  const [row] = await db.select().from(courseMaterials).where(eq(courseMaterials.id, materialId));
  return row && row.courseId === courseId ? row : null;
}

/** Deletes the row and, with it, its content (and logs it). */
export async function deleteMaterial(db: Db, actor: AdminActor, material: MaterialRow) {
  await db.transaction(async (tx) => {
    await tx.delete(courseMaterials).where(eq(courseMaterials.id, material.id));
    await recordAdminAction(
      tx,
      actor,
      'course.material.delete',
      { type: 'course', id: material.courseId },
      {
        materialId: material.id,
        title: material.title,
      },
    );
  });
}
