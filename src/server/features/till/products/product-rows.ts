import { getTableColumns, sql } from 'drizzle-orm';
import type { AdminProduct, StockMovement } from '@shared/schemas/till-products';
import { user } from '../../../db/schema/auth';
import { products, stockMovements } from '../../../db/schema/till';
import { ApiError } from '../../../http/errors';
import { productMessages } from '@shared/schemas/till-products';

/** An unknown product, and any id that could not name one. */
export const productNotFound = () => new ApiError(404, 'not_found', productMessages.notFound);

// Drizzle writes a one-table select's columns unqualified ("id"), which inside a subquery would
// name the subquery's own table: the outer row is named in full.
const outerProduct = sql.raw('"products"."id"');

/**
 * A warning stands while the stock is below zero, or a movement took it there since the last count:
 * the shelf held what the records did not, and only a count ('Contagem') says what is there now.
 */
export const stockWarningSql = sql<boolean>`(${products.stockQuantity} < 0 or exists (
  select 1 from ${stockMovements} negative
  where negative.product_id = ${outerProduct} and negative.went_negative
    and negative.created_at > coalesce((
      select max(counted.created_at) from ${stockMovements} counted
      where counted.product_id = ${outerProduct} and counted.kind = 'count'
    ), '-infinity'::timestamptz)
))`;

/** Active, with a threshold, at or below it: what 'Repor' lists. */
export const lowStockSql = sql<boolean>`(${products.isActive} and ${products.lowStockThreshold} is not null and ${products.stockQuantity} <= ${products.lowStockThreshold})`;

export const productColumns = {
  ...getTableColumns(products),
  lowStock: lowStockSql,
  stockWarning: stockWarningSql,
};

export type ProductRow = typeof products.$inferSelect & {
  lowStock: boolean;
  stockWarning: boolean;
};

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    barcode: row.barcode,
    pricePence: row.pricePence,
    vatRateBp: row.vatRateBp,
    costPence: row.costPence,
    stockQuantity: row.stockQuantity,
    lowStockThreshold: row.lowStockThreshold,
    isActive: row.isActive,
    lowStock: Boolean(row.lowStock),
    stockWarning: Boolean(row.stockWarning),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export const movementColumns = {
  ...getTableColumns(stockMovements),
  staffName: user.name,
};

export type MovementRow = typeof stockMovements.$inferSelect & { staffName: string | null };

export function toStockMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    productId: row.productId,
    kind: row.kind,
    quantityChange: row.quantityChange,
    quantityAfter: row.quantityAfter,
    wentNegative: row.wentNegative,
    saleId: row.saleId,
    note: row.note,
    staffName: row.staffName,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
