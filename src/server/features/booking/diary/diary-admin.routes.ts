import { Hono } from 'hono';
import {
  bankHolidayToggleSchema,
  closureInputSchema,
  diaryListQuerySchema,
  timeOffInputSchema,
  weekQuerySchema,
} from '@shared/schemas/admin-diary';
import { salonToday } from '@shared/salon-dates';
import type { AppContext } from '../../../http/app-context';
import type { AdminEnv } from '../../../http/app-env';
import { pathIds } from '../../../http/path-ids';
import { validate } from '../../../http/validate';
import { listBankHolidays, setBankHolidayOpen } from './bank-holidays-admin.service';
import {
  closureNotFound,
  deleteClosure,
  listClosures,
  saveClosure,
} from './closures-admin.service';
import { diaryWeek } from './team-week.service';
import { scopeOf } from '../core/staff-scope';
import { deleteTimeOff, listTimeOff, saveTimeOff, timeOffNotFound } from './time-off-admin.service';

/** /api/admin/diary: closures, time off, bank holidays and the team's week (behind requireAdmin). */
export function diaryAdminRoutes({ db, clock }: AppContext) {
  const closureId = pathIds({ id: closureNotFound });
  const timeOffId = pathIds({ id: timeOffNotFound });
  return new Hono<AdminEnv>()
    .get('/week', validate('query', weekQuerySchema), async (c) =>
      c.json(await diaryWeek(db, c.req.valid('query').start, scopeOf(c.var.admin))),
    )
    .get('/closures', validate('query', diaryListQuerySchema), async (c) =>
      c.json(await listClosures(db, c.req.valid('query'), salonToday(clock.now()))),
    )
    .post('/closures', validate('json', closureInputSchema), async (c) =>
      c.json(await saveClosure(db, c.var.admin, null, c.req.valid('json')), 201),
    )
    .put('/closures/:id', validate('json', closureInputSchema), closureId, async (c) =>
      c.json(await saveClosure(db, c.var.admin, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/closures/:id', closureId, async (c) => {
      await deleteClosure(db, c.var.admin, c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .get('/time-off', validate('query', diaryListQuerySchema), async (c) =>
      c.json(await listTimeOff(db, c.req.valid('query'), clock.now())),
    )
    .post('/time-off', validate('json', timeOffInputSchema), async (c) =>
      c.json(await saveTimeOff(db, c.var.admin, null, c.req.valid('json')), 201),
    )
    .put('/time-off/:id', validate('json', timeOffInputSchema), timeOffId, async (c) =>
      c.json(await saveTimeOff(db, c.var.admin, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/time-off/:id', timeOffId, async (c) => {
      await deleteTimeOff(db, c.var.admin, c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .get('/bank-holidays', async (c) => c.json(await listBankHolidays(db, salonToday(clock.now()))))
    .put('/bank-holidays/:date', validate('json', bankHolidayToggleSchema), async (c) =>
      c.json(
        await setBankHolidayOpen(db, c.var.admin, c.req.param('date'), c.req.valid('json').open),
      ),
    );
}
