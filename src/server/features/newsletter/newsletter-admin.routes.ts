import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { formatAdminDateTime, salonToday } from '@shared/salon-dates';
import {
  subscribersExportQuerySchema,
  subscribersQuerySchema,
} from '@shared/schemas/admin-newsletter';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { csvRow } from '../../http/csv';
import {
  listSubscribers,
  recordSubscriberExport,
  subscriberBatches,
} from './newsletter-admin.service';
import type { AppContext } from '../../http/app-context';

const CSV_HEADER = ['Email', 'Situação', 'Inscrição', 'Confirmação', 'Cancelamento'];

/** The CSV's state column: only 'confirmada' addresses may be sent the newsletter. */
const stateOf = (row: { confirmedAt: Date | null; unsubscribedAt: Date | null }) =>
  row.unsubscribedAt ? 'cancelada' : row.confirmedAt ? 'confirmada' : 'aguardando confirmação';

/** `GET /api/admin/newsletter`: the paginated list. */
export function newsletterAdminRoutes({ db }: AppContext) {
  return new Hono<AdminEnv>().get('/', validate('query', subscribersQuerySchema), async (c) =>
    c.json(await listSubscribers(db, c.req.valid('query'))),
  );
}

/** `GET /api/admin/newsletter.csv`: the subscriber list as a spreadsheet, streamed. */
export function newsletterExportRoutes({ db }: AppContext) {
  return new Hono<AdminEnv>().get(
    '/',
    validate('query', subscribersExportQuerySchema),
    async (c) => {
      const { status } = c.req.valid('query');
      await recordSubscriberExport(db, c.var.admin, status);
      const day = salonToday();
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="newsletter-${status}-${day}.csv"`);
      c.header('X-Content-Type-Options', 'nosniff');
      return stream(
        c,
        async (out) => {
          // The byte-order mark makes Excel read the accents of the header as UTF-8.
          await out.write(`\uFEFF${csvRow(CSV_HEADER)}`);
          for await (const batch of subscriberBatches(db, status)) {
            await out.write(
              batch
                .map((row) =>
                  csvRow([
                    row.email,
                    stateOf(row),
                    formatAdminDateTime(row.subscribedAt),
                    formatAdminDateTime(row.confirmedAt),
                    formatAdminDateTime(row.unsubscribedAt),
                  ]),
                )
                .join(''),
            );
          }
        },
        async (err, out) => {
          // Headers are gone by now: the truncated file is all the client can get; log why.
          c.var.log.error({ err }, 'newsletter export failed');
          await out.close();
        },
      );
    },
  );
}
