import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Page, PaginationQuery } from '@shared/schemas/admin-pagination';
import type {
  AdminProduct,
  StockChange,
  StockMovement,
  StockWarning,
} from '@shared/schemas/till-products';
import type { Db } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { products, stockMovements } from '../../../db/schema/till';
import type { AdminActor } from '../../../http/app-env';
import { readPage } from '../../../http/pagination';
import { recordAdminAction } from '../../admin/audit.service';
import {
  lowStockSql,
  movementColumns,
  productColumns,
  productNotFound,
  stockWarningSql,
  toAdminProduct,
  toStockMovement,
} from './product-rows';
import { readProduct } from './products.service';

/** More than any salon stocks: the lists below are read whole. */
const LIST_LIMIT = 500;

/**
 * A change of stock by hand, under the product's row lock so a sale settling at the same moment
 * is counted before or after it, never lost: a delivery adds what came in; a count sets what the
 * shelf holds and records the difference it found (zero too: the count itself is worth keeping).
 */
async function changeStock(
  db: Db,
  actor: AdminActor,
  productId: string,
  kind: 'delivery' | 'count',
  quantity: number,
  note: string,
): Promise<StockChange> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!before) throw productNotFound();
    const quantityAfter = kind === 'delivery' ? before.stockQuantity + quantity : quantity;
    const quantityChange = quantityAfter - before.stockQuantity;
    await tx
      .update(products)
      .set({ stockQuantity: quantityAfter })
      .where(eq(products.id, productId));
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        productId,
        kind,
        quantityChange,
        quantityAfter,
        // Goods in and a count never take the stock below zero: a count is what is there.
        wentNegative: false,
        note: note || null,
        staffUserId: actor.id,
      })
      .returning();
    await recordAdminAction(
      tx,
      actor,
      kind === 'delivery' ? 'product.delivery' : 'product.count',
      { type: 'product', id: productId },
      {
        name: before.name,
        ...(kind === 'delivery' ? { quantity } : { counted: quantity }),
        quantityBefore: before.stockQuantity,
        quantityAfter,
        ...(note && { note }),
      },
    );
    return {
      product: toAdminProduct((await readProduct(tx, productId))!),
      movement: toStockMovement({ ...movement!, staffName: actor.name }),
    };
  });
}

/** 'Entrada de estoque': `quantity` units came in. */
export const recordDelivery = (
  db: Db,
  actor: AdminActor,
  productId: string,
  input: { quantity: number; note: string },
) => changeStock(db, actor, productId, 'delivery', input.quantity, input.note);

/** 'Contagem': the shelf holds `quantity` units. */
export const recordCount = (
  db: Db,
  actor: AdminActor,
  productId: string,
  input: { quantity: number; note: string },
) => changeStock(db, actor, productId, 'count', input.quantity, input.note);

/** A product's stock history, newest first. */
export async function listMovements(
  db: Db,
  productId: string,
  query: PaginationQuery,
): Promise<Page<StockMovement>> {
  const [exists] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!exists) throw productNotFound();
  const where = eq(stockMovements.productId, productId);
  return readPage(
    query,
    db.select({ total: count() }).from(stockMovements).where(where),
    (limit, offset) =>
      db
        .select(movementColumns)
        .from(stockMovements)
        .leftJoin(user, eq(user.id, stockMovements.staffUserId))
        .where(where)
        // One sale's lines of a product share its time: the lower quantity left came later.
        .orderBy(
          desc(stockMovements.createdAt),
          asc(stockMovements.quantityAfter),
          asc(stockMovements.id),
        )
        .limit(limit)
        .offset(offset),
    toStockMovement,
  );
}

/** 'Repor': active products at or below their low-stock threshold, the furthest below first. */
export async function reorderList(db: Db): Promise<AdminProduct[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(lowStockSql)
    .orderBy(
      sql`${products.stockQuantity} - ${products.lowStockThreshold}`,
      asc(products.name),
      asc(products.id),
    )
    .limit(LIST_LIMIT);
  return rows.map(toAdminProduct);
}

/** Products whose stock went below zero since their last count, each with the latest such movement. */
export async function stockWarnings(db: Db): Promise<StockWarning[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(stockWarningSql)
    .orderBy(asc(products.name), asc(products.id))
    .limit(LIST_LIMIT);
  const warnings: StockWarning[] = [];
  for (const row of rows) {
    const [movement] = await db
      .select(movementColumns)
      .from(stockMovements)
      .leftJoin(user, eq(user.id, stockMovements.staffUserId))
      .where(and(eq(stockMovements.productId, row.id), eq(stockMovements.wentNegative, true)))
      .orderBy(desc(stockMovements.createdAt), asc(stockMovements.quantityAfter))
      .limit(1);
    warnings.push({
      product: toAdminProduct(row),
      movement: movement ? toStockMovement(movement) : null,
    });
  }
  return warnings;
}
