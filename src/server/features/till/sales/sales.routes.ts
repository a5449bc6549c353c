import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import { formatAddress } from '@shared/salon-facts';
import { salonDate } from '@shared/salon-dates';
import {
  addSaleLineSchema,
  openSaleSchema,
  productSearchQuerySchema,
  saleDiscountSchema,
  salePaymentSchema,
  saleRefundSchema,
  salesDayQuerySchema,
  updateSaleLineSchema,
} from '@shared/schemas/till-sales';
import { getSalonSettings } from '../../../domain/salon-settings';
import type { AppContext } from '../../../http/app-context';
import type { AdminEnv } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { parseIdempotencyKey } from '../../../http/idempotency';
import { pathIds } from '../../../http/path-ids';
import { validate } from '../../../http/validate';
import { refundSale } from '../payments/refund-sale.service';
import { createTerminalRefunds } from '../terminal/terminal-refunds';
import type { AnyTerminalProvider } from '../terminal/terminal-provider';
import { takePayment } from '../payments/take-payment.service';
import { openSale } from './open-sale.service';
import {
  addSaleLine,
  removeSaleLine,
  saleLineNotFound,
  searchProducts,
  setSaleDiscount,
  updateSaleLine,
} from './sale-edits.service';
import { listDaySales, readSale, saleNotFound } from './sale-view';

/**
 * The till's key for an attempt: the body's `clientKey`, else the Idempotency-Key header, else a
 * fresh one (a caller that sends neither gets no protection from a double tap).
 */
function clientKeyOf(c: Context<AdminEnv>, fromBody: string | undefined): string {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
  // Bare, or the draft's quoted string as the back office's sendOnce sends it.
  const key = header === undefined ? undefined : parseIdempotencyKey(header);
  if (key === null) throw new ApiError(400, 'invalid_key', 'A chave do pedido é inválida.');
  return fromBody ?? key ?? randomUUID();
}

/** /api/admin/till/sales (issue 34): the checkout ('Cobrar') and 'Caixa'. Mounted in app.ts. */
export function tillSalesRoutes(
  app: AppContext,
  deps: { terminal: AnyTerminalProvider | undefined },
) {
  const { db, clock, publicUrl, onMailQueued } = app;
  const cards = createTerminalRefunds(deps.terminal);
  const ids = pathIds({ id: saleNotFound });
  const lineIds = pathIds({ id: saleNotFound, lineId: saleLineNotFound });
  const context = () => ({ now: clock.now(), publicUrl });
  return new Hono<AdminEnv>()
    .get('/', validate('query', salesDayQuerySchema), async (c) => {
      const date = c.req.valid('query').date ?? salonDate(clock.now());
      return c.json({ date, sales: await listDaySales(db, date) });
    })
    .get('/products', validate('query', productSearchQuerySchema), async (c) =>
      c.json({ products: await searchProducts(db, c.req.valid('query').q) }),
    )
    .post('/', validate('json', openSaleSchema), async (c) => {
      const opened = await openSale(db, c.var.admin, c.req.valid('json'), context());
      return c.json({ sale: await readSale(db, opened.saleId) }, opened.created ? 201 : 200);
    })
    .get('/:id', ids, async (c) => c.json({ sale: await readSale(db, c.req.valid('param').id) }))
    .get('/:id/receipt', ids, async (c) => {
      const salon = await getSalonSettings(db);
      return c.json({
        sale: await readSale(db, c.req.valid('param').id),
        salon: {
          name: salon.name,
          address: formatAddress(salon.address),
          vatNumber: salon.vatNumber ?? null,
        },
      });
    })
    .post('/:id/lines', ids, validate('json', addSaleLineSchema), async (c) => {
      const { id } = c.req.valid('param');
      await addSaleLine(db, id, c.req.valid('json'));
      return c.json({ sale: await readSale(db, id) }, 201);
    })
    .patch('/:id/lines/:lineId', lineIds, validate('json', updateSaleLineSchema), async (c) => {
      const { id, lineId } = c.req.valid('param');
      await updateSaleLine(db, id, lineId, c.req.valid('json'));
      return c.json({ sale: await readSale(db, id) });
    })
    .delete('/:id/lines/:lineId', lineIds, async (c) => {
      const { id, lineId } = c.req.valid('param');
      await removeSaleLine(db, id, lineId);
      return c.json({ sale: await readSale(db, id) });
    })
    .put('/:id/discount', ids, validate('json', saleDiscountSchema), async (c) => {
      const { id } = c.req.valid('param');
      await setSaleDiscount(db, id, c.req.valid('json'));
      return c.json({ sale: await readSale(db, id) });
    })
    .post('/:id/payments', ids, validate('json', salePaymentSchema), async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const taken = await takePayment(
        db,
        c.var.admin,
        id,
        { ...input, clientKey: clientKeyOf(c, input.clientKey) },
        context(),
      );
      onMailQueued();
      if (taken.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(
        {
          sale: await readSale(db, id),
          paymentId: taken.paymentId,
          changePence: taken.changePence,
        },
        201,
      );
    })
    .post('/:id/refunds', ids, validate('json', saleRefundSchema), async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const refund = await refundSale(
        db,
        c.var.admin,
        id,
        { ...input, clientKey: clientKeyOf(c, input.clientKey) },
        { now: clock.now(), cards },
      );
      if (refund.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ sale: await readSale(db, id), refundId: refund.refundId }, 201);
    });
}
