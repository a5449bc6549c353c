import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, saleLines, stockMovements } from '../../../db/schema/till';

/**
 * Takes a paid sale's products out of stock, one movement per line. A sale is never refused for
 * stock (the shelf held what the count did not): a line that takes a product below zero is
 * recorded with `went_negative`, which the stock screen shows as a warning. Returns those lines'
 * product ids.
 */
export async function recordSaleStock(
  tx: Db,
  saleId: string,
  staffUserId: string | null,
): Promise<string[]> {
  const lines = await tx
    .select({ productId: saleLines.productId, quantity: saleLines.quantity })
    .from(saleLines)
    .where(and(eq(saleLines.saleId, saleId), eq(saleLines.kind, 'product')));
  const wentNegative: string[] = [];
  for (const line of lines) {
    if (!line.productId) continue;
    const [after] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ stockQuantity: products.stockQuantity });
    if (!after) continue;
    const negative = after.stockQuantity < 0;
    if (negative) wentNegative.push(line.productId);
    await tx.insert(stockMovements).values({
      productId: line.productId,
      kind: 'sale',
      quantityChange: -line.quantity,
      quantityAfter: after.stockQuantity,
      saleId,
      wentNegative: negative,
      staffUserId,
    });
  }
  return wentNegative;
}
