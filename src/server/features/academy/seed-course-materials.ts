import { count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseMaterialFiles, courseMaterials } from '../../db/schema/academy';
import { courses } from '../../db/schema/catalogue';
import { getSalonSettings } from '../../domain/salon-settings';
import { renderMaterialPdf } from './course-material-pdf';
import { saveMaterialContent } from './material-files';
import { seedMaterials } from './seed-materials-content';

const storedNameFor = (slug: string, number: number) => `seed-${slug}-${number}.pdf`;

/**
 * Gives each seeded course its two PDF materials, generated with pdf-lib into the database. Like
 * the catalogue seed it adds rows only while no material exists at all, so the owner's later
 * changes stand; and it regenerates a seeded material whose content is missing (one an earlier
 * version kept on a disk that is gone). Safe to run on every start, from several instances at
 * once: each material is inserted with its content in one transaction, at most once.
 */
export async function seedCourseMaterials(db: Db): Promise<{ inserted: number; restored: number }> {
  const seedCourses = await db
    .select({ id: courses.id, slug: courses.slug, name: courses.name })
    .from(courses)
    .where(inArray(courses.slug, Object.keys(seedMaterials)));

  const salonName = (await getSalonSettings(db)).name;
  let restored = 0;
  const withoutContent = await db
    .select({ id: courseMaterials.id, storedName: courseMaterials.storedName })
    .from(courseMaterials)
    .leftJoin(courseMaterialFiles, eq(courseMaterialFiles.materialId, courseMaterials.id))
    .where(
      sql`${like(courseMaterials.storedName, 'seed-%')} and ${courseMaterialFiles.materialId} is null`,
    );
  for (const row of withoutContent) {
    const course = seedCourses.find((c) => row.storedName.startsWith(`seed-${c.slug}-`));
    const number = Number(/-(\d+)\.pdf$/.exec(row.storedName)?.[1]);
    const material = course && seedMaterials[course.slug]?.[number - 1];
    if (!course || !material) continue;
    await saveMaterialContent(
      db,
      row.id,
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
      const bytes = await renderMaterialPdf(course.name, material, number, salonName);
      inserted += await db.transaction(async (tx) => {
        const rows = await tx
          .insert(courseMaterials)
          .values({
            courseId: course.id,
            position: number,
            title: material.title,
            storedName: storedNameFor(course.slug, number),
            sizeBytes: bytes.length,
          })
          .onConflictDoNothing()
          .returning({ id: courseMaterials.id });
        for (const row of rows) await saveMaterialContent(tx, row.id, bytes);
        return rows.length;
      });
    }
  }
  return { inserted, restored };
}
