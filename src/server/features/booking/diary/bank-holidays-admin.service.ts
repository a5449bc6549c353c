import { eq, inArray } from 'drizzle-orm';
import type { AdminBankHoliday } from '@shared/schemas/admin-diary';
import { addDays, type CalendarDate } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { bankHolidayOpenings } from '../../../db/schema/diary';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import { bankHolidaysBetween } from '../../../domain/bank-holidays';

export const notABankHoliday = () =>
  new ApiError(
    404,
    'not_found',
    'Esta data não é feriado bancário na Inglaterra e no País de Gales.',
  );

/** How far ahead the back office lists bank holidays. */
const BANK_HOLIDAY_DAYS = 366;

/** The bank holidays of the next twelve months or so, each closed unless the owner opens. */
export async function listBankHolidays(
  db: Db,
  today: CalendarDate,
): Promise<{ items: AdminBankHoliday[] }> {
  const holidays = bankHolidaysBetween(today, addDays(today, BANK_HOLIDAY_DAYS));
  const open = await openBankHolidays(
    db,
    holidays.map((h) => h.date),
  );
  return { items: holidays.map((h) => ({ ...h, open: open.has(h.date) })) };
}

export async function openBankHolidays(db: Db, dates: string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ date: bankHolidayOpenings.date })
    .from(bankHolidayOpenings)
    .where(inArray(bankHolidayOpenings.date, dates));
  return new Set(rows.map((row) => row.date));
}

/** Opens the salon on a bank holiday, or closes it again (the default). */
export async function setBankHolidayOpen(
  db: Db,
  actor: AdminActor,
  date: string,
  open: boolean,
): Promise<AdminBankHoliday> {
  const [holiday] = /^\d{4}-\d{2}-\d{2}$/.test(date) ? bankHolidaysBetween(date, date) : [];
  if (!holiday) throw notABankHoliday();
  return db.transaction(async (tx) => {
    const changed = open
      ? await tx.insert(bankHolidayOpenings).values({ date }).onConflictDoNothing().returning()
      : await tx.delete(bankHolidayOpenings).where(eq(bankHolidayOpenings.date, date)).returning();
    if (changed.length > 0)
      await recordAdminAction(
        tx,
        actor,
        open ? 'bank_holiday.open' : 'bank_holiday.close',
        { type: 'bank_holiday', id: null },
        { date, name: holiday.name },
      );
    return { ...holiday, open };
  });
}

// ---- the team's week ------------------------------------------------------------------------
