import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { courseMaterialFiles, courseMaterials } from '../../db/schema/academy';
import { courses } from '../../db/schema/catalogue';
import { createLogger } from '../../logger';
import { moveMaterialFilesIntoDatabase } from './material-files';
import { seedCourseMaterials } from './seed-course-materials';

const logger = createLogger('silent');

describe('seedCourseMaterials', () => {
  test('gives each seeded course two real PDFs in the database, once, and restores a lost one', async ({
    ctx,
  }) => {
    await ctx.db.delete(courseMaterials);
    expect(await seedCourseMaterials(ctx.db)).toEqual({ inserted: 8, restored: 0 });

    const rows = await ctx.db
      .select({ material: courseMaterials, content: courseMaterialFiles.content })
      .from(courseMaterials)
      .innerJoin(courseMaterialFiles, eq(courseMaterialFiles.materialId, courseMaterials.id));
    expect(rows).toHaveLength(8);
    const seeded = await ctx.db.select().from(courses);
    for (const course of seeded) {
      const own = rows
        .filter((r) => r.material.courseId === course.id)
        .sort((a, b) => a.material.position - b.material.position);
      expect(own.map((r) => r.material.position)).toEqual([1, 2]);
      for (const { material, content } of own) {
        expect(content.length).toBe(material.sizeBytes);
        const pdf = await PDFDocument.load(content);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
        expect(pdf.getTitle()).toBe(`${course.name} - Material ${material.position}`);
      }
    }

    // Running again (every start) changes nothing.
    expect(await seedCourseMaterials(ctx.db)).toEqual({ inserted: 0, restored: 0 });
    expect(await ctx.db.select().from(courseMaterials)).toHaveLength(8);

    // A seeded material whose content is gone (it lived on a lost disk) is generated again.
    const lost = rows[0]!;
    await ctx.db
      .delete(courseMaterialFiles)
      .where(eq(courseMaterialFiles.materialId, lost.material.id));
    expect(await seedCourseMaterials(ctx.db)).toEqual({ inserted: 0, restored: 1 });
    const [again] = await ctx.db
      .select()
      .from(courseMaterialFiles)
      .where(eq(courseMaterialFiles.materialId, lost.material.id));
    expect(again!.content.length).toBe(lost.material.sizeBytes);
  });

  test('leaves the owner’s materials alone: nothing is added once any material exists', async ({
    ctx,
  }) => {
    const [kept] = await ctx.db.select().from(courseMaterials).limit(1);
    await ctx.db.delete(courseMaterials);
    await ctx.db.insert(courseMaterials).values({ ...kept!, storedName: 'owner-upload.pdf' });
    expect(await seedCourseMaterials(ctx.db)).toEqual({ inserted: 0, restored: 0 });
    expect(await ctx.db.select().from(courseMaterials)).toHaveLength(1);
  });
});

describe('moveMaterialFilesIntoDatabase', () => {
  test('brings the files an earlier version kept on disk into the database, once', async ({
    ctx,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'legacy-materials-'));
    const [material] = await ctx.db.select().from(courseMaterials).limit(1);
    // As an earlier version left it: the row, its file, no content in the database.
    await ctx.db
      .delete(courseMaterialFiles)
      .where(eq(courseMaterialFiles.materialId, material!.id));
    const legacyBytes = new TextEncoder().encode('%PDF-1.4 the owner’s own upload');
    writeFileSync(join(dir, material!.storedName), legacyBytes);
    writeFileSync(join(dir, 'no-row-names-me.pdf'), '%PDF-1.4 stray');

    expect(await moveMaterialFilesIntoDatabase(ctx.db, dir, logger)).toBe(1);
    const [stored] = await ctx.db
      .select()
      .from(courseMaterialFiles)
      .where(eq(courseMaterialFiles.materialId, material!.id));
    expect(Buffer.from(stored!.content).equals(Buffer.from(legacyBytes))).toBe(true);
    expect(existsSync(join(dir, material!.storedName))).toBe(false);
    // A file no row names is not ours to take or delete.
    expect(readdirSync(dir)).toEqual(['no-row-names-me.pdf']);

    // The next start finds nothing to move.
    expect(await moveMaterialFilesIntoDatabase(ctx.db, dir, logger)).toBe(0);
    expect(await moveMaterialFilesIntoDatabase(ctx.db, join(dir, 'missing'), logger)).toBe(0);
  });
});
