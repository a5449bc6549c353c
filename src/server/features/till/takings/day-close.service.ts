import { and, asc, eq, sql } from 'drizzle-orm';
import {
  takingsMessages,
  type TillCloseEntry,
  type TillCloseInput,
  type TillCorrectionInput,
  type TillDay,
} from '@shared/till-takings';
import { salonToday } from '@shared/salon-dates';
import { TILL_METHODS, type TillMethod } from '@shared/till';
import type { Db } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { tillCloses } from '../../../db/schema/till';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import { dayTakings } from './day-takings';

/** Any fixed number: it only has to differ from the app's other advisory locks. */
const TILL_DAY_LOCK_CLASS = 7_340_534;

function dayLockKeys(date: string): [number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [TILL_DAY_LOCK_CLASS, Math.floor(Date.UTC(y, m - 1, d) / 86_400_000)];
}

export const dayClosed = () => new ApiError(409, 'day_closed', takingsMessages.dayClosed);

/**
 * Refuses (409) a change to a closed day: the checkout calls it, in its transaction, before it
 * changes a sale or takes a payment of that salon day. Its shared lock on the day makes a close
 * wait for the payments under way, and a payment arriving during a close wait for it and then be
 * refused: so a close never misses money taken while it was counting.
 */
export async function assertDayOpen(tx: Db, businessDate: string): Promise<void> {
  const [lockClass, dayNumber] = dayLockKeys(businessDate);
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${lockClass}, ${dayNumber})`);
  const [closed] = await tx
    .select({ id: tillCloses.id })
    .from(tillCloses)
    .where(and(eq(tillCloses.businessDate, businessDate), eq(tillCloses.kind, 'close')))
    .limit(1);
  if (closed) throw dayClosed();
}

async function lockDayForClose(tx: Db, date: string) {
  const [lockClass, dayNumber] = dayLockKeys(date);
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${dayNumber})`);
}

async function entriesOf(db: Db, date: string): Promise<TillCloseEntry[]> {
  const rows = await db
    .select({ row: tillCloses, createdByName: user.name })
    .from(tillCloses)
    .leftJoin(user, eq(user.id, tillCloses.createdByUserId))
    .where(eq(tillCloses.businessDate, date))
    .orderBy(asc(tillCloses.createdAt), asc(tillCloses.id));
  return rows.map(({ row, createdByName }) => ({
    id: row.id,
    kind: row.kind,
    expected: Object.fromEntries(TILL_METHODS.map((m) => [m, row.expected[m] ?? 0])) as Record<
      TillMethod,
      number
    >,
    countedCashPence: row.countedCashPence,
    differencePence: row.differencePence,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    createdByName,
  }));
}

/** The day's close screen: what the till should hold per method, and the close if there is one. */
export async function tillDay(db: Db, date: string): Promise<TillDay> {
  const [takings, entries] = await Promise.all([dayTakings(db, date), entriesOf(db, date)]);
  const close = entries.find((e) => e.kind === 'close') ?? null;
  return {
    date,
    ...takings,
    closed: close !== null,
    close,
    corrections: entries.filter((e) => e.kind === 'correction'),
  };
}

/** A close or a correction: the day's expected takings now, the cash counted, the difference. */
async function writeEntry(
  tx: Db,
  actor: AdminActor,
  date: string,
  kind: 'close' | 'correction',
  input: { countedCashPence: number; note: string },
) {
  const { expected } = await dayTakings(tx, date);
  const differencePence = input.countedCashPence - expected.cash;
  const [row] = await tx
    .insert(tillCloses)
    .values({
      businessDate: date,
      kind,
      expected,
      countedCashPence: input.countedCashPence,
      differencePence,
      note: input.note,
      createdByUserId: actor.id,
    })
    .returning({ id: tillCloses.id });
  return { id: row!.id, expected, differencePence };
}

/** Closes a salon day once: the counted cash against the expected, the difference recorded. */
export async function closeDay(
  db: Db,
  actor: AdminActor,
  date: string,
  input: Required<TillCloseInput>,
  now: Date,
): Promise<TillDay> {
  if (date > salonToday(now)) throw new ApiError(400, 'future_day', takingsMessages.futureDay);
  await db.transaction(async (tx) => {
    await lockDayForClose(tx, date);
    const [existing] = await tx
      .select({ id: tillCloses.id })
      .from(tillCloses)
      .where(and(eq(tillCloses.businessDate, date), eq(tillCloses.kind, 'close')));
    if (existing) throw new ApiError(409, 'already_closed', takingsMessages.alreadyClosed);
    const { id, expected, differencePence } = await writeEntry(tx, actor, date, 'close', input);
    await recordAdminAction(
      tx,
      actor,
      'till_close.close',
      { type: 'till_close', id },
      { date, expected, countedCashPence: input.countedCashPence, differencePence },
    );
  });
  return tillDay(db, date);
}

/**
 * A correction of a closed day: a new row (the close is never edited), with a reason, audited.
 * Its difference is against the day's expected cash, as the close's was.
 */
export async function correctDay(
  db: Db,
  actor: AdminActor,
  date: string,
  input: TillCorrectionInput,
): Promise<TillDay> {
  await db.transaction(async (tx) => {
    await lockDayForClose(tx, date);
    const [close] = await tx
      .select({ id: tillCloses.id })
      .from(tillCloses)
      .where(and(eq(tillCloses.businessDate, date), eq(tillCloses.kind, 'close')));
    if (!close) throw new ApiError(409, 'not_closed', takingsMessages.notClosed);
    const { id, differencePence } = await writeEntry(tx, actor, date, 'correction', input);
    await recordAdminAction(
      tx,
      actor,
      'till_close.correction',
      { type: 'till_close', id },
      {
        date,
        closeId: close.id,
        countedCashPence: input.countedCashPence,
        differencePence,
        note: input.note,
      },
    );
  });
  return tillDay(db, date);
}
