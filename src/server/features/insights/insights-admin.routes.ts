import { Hono } from 'hono';
import { figureTable } from '@shared/insights-tables';
import { insightsExportQuerySchema, insightsQuerySchema } from '@shared/schemas/insights';
import type { AdminEnv } from '../../http/app-env';
import { csvRow } from '../../http/csv';
import { validate } from '../../http/validate';
import { insightsReport } from './insights.service';
import type { AppContext } from '../../http/app-context';

/** `GET /api/admin/insights?period=…[&from=…&to=…]`: every figure of the Insights tab. */
export function insightsAdminRoutes({ db, clock }: AppContext) {
  return new Hono<AdminEnv>().get('/', validate('query', insightsQuerySchema), async (c) =>
    c.json(await insightsReport(db, c.req.valid('query'), clock.now())),
  );
}

/**
 * `GET /api/admin/insights.csv?figure=…&period=…`: one figure's table as a spreadsheet, with the
 * subscriber export's conventions (decision 014): UTF-8 with a byte-order mark, CRLF, and names
 * someone typed (a service, a professional) guarded against formula injection.
 */
export function insightsExportRoutes({ db, clock }: AppContext) {
  return new Hono<AdminEnv>().get('/', validate('query', insightsExportQuerySchema), async (c) => {
    const { figure, ...query } = c.req.valid('query');
    const report = await insightsReport(db, query, clock.now());
    const table = figureTable(report, figure, c.var.admin.locale);
    const { from, to } = report.period;
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="insights-${figure}-${from}-${to}.csv"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(`\uFEFF${csvRow(table.header)}${table.rows.map(csvRow).join('')}`);
  });
}
