import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { resolvePeriod } from '@shared/insights-period';
import { insightsQuerySchema } from '@shared/schemas/insights';
import { isCalendarDate } from '@shared/salon-dates';
import { commissionTable } from '@shared/commission-table';
import {
  commissionRatesSchema,
  takingsMessages,
  tillCloseSchema,
  tillCorrectionSchema,
} from '@shared/till-takings';
import type { AdminEnv } from '../../../http/app-env';
import type { AppContext } from '../../../http/app-context';
import { csvRow } from '../../../http/csv';
import { ApiError } from '../../../http/errors';
import { validate } from '../../../http/validate';
import { closeDay, correctDay, tillDay } from './day-close.service';
import { commissionReport, listCommissionRates, saveCommissionRates } from './commission.service';

/** The salon date in the path: anything but a real YYYY-MM-DD is a 400 with its message. */
const dateParam = validator('param', (params: Record<string, string>) => {
  const date = params.date ?? '';
  if (!isCalendarDate(date)) throw new ApiError(400, 'validation_failed', takingsMessages.badDate);
  return { date };
});

/**
 * The day's takings (issue 34, decision 056), mounted at /api/admin:
 * - /till/closes/:date: the day's close ('Fechamento do caixa') and its corrections;
 * - /insights/commission-rates and /insights/commissions(.csv): the commission rates and report.
 */
export function takingsRoutes({ db, clock }: AppContext) {
  return (
    new Hono<AdminEnv>()
      .get('/till/closes/:date', dateParam, async (c) =>
        c.json(await tillDay(db, c.req.valid('param').date)),
      )
      .post('/till/closes/:date', dateParam, validate('json', tillCloseSchema), async (c) =>
        c.json(
          await closeDay(
            db,
            c.var.admin,
            c.req.valid('param').date,
            c.req.valid('json'),
            clock.now(),
          ),
          201,
        ),
      )
      .post(
        '/till/closes/:date/corrections',
        dateParam,
        validate('json', tillCorrectionSchema),
        async (c) =>
          c.json(
            await correctDay(db, c.var.admin, c.req.valid('param').date, c.req.valid('json')),
            201,
          ),
      )
      .get('/insights/commission-rates', async (c) => c.json(await listCommissionRates(db)))
      .put('/insights/commission-rates', validate('json', commissionRatesSchema), async (c) =>
        c.json(await saveCommissionRates(db, c.var.admin, c.req.valid('json'))),
      )
      .get('/insights/commissions', validate('query', insightsQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const period = resolvePeriod(query.period, clock.now(), query);
        return c.json(await commissionReport(db, period));
      })
      // The same conventions as the other exports (decision 014): a byte-order mark, CRLF, and the
      // names someone typed guarded against formula injection (csvRow).
      .get('/insights/commissions.csv', validate('query', insightsQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const period = resolvePeriod(query.period, clock.now(), query);
        const table = commissionTable(await commissionReport(db, period), c.var.admin.locale);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header(
          'Content-Disposition',
          `attachment; filename="comissoes-${period.from}-${period.to}.csv"`,
        );
        c.header('X-Content-Type-Options', 'nosniff');
        return c.body(`\uFEFF${csvRow(table.header)}${table.rows.map(csvRow).join('')}`);
      })
  );
}
