import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type {
  AddSaleLineInput,
  SaleDiscountInput,
  TillProductHit,
  UpdateSaleLineInput,
} from '@shared/schemas/till-sales';
import type { Db } from '../../../db/client';
import { professionals, services } from '../../../db/schema/catalogue';
import { products, saleLines, sales } from '../../../db/schema/till';
import { ApiError } from '../../../http/errors';
import { checkChargedPrice, SERVICE_VAT_RATE_BP } from './open-sale.service';
import { lockOpenSale, recomputeSale } from './sale-lock';

export const saleLineNotFound = () => new ApiError(404, 'not_found', 'Item não encontrado.');
const professionalNotFound = () => new ApiError(404, 'not_found', 'Profissional não encontrado.');

async function assertProfessional(tx: Db, id: string | undefined): Promise<void> {
  if (!id) return;
  const [row] = await tx
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, id));
  if (!row) throw professionalNotFound();
}

async function nextSortOrder(tx: Db, saleId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${saleLines.sortOrder}), -1) + 1`.mapWith(Number) })
    .from(saleLines)
    .where(eq(saleLines.saleId, saleId));
  return row?.n ?? 0;
}

/**
 * Adds a line to an open sale: a product (by id, or by the barcode a scanner typed; the same
 * product again adds to its quantity), a tip for one professional (again: its amount replaced),
 * or a service.
 */
export async function addSaleLine(db: Db, saleId: string, input: AddSaleLineInput): Promise<void> {
  await db.transaction(async (tx) => {
    const sale = await lockOpenSale(tx, saleId);
    if (input.kind === 'product') {
      if (!input.productId && !input.barcode)
        throw new ApiError(
          422,
          'product_required',
          'Escolha um produto ou leia o código de barras.',
        );
      const [product] = await tx
        .select()
        .from(products)
        .where(
          and(
            input.productId
              ? eq(products.id, input.productId)
              : eq(products.barcode, input.barcode!),
            eq(products.isActive, true),
          ),
        );
      if (!product)
        throw new ApiError(
          404,
          'not_found',
          input.productId
            ? 'Produto não encontrado.'
            : `Nenhum produto com o código de barras ${input.barcode}.`,
        );
      await assertProfessional(tx, input.professionalId);
      const [same] = await tx
        .select({ id: saleLines.id, quantity: saleLines.quantity })
        .from(saleLines)
        .where(
          and(
            eq(saleLines.saleId, saleId),
            eq(saleLines.kind, 'product'),
            eq(saleLines.productId, product.id),
          ),
        );
      if (same)
        await tx
          .update(saleLines)
          .set({ quantity: Math.min(99, same.quantity + input.quantity) })
          .where(eq(saleLines.id, same.id));
      else
        await tx.insert(saleLines).values({
          saleId,
          kind: 'product',
          productId: product.id,
          professionalId: input.professionalId ?? null,
          description: product.brand ? `${product.brand} ${product.name}` : product.name,
          quantity: input.quantity,
          unitPricePence: product.pricePence,
          listPricePence: product.pricePence,
          totalPence: product.pricePence * input.quantity,
          vatRateBp: product.vatRateBp,
          sortOrder: await nextSortOrder(tx, saleId),
        });
    } else if (input.kind === 'tip') {
      await assertProfessional(tx, input.professionalId);
      const [same] = await tx
        .select({ id: saleLines.id })
        .from(saleLines)
        .where(
          and(
            eq(saleLines.saleId, saleId),
            eq(saleLines.kind, 'tip'),
            eq(saleLines.professionalId, input.professionalId),
          ),
        );
      const [professional] = await tx
        .select({ name: professionals.name })
        .from(professionals)
        .where(eq(professionals.id, input.professionalId));
      if (same)
        await tx
          .update(saleLines)
          .set({ unitPricePence: input.amountPence, totalPence: input.amountPence })
          .where(eq(saleLines.id, same.id));
      else
        await tx.insert(saleLines).values({
          saleId,
          kind: 'tip',
          professionalId: input.professionalId,
          description: `Gorjeta · ${professional!.name}`,
          unitPricePence: input.amountPence,
          totalPence: input.amountPence,
          vatRateBp: 0,
          sortOrder: await nextSortOrder(tx, saleId),
        });
    } else {
      const [service] = await tx
        .select({
          id: services.id,
          name: services.name,
          pricePence: services.pricePence,
          isFrom: services.priceIsFrom,
        })
        .from(services)
        .where(eq(services.id, input.serviceId));
      if (!service) throw new ApiError(404, 'not_found', 'Serviço não encontrado.');
      await assertProfessional(tx, input.professionalId);
      checkChargedPrice(service.name, service.pricePence, service.isFrom, input, 'unitPricePence');
      const price = input.unitPricePence ?? service.pricePence;
      await tx.insert(saleLines).values({
        saleId,
        kind: 'service',
        serviceId: service.id,
        professionalId: input.professionalId ?? null,
        description: service.name,
        unitPricePence: price,
        listPricePence: service.pricePence,
        priceReason: input.priceReason ?? null,
        totalPence: price,
        vatRateBp: SERVICE_VAT_RATE_BP,
        sortOrder: await nextSortOrder(tx, saleId),
      });
    }
    await recomputeSale(tx, sale);
  });
}

/** A line's price (a lower one with its reason) or quantity, while the sale is open. */
export async function updateSaleLine(
  db: Db,
  saleId: string,
  lineId: string,
  input: UpdateSaleLineInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const sale = await lockOpenSale(tx, saleId);
    const [line] = await tx
      .select()
      .from(saleLines)
      .where(and(eq(saleLines.id, lineId), eq(saleLines.saleId, saleId)));
    if (!line) throw saleLineNotFound();
    if (input.unitPricePence !== undefined && line.kind !== 'tip' && line.listPricePence !== null)
      checkChargedPrice(
        line.description,
        line.listPricePence,
        false,
        { unitPricePence: input.unitPricePence, priceReason: input.priceReason ?? null },
        'unitPricePence',
      );
    if (input.quantity !== undefined && line.kind !== 'product')
      throw new ApiError(422, 'quantity_fixed', 'Só a quantidade de um produto pode mudar.');
    await tx
      .update(saleLines)
      .set({
        ...(input.unitPricePence !== undefined && {
          unitPricePence: input.unitPricePence,
          priceReason:
            line.listPricePence !== null && input.unitPricePence < line.listPricePence
              ? (input.priceReason ?? null)
              : null,
        }),
        ...(input.quantity !== undefined && { quantity: input.quantity }),
      })
      .where(eq(saleLines.id, line.id));
    await recomputeSale(tx, sale);
  });
}

export async function removeSaleLine(db: Db, saleId: string, lineId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const sale = await lockOpenSale(tx, saleId);
    const removed = await tx
      .delete(saleLines)
      .where(and(eq(saleLines.id, lineId), eq(saleLines.saleId, saleId)))
      .returning({ id: saleLines.id });
    if (removed.length === 0) throw saleLineNotFound();
    await recomputeSale(tx, sale);
  });
}

export async function setSaleDiscount(
  db: Db,
  saleId: string,
  input: SaleDiscountInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOpenSale(tx, saleId);
    const discount = {
      discountKind: input.kind,
      discountValue: input.kind === null ? null : input.value,
    };
    await recomputeSale(tx, { ...locked, ...discount });
    await tx.update(sales).set(discount).where(eq(sales.id, saleId));
  });
}

/** Active products by name, brand or barcode, for the checkout's search. */
export async function searchProducts(db: Db, q: string): Promise<TillProductHit[]> {
  const like = `%${q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
  return db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      barcode: products.barcode,
      pricePence: products.pricePence,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        q
          ? or(ilike(products.name, like), ilike(products.brand, like), eq(products.barcode, q))
          : undefined,
      ),
    )
    .orderBy(asc(products.name))
    .limit(20);
}
