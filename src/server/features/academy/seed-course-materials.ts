import { count, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseMaterials } from '../../db/schema/academy';
import { courses } from '../../db/schema/catalogue';
import { getSalonSettings } from '../../settings/salon-settings';
import { renderMaterialPdf } from './course-material-pdf';
import { materialFileExists, writeMaterialFile } from './material-files';
import { seedMaterials } from './seed-materials-content';

const storedNameFor = (slug: string, number: number) => `seed-${slug}-${number}.pdf`;

/**
 * Gives each seeded course its two PDF materials, generated with pdf-lib into the materials
 * folder. Like the catalogue seed it adds rows only while no material exists at all, so the
 * owner's later changes stand; and it rewrites a seeded file that has gone missing (a fresh
 * DATA_DIR beside an existing PostgreSQL database). Safe to run on every start, from several
 * instances at once: the files are identical and the rows are inserted at most once.
 */
export async function seedCourseMaterials(
  db: Db,
  dir: string,
): Promise<{ inserted: number; restored: number }> {
  const seedCourses = await db
    .select({ id: courses.id, slug: courses.slug, name: courses.name })
    .from(courses)
    .where(inArray(courses.slug, Object.keys(seedMaterials)));

  const salonName = (await getSalonSettings(db)).name;
  let restored = 0;
  const existing = await db
    .select({ storedName: courseMaterials.storedName, courseId: courseMaterials.courseId })
    .from(courseMaterials)
    .where(like(courseMaterials.storedName, 'seed-%'));
  for (const row of existing) {
    const course = seedCourses.find((c) => row.storedName.startsWith(`seed-${c.slug}-`));
    const number = Number(/-(\d+)\.pdf$/.exec(row.storedName)?.[1]);
    const material = course && seedMaterials[course.slug]?.[number - 1];
    if (!course || !material || (await materialFileExists(dir, row.storedName))) continue;
    await writeMaterialFile(
      dir,
      row.storedName,
      await renderMaterialPdf(course.name, material, number, salonName),
    );
    restored += 1;
  }

  const [total] = await db.select({ n: count() }).from(courseMaterials);
  if ((total?.n ?? 0) > 0) return { inserted: 0, restored };

  let inserted = 0;
  for (const course of seedCourses) {
    const materials = seedMaterials[course.slug]!;
    for (const [index, material] of materials.entries()) {
      const number = index + 1;
      const storedName = storedNameFor(course.slug, number);
      const bytes = await renderMaterialPdf(course.name, material, number, salonName);
      await writeMaterialFile(dir, storedName, bytes);
      const rows = await db
        .insert(courseMaterials)
        .values({
          courseId: course.id,
          position: number,
          title: material.title,
          storedName,
          sizeBytes: bytes.length,
        })
        .onConflictDoNothing()
        .returning({ id: courseMaterials.id });
      inserted += rows.length;
    }
  }
  return { inserted, restored };
}
