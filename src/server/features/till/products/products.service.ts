import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import {
  type AdminProduct,
  type ProductPatch,
  type ProductStatusFilter,
  type ProductValues,
  productMessages,
} from '@shared/schemas/till-products';
import type { Db } from '../../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../../db/pg-error';
import { products } from '../../../db/schema/till';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { readPage } from '../../../http/pagination';
import { recordAdminAction } from '../../admin/audit.service';
import { productColumns, productNotFound, type ProductRow, toAdminProduct } from './product-rows';

const PRODUCT_FIELDS = [
  'name',
  'brand',
  'barcode',
  'pricePence',
  'vatRateBp',
  'costPence',
  'lowStockThreshold',
  'isActive',
] as const satisfies readonly (keyof ProductValues)[];

/** `%`, `_` and `\` typed into the search box are searched for as themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const readProduct = async (db: Db, id: string): Promise<ProductRow | undefined> =>
  (await db.select(productColumns).from(products).where(eq(products.id, id)))[0];

/**
 * Products by name or brand (contains, any case) or the exact barcode typed in the same box, or by
 * `barcode` alone (the scanner's exact code), in name order.
 */
export async function listProducts(
  db: Db,
  query: PaginationQuery & {
    q: string | null;
    barcode: string | null;
    status: ProductStatusFilter;
  },
): Promise<Page<AdminProduct>> {
  const conditions: (SQL | undefined)[] = [
    query.status === 'all' ? undefined : eq(products.isActive, query.status === 'active'),
    query.barcode ? eq(products.barcode, query.barcode) : undefined,
    query.q
      ? or(
          ilike(products.name, containsPattern(query.q)),
          ilike(products.brand, containsPattern(query.q)),
          eq(products.barcode, query.q),
        )
      : undefined,
  ];
  const where = and(...conditions);
  return readPage(
    query,
    db.select({ total: count() }).from(products).where(where),
    (limit, offset) =>
      db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(asc(products.name), asc(products.brand), asc(products.id))
        .limit(limit)
        .offset(offset),
    toAdminProduct,
  );
}

export async function getProduct(db: Db, id: string): Promise<AdminProduct> {
  const row = await readProduct(db, id);
  if (!row) throw productNotFound();
  return toAdminProduct(row);
}

/** Runs a change in its own (sub)transaction; a barcode another product has is a 409. */
async function withUniqueBarcode<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw new ApiError(409, 'duplicate', productMessages.barcodeTaken, {
        barcode: productMessages.barcodeTaken,
      });
    throw err;
  }
}

/** A new product, with no stock: goods come in by a delivery or a count, each recorded. */
export async function createProduct(
  db: Db,
  actor: AdminActor,
  values: ProductValues,
): Promise<AdminProduct> {
  return withUniqueBarcode(db, async (tx) => {
    const [created] = await tx.insert(products).values(values).returning({ id: products.id });
    const row = (await readProduct(tx, created!.id))!;
    await recordAdminAction(
      tx,
      actor,
      'product.create',
      { type: 'product', id: row.id },
      {
        name: row.name,
        brand: row.brand,
        barcode: row.barcode,
        pricePence: row.pricePence,
        vatRateBp: row.vatRateBp,
      },
    );
    return toAdminProduct(row);
  });
}

/**
 * Edits a product: a PUT sends every field, a PATCH some (the rest keep their values). Its stock is
 * not an edit: it changes only by a sale, a delivery or a count, each a recorded movement.
 */
export async function updateProduct(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: ProductPatch | ProductValues,
): Promise<AdminProduct> {
  return withUniqueBarcode(db, async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw productNotFound();
    const changed: Record<string, [unknown, unknown]> = {};
    const next: Partial<ProductValues> = {};
    for (const field of PRODUCT_FIELDS) {
      const value = patch[field];
      if (value === undefined || value === before[field]) continue;
      changed[field] = [before[field], value];
      Object.assign(next, { [field]: value });
    }
    if (Object.keys(changed).length > 0) {
      await tx.update(products).set(next).where(eq(products.id, id));
      await recordAdminAction(
        tx,
        actor,
        'product.update',
        { type: 'product', id },
        { name: next.name ?? before.name, changes: changed },
      );
    }
    return toAdminProduct((await readProduct(tx, id))!);
  });
}
