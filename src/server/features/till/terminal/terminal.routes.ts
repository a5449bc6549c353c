import { Hono } from 'hono';
import {
  registerReaderSchema,
  renameReaderSchema,
  simulateCardSchema,
  startTerminalPaymentSchema,
} from '@shared/till-terminal';
import type { AppContext } from '../../../http/app-context';
import type { AdminEnv } from '../../../http/app-env';
import { pathIds } from '../../../http/path-ids';
import { validate } from '../../../http/validate';
import {
  listReaders,
  readerNotFound,
  registerReader,
  removeReader,
  renameReader,
  requireTerminal,
} from './readers.service';
import {
  cancelTerminalPayment,
  paymentNotFound,
  readTerminalPayment,
  saleNotFound,
  simulateCard,
  startTerminalPayment,
} from './terminal-payments.service';
import type { AnyTerminalProvider } from './terminal-provider';

const readerId = pathIds({ id: readerNotFound });
const saleId = pathIds({ id: saleNotFound });
const paymentIds = pathIds({ id: saleNotFound, paymentId: paymentNotFound });

/**
 * /api/admin/till (the terminal's part, issue 34): card readers, registered in Definições and
 * chosen at the till, and card payments on them for a sale.
 */
export function tillTerminalRoutes(
  app: AppContext,
  deps: { terminal: AnyTerminalProvider | undefined },
) {
  const { db } = app;
  const terminal = () => requireTerminal(deps.terminal);
  // Settling from the till: the member of the team at the request is the actor.
  const context = (actor: AdminEnv['Variables']['admin']) => ({
    actor,
    now: app.clock.now(),
    publicUrl: app.publicUrl,
  });
  return new Hono<AdminEnv>()
    .get('/readers', async (c) => c.json(await listReaders(db, terminal())))
    .post('/readers', validate('json', registerReaderSchema), async (c) =>
      c.json(await registerReader(db, terminal(), c.var.admin, c.req.valid('json')), 201),
    )
    .patch('/readers/:id', validate('json', renameReaderSchema), readerId, async (c) =>
      c.json(
        await renameReader(
          db,
          terminal(),
          c.var.admin,
          c.req.valid('param').id,
          c.req.valid('json').label,
        ),
      ),
    )
    .delete('/readers/:id', readerId, async (c) => {
      await removeReader(db, terminal(), c.var.admin, c.req.valid('param').id);
      return c.json({ ok: true as const });
    })
    .post(
      '/sales/:id/payments/terminal',
      validate('json', startTerminalPaymentSchema),
      saleId,
      async (c) => {
        const { payment, created } = await startTerminalPayment(
          db,
          terminal(),
          c.var.admin,
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json(payment, created ? 201 : 200);
      },
    )
    .get('/sales/:id/payments/:paymentId', paymentIds, async (c) => {
      const { id, paymentId } = c.req.valid('param');
      return c.json(
        await readTerminalPayment(
          db,
          deps.terminal,
          id,
          paymentId,
          context(c.var.admin),
          c.var.log,
        ),
      );
    })
    .post('/sales/:id/payments/:paymentId/cancel', paymentIds, async (c) => {
      const { id, paymentId } = c.req.valid('param');
      return c.json(
        await cancelTerminalPayment(db, terminal(), id, paymentId, context(c.var.admin)),
      );
    })
    .post(
      '/sales/:id/payments/:paymentId/simulate',
      validate('json', simulateCardSchema),
      paymentIds,
      async (c) => {
        const { id, paymentId } = c.req.valid('param');
        return c.json(
          await simulateCard(
            db,
            terminal(),
            id,
            paymentId,
            c.req.valid('json').outcome,
            context(c.var.admin),
          ),
        );
      },
    );
}
