import { Hono } from 'hono';
import { paginationQuerySchema } from '@shared/schemas/admin-pagination';
import {
  productInputSchema,
  productPatchSchema,
  productsQuerySchema,
  stockCountSchema,
  stockDeliverySchema,
  stockMovementInputSchema,
} from '@shared/schemas/till-products';
import type { AppContext } from '../../../http/app-context';
import type { AdminEnv } from '../../../http/app-env';
import { pathIds } from '../../../http/path-ids';
import { validate } from '../../../http/validate';
import { productNotFound } from './product-rows';
import { createProduct, getProduct, listProducts, updateProduct } from './products.service';
import {
  listMovements,
  recordCount,
  recordDelivery,
  reorderList,
  stockWarnings,
} from './stock.service';

/**
 * /api/admin/till/products: the retail products ('Produtos' in Catálogo) and their stock
 * (issue 34, decision 056). The till's search and barcode scanner read the list; prices and
 * details are 'catalogue.edit', deliveries and counts 'stock' (staff-access.ts).
 */
export function tillProductsRoutes({ db }: AppContext) {
  const ids = pathIds({ id: productNotFound });
  return (
    new Hono<AdminEnv>()
      .get('/', validate('query', productsQuerySchema), async (c) =>
        c.json(await listProducts(db, c.req.valid('query'))),
      )
      .post('/', validate('json', productInputSchema), async (c) =>
        c.json(await createProduct(db, c.var.admin, c.req.valid('json')), 201),
      )
      // Before '/:id', which would take these names for an id.
      .get('/reorder', async (c) => c.json({ items: await reorderList(db) }))
      .get('/stock-warnings', async (c) => c.json({ items: await stockWarnings(db) }))
      .get('/:id', ids, async (c) => c.json(await getProduct(db, c.req.valid('param').id)))
      .put('/:id', validate('json', productInputSchema), ids, async (c) =>
        c.json(await updateProduct(db, c.var.admin, c.req.valid('param').id, c.req.valid('json'))),
      )
      .patch('/:id', validate('json', productPatchSchema), ids, async (c) =>
        c.json(await updateProduct(db, c.var.admin, c.req.valid('param').id, c.req.valid('json'))),
      )
      .get('/:id/movements', validate('query', paginationQuerySchema), ids, async (c) =>
        c.json(await listMovements(db, c.req.valid('param').id, c.req.valid('query'))),
      )
      .post('/:id/movements', validate('json', stockMovementInputSchema), ids, async (c) => {
        const { kind, ...input } = c.req.valid('json');
        const record = kind === 'delivery' ? recordDelivery : recordCount;
        return c.json(await record(db, c.var.admin, c.req.valid('param').id, input), 201);
      })
      .post('/:id/deliveries', validate('json', stockDeliverySchema), ids, async (c) =>
        c.json(
          await recordDelivery(db, c.var.admin, c.req.valid('param').id, c.req.valid('json')),
          201,
        ),
      )
      .post('/:id/counts', validate('json', stockCountSchema), ids, async (c) =>
        c.json(
          await recordCount(db, c.var.admin, c.req.valid('param').id, c.req.valid('json')),
          201,
        ),
      )
  );
}
