import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { courseMaterials } from '../../db/schema/academy';
import { courses } from '../../db/schema/catalogue';
import { seedCourseMaterials } from './seed-course-materials';

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'academy-seed-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seedCourseMaterials', () => {
  test('gives each seeded course two real PDFs, once, and restores a lost file', async ({
    ctx,
  }) => {
    await ctx.db.delete(courseMaterials);
    expect(await seedCourseMaterials(ctx.db, dir)).toEqual({ inserted: 8, restored: 0 });

    const rows = await ctx.db.select().from(courseMaterials);
    const seeded = await ctx.db.select().from(courses);
    for (const course of seeded) {
      const own = rows
        .filter((r) => r.courseId === course.id)
        .sort((a, b) => a.position - b.position);
      expect(own.map((r) => r.position)).toEqual([1, 2]);
      for (const row of own) {
        const bytes = readFileSync(join(dir, row.storedName));
        expect(bytes.length).toBe(row.sizeBytes);
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
        expect(pdf.getTitle()).toBe(`${course.name} - Material ${row.position}`);
      }
    }
    expect(readdirSync(dir)).toHaveLength(8);

    // Running again (every start) changes nothing.
    expect(await seedCourseMaterials(ctx.db, dir)).toEqual({ inserted: 0, restored: 0 });
    expect(await ctx.db.select().from(courseMaterials)).toHaveLength(8);

    // A fresh data folder beside an existing database gets its seeded files back, identical.
    const lost = rows[0]!.storedName;
    const original = readFileSync(join(dir, lost));
    rmSync(join(dir, lost));
    expect(await seedCourseMaterials(ctx.db, dir)).toEqual({ inserted: 0, restored: 1 });
    expect(readFileSync(join(dir, lost)).equals(original)).toBe(true);
  });

  test('leaves the owner’s materials alone: nothing is added once any material exists', async ({
    ctx,
  }) => {
    const [kept] = await ctx.db.select().from(courseMaterials).limit(1);
    await ctx.db.delete(courseMaterials);
    await ctx.db.insert(courseMaterials).values({ ...kept!, storedName: 'owner-upload.pdf' });
    expect(await seedCourseMaterials(ctx.db, dir)).toEqual({ inserted: 0, restored: 0 });
    expect(await ctx.db.select().from(courseMaterials)).toHaveLength(1);
  });
});
