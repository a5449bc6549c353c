import type { DaySpan, WeekTimeOff } from '@shared/schemas/admin-diary';
import { minutesToTime } from '@shared/schemas/admin-catalogue';
import type { TimeOffKind } from '@shared/diary';
import { clockMinutes } from '@shared/start-times';

/** The grid's rows: a quarter of an hour each, labelled on the hour. */
export const SLOT_MINUTES = 15;

/** Minutes since the salon day's midnight ('24:00' is 1440), and back. */
export const toMinutes = clockMinutes;
export const toTime = minutesToTime;

export interface Axis {
  start: number;
  end: number;
}

/** What the axis is drawn around: a column's working hours and its appointments' spans. */
export interface AxisInput {
  working: readonly DaySpan[];
  blocks: readonly { time: string; minutes: number; bufferMinutes: number }[];
}

const DEFAULT_AXIS: Axis = { start: 9 * 60, end: 19 * 60 };

/**
 * From the earliest opening (the salon's or anyone's pattern) to the latest closing, widened to
 * hold every appointment, on whole hours. A day nobody works still shows the salon's usual day.
 */
export function axisOf(opening: DaySpan | null, columns: readonly AxisInput[]): Axis {
  const starts: number[] = [];
  const ends: number[] = [];
  const add = (start: number, end: number) => {
    starts.push(start);
    ends.push(end);
  };
  if (opening) add(toMinutes(opening.start), toMinutes(opening.end));
  for (const column of columns) {
    for (const span of column.working) add(toMinutes(span.start), toMinutes(span.end));
    for (const block of column.blocks) {
      const start = toMinutes(block.time);
      add(start, start + block.minutes + block.bufferMinutes);
    }
  }
  if (starts.length === 0) return DEFAULT_AXIS;
  return {
    start: Math.floor(Math.min(...starts) / 60) * 60,
    end: Math.min(24 * 60, Math.ceil(Math.max(...ends) / 60) * 60),
  };
}

/** The quarter-hour rows of an axis, as start times. */
export const rowsOf = (axis: Axis) =>
  Array.from({ length: (axis.end - axis.start) / SLOT_MINUTES }, (_, i) =>
    toTime(axis.start + i * SLOT_MINUTES),
  );

export interface Shade {
  start: number;
  end: number;
  label: string;
  kind: 'closed' | 'outside' | 'break' | 'time-off';
}

/** The words a shade is named with, in the back office's language. */
export interface ShadeWords {
  notWorking: string;
  outside: string;
  break: string;
  timeOff: Record<TimeOffKind, string>;
}

/**
 * What a column shades: the whole day when the salon is closed; otherwise the hours outside the
 * professional's pattern (before, after, and the breaks between its stretches) and their time off.
 */
export function shadesOf(
  column: {
    working: readonly DaySpan[];
    timeOff: readonly WeekTimeOff[];
    closedReason: string | null;
  },
  axis: Axis,
  words: ShadeWords,
): Shade[] {
  if (column.closedReason)
    return [{ start: axis.start, end: axis.end, label: column.closedReason, kind: 'closed' }];
  const shades: Shade[] = [];
  const working = column.working
    .map((span) => ({ start: toMinutes(span.start), end: toMinutes(span.end) }))
    .sort((a, b) => a.start - b.start);
  if (working.length === 0)
    shades.push({ start: axis.start, end: axis.end, label: words.notWorking, kind: 'outside' });
  let cursor = axis.start;
  working.forEach((span, index) => {
    if (span.start > cursor)
      shades.push({
        start: cursor,
        end: span.start,
        label: index === 0 ? words.outside : words.break,
        kind: index === 0 ? 'outside' : 'break',
      });
    cursor = Math.max(cursor, span.end);
  });
  if (working.length > 0 && cursor < axis.end)
    shades.push({ start: cursor, end: axis.end, label: words.outside, kind: 'outside' });
  for (const away of column.timeOff)
    shades.push({
      start: Math.max(axis.start, toMinutes(away.start)),
      end: Math.min(axis.end, toMinutes(away.end)),
      label: away.note ? `${words.timeOff[away.kind]} · ${away.note}` : words.timeOff[away.kind],
      kind: 'time-off',
    });
  return shades.filter((shade) => shade.end > shade.start);
}

/** An appointment being dragged, as the drop rules see it. */
export interface DraggedBlock {
  id: string;
  serviceId: string;
  minutes: number;
  bufferMinutes: number;
}

/** A column as the drop rules see it. */
export interface DropColumn {
  closedReason: string | null;
  working: readonly DaySpan[];
  timeOff: readonly WeekTimeOff[];
  /** Undefined when the column does not say (the server still decides). */
  serviceIds?: readonly string[];
  blocks: readonly {
    id: string;
    time: string;
    minutes: number;
    bufferMinutes: number;
    status: string;
  }[];
}

/** Why a drop is refused; the grid names each in the back office's language (grid.problem). */
export type DropProblem = 'closed' | 'notOffered' | 'outsideHours' | 'away' | 'taken';

/**
 * Why the diary would refuse `block` starting at `time` in `column`, or null when it looks free:
 * the rules of decision 025 as the grid can see them, so a refused place shows before the drop.
 * The server still decides (and the database still guarantees) when the move is confirmed.
 */
export function dropProblem(
  block: DraggedBlock,
  column: DropColumn,
  time: string,
): DropProblem | null {
  if (column.closedReason) return 'closed';
  if (column.serviceIds && !column.serviceIds.includes(block.serviceId)) return 'notOffered';
  const start = toMinutes(time);
  const end = start + block.minutes;
  const inside = column.working.some(
    (span) => toMinutes(span.start) <= start && end <= toMinutes(span.end),
  );
  if (!inside) return 'outsideHours';
  if (column.timeOff.some((away) => toMinutes(away.start) < end && start < toMinutes(away.end)))
    return 'away';
  const held = end + block.bufferMinutes;
  const clash = column.blocks.some((other) => {
    if (other.id === block.id || other.status === 'cancelled') return false;
    const otherStart = toMinutes(other.time);
    const otherHeld = otherStart + other.minutes + other.bufferMinutes;
    return otherStart < held && start < otherHeld;
  });
  return clash ? 'taken' : null;
}
