import { Link2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusDisplay } from '@shared/booking';
import { useStatusLabel } from '@client/i18n/status-label';
import type { DaySpan, WeekTimeOff } from '@shared/schemas/admin-diary';
import { salonTime, salonToday, timeAfter } from '@shared/salon-dates';
import { toast } from '@client/lib/toast';
import { cn } from '@client/lib/cn';
import {
  type Axis,
  dropProblem,
  type DropProblem,
  rowsOf,
  SLOT_MINUTES,
  shadesOf,
  toMinutes,
} from './calendar-geometry';
import { gridPointAt, type GridPoint, useBlockDrag } from './use-block-drag';

/** A quarter of an hour's height. */
const ROW_PX = 22;

export interface GridBlock {
  id: string;
  serviceId: string;
  time: string;
  minutes: number;
  bufferMinutes: number;
  status: string;
  client: string;
  service: string;
  movable: boolean;
  /** A part of a visit (issue 32): its place in it, shown on the block to link the parts. */
  visit?: { part: number; parts: number };
}

/** One column of the grid: a professional on a date (the day view) or a date (a professional's week). */
export interface GridColumn {
  key: string;
  /** The column's accessible name, and each row's: '10:30 · Mariana Costa'. */
  label: string;
  heading: string;
  subheading?: string;
  date: string;
  professionalId: string;
  professionalName: string;
  closedReason: string | null;
  working: readonly DaySpan[];
  timeOff: readonly WeekTimeOff[];
  serviceIds?: readonly string[];
  blocks: GridBlock[];
}

/** Where a block was dropped, once the grid saw no rule against it. */
export interface GridMove {
  blockId: string;
  from: GridColumn;
  to: GridColumn;
  time: string;
}

const TONE_BLOCK = {
  yellow: 'border-l-amber-500 bg-amber-50 text-amber-950',
  green: 'border-l-emerald-600 bg-emerald-50 text-emerald-950',
  blue: 'border-l-sky-600 bg-sky-50 text-sky-950',
  red: 'border-l-red-600 bg-red-50 text-red-950',
  violet: 'border-l-violet-600 bg-violet-50 text-violet-950',
} as const;

/** The salon's clock now, moved on every half minute. */
function useSalonNow() {
  const read = () => {
    const instant = new Date();
    return { date: salonToday(instant), time: salonTime(instant) };
  };
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = setInterval(() => setNow(read()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const px = (minutes: number) => (minutes / SLOT_MINUTES) * ROW_PX;

/**
 * The calendar grid: columns side by side on one time axis (quarter-hour rows, labelled on the
 * hour), each appointment a block as tall as it lasts with its buffer hatched after it, the hours
 * outside a pattern, breaks, time off and closures shaded and named, a line at the current time.
 * A tap on an empty row asks for a booking there; a block dragged (mouse or finger) shows where the
 * rules refuse it while it moves, and a drop there is refused before anything is asked.
 * `hiddenOnPhone` keeps only one column on a narrow screen (the caller's switcher picks it).
 * `busy` while the columns on screen are another date's, kept until the new date's arrive: a tap
 * or a drop then would act on the wrong day, so the grid takes none and says it is loading.
 */
export function CalendarGrid({
  columns,
  axis,
  onSlot: tap,
  onOpen,
  onMove: move,
  hiddenOnPhone = () => false,
  busy = false,
  blockExtra,
  className,
}: {
  columns: GridColumn[];
  axis: Axis;
  onSlot?: (column: GridColumn, time: string) => void;
  onOpen: (column: GridColumn, blockId: string) => void;
  onMove?: (move: GridMove) => void;
  hiddenOnPhone?: (column: GridColumn) => boolean;
  busy?: boolean;
  /** More to show on a block (the day view: its forms' status, issue 33). */
  blockExtra?: (blockId: string) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const shadeWords = {
    notWorking: t('grid.shade.notWorking'),
    outside: t('grid.shade.outside'),
    break: t('grid.shade.break'),
    timeOff: {
      holiday: t('timeOff.holiday'),
      training: t('timeOff.training'),
      sickness: t('timeOff.sickness'),
      other: t('timeOff.other'),
    },
  };
  const problemText = (problem: DropProblem | null) => problem && t(`grid.problem.${problem}`);
  const onSlot = busy ? undefined : tap;
  const onMove = busy ? undefined : move;
  const now = useSalonNow();
  const rows = rowsOf(axis);
  const [over, setOver] = useState<(GridPoint & { problem: string | null }) | null>(null);
  type Dragged = { block: GridBlock; column: GridColumn };
  const problemAt = (dragged: Dragged, point: GridPoint) => {
    const column = columns.find((c) => c.key === point.columnKey);
    return column
      ? problemText(dropProblem(dragged.block, column, point.time))
      : t('grid.outsideDiary');
  };
  const drag = useBlockDrag<Dragged>({
    locate: (x, y) => gridPointAt(x, y, axis, ROW_PX),
    onOver: (dragged, point) => setOver(point && { ...point, problem: problemAt(dragged, point) }),
    onDrop: (dragged, point) => {
      setOver(null);
      if (!point || !onMove) return;
      const to = columns.find((c) => c.key === point.columnKey);
      if (!to || (to.key === dragged.column.key && point.time === dragged.block.time)) return;
      const problem = problemAt(dragged, point);
      if (problem) {
        toast.error(t('grid.unavailable'), {
          description: `${point.time} · ${to.label}: ${problem}`,
        });
        return;
      }
      onMove({ blockId: dragged.block.id, from: dragged.column, to, time: point.time });
    },
  });
  const dragged = drag.dragging;

  return (
    // Focusable, so the keyboard scrolls the grid as a pointer does.
    <div
      role="group"
      aria-label={t('grid.label')}
      aria-busy={busy || undefined}
      tabIndex={0}
      className={cn(
        'relative max-h-[calc(100dvh-13rem)] min-h-80 overflow-auto overscroll-contain rounded-2xl border border-ink/10 bg-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep',
        busy && 'opacity-60 transition-opacity',
        className,
      )}
      {...drag.gridProps}
    >
      <div className="flex min-w-full">
        <div aria-hidden className="sticky left-0 z-30 w-12 shrink-0 bg-ivory sm:w-14">
          <div className="sticky top-0 z-10 h-14 border-b border-ink/10 bg-ivory" />
          {rows.map((time) => (
            <div key={time} className="relative" style={{ height: ROW_PX }}>
              {time.endsWith(':00') && (
                <span
                  className={cn(
                    'absolute right-2 text-[0.6875rem] text-taupe tabular-nums',
                    time === rows[0] ? 'top-0.5' : '-top-2',
                  )}
                >
                  {time}
                </span>
              )}
            </div>
          ))}
        </div>
        {columns.map((column) => {
          const shades = shadesOf(column, axis, shadeWords);
          const unavailable = (time: string) =>
            dragged ? problemText(dropProblem(dragged.block, column, time)) : null;
          const showNow =
            column.date === now.date &&
            toMinutes(now.time) >= axis.start &&
            toMinutes(now.time) < axis.end;
          return (
            <section
              key={column.key}
              aria-label={column.label}
              className={cn(
                'min-w-[8.25rem] flex-1 border-l border-ink/10',
                hiddenOnPhone(column) && 'max-md:hidden',
              )}
            >
              <header className="sticky top-0 z-20 flex h-14 flex-col justify-center border-b border-ink/10 bg-ivory/95 px-2 text-center backdrop-blur">
                <h3 className="truncate font-display text-lg leading-tight" title={column.heading}>
                  {column.heading}
                </h3>
                {column.subheading && (
                  <p className="truncate text-[0.6875rem] tracking-[0.12em] text-taupe uppercase">
                    {column.subheading}
                  </p>
                )}
              </header>
              <div data-column={column.key} className="relative">
                {shades.map((shade) => (
                  <div
                    key={`${shade.kind}-${shade.start}`}
                    className={cn(
                      'pointer-events-none absolute inset-x-0 overflow-hidden px-1.5 pt-0.5 text-[0.625rem] tracking-[0.08em] uppercase',
                      shade.kind === 'time-off'
                        ? 'calendar-away text-clay'
                        : 'calendar-shade text-taupe',
                    )}
                    style={{
                      top: px(shade.start - axis.start),
                      height: px(shade.end - shade.start),
                    }}
                  >
                    <span className="line-clamp-2">{shade.label}</span>
                  </div>
                ))}
                <ol>
                  {rows.map((time) => {
                    const starting = column.blocks.filter(
                      (b) =>
                        toMinutes(b.time) >= toMinutes(time) &&
                        toMinutes(b.time) < toMinutes(time) + SLOT_MINUTES,
                    );
                    const refused = unavailable(time);
                    const isOver = over?.columnKey === column.key && over.time === time;
                    return (
                      <li
                        key={time}
                        aria-label={`${time} · ${column.label}`}
                        aria-disabled={refused ? true : undefined}
                        title={refused ?? undefined}
                        data-slot={time}
                        onClick={() => onSlot?.(column, time)}
                        className={cn(
                          'relative border-t',
                          time.endsWith(':00')
                            ? 'border-ink/10'
                            : 'border-dashed border-ink/[0.06]',
                          onSlot && 'cursor-pointer hover:bg-gold/10',
                          refused && 'calendar-refused',
                          isOver &&
                            !over.problem &&
                            'bg-gold/20 ring-2 ring-gold-deep/60 ring-inset',
                          isOver && over.problem && 'ring-2 ring-red-600/60 ring-inset',
                        )}
                        style={{ height: ROW_PX }}
                      >
                        {starting.map((block) => (
                          <Block
                            key={block.id}
                            block={block}
                            offset={px(toMinutes(block.time) - toMinutes(time))}
                            dragging={dragged?.block.id === block.id}
                            onOpen={() => onOpen(column, block.id)}
                            extra={blockExtra?.(block.id)}
                            dragProps={
                              onMove && block.movable
                                ? drag.blockProps({ block, column })
                                : undefined
                            }
                          />
                        ))}
                      </li>
                    );
                  })}
                </ol>
                {showNow && (
                  <div
                    aria-hidden
                    data-now-line
                    className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-red-600"
                    style={{ top: px(toMinutes(now.time) - axis.start) }}
                  >
                    <span className="absolute -top-[5px] -left-[5px] size-2 rounded-full bg-red-600" />
                  </div>
                )}
                {over?.columnKey === column.key && dragged && (
                  <div
                    role="status"
                    className={cn(
                      'pointer-events-none absolute inset-x-1 z-20 rounded-lg border-2 border-dashed px-2 py-1 text-xs font-medium',
                      over.problem
                        ? 'border-red-600 bg-red-50/90 text-red-900'
                        : 'border-gold-deep bg-gold/15 text-ink',
                    )}
                    style={{
                      top: px(toMinutes(over.time) - axis.start),
                      height: px(dragged.block.minutes),
                    }}
                  >
                    {over.time}
                    {over.problem ? ` · ${over.problem}` : ''}
                  </div>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function Block({
  block,
  offset,
  dragging,
  onOpen,
  dragProps,
  extra,
}: {
  block: GridBlock;
  offset: number;
  dragging: boolean;
  onOpen: () => void;
  extra?: ReactNode;
  dragProps?: ReturnType<ReturnType<typeof useBlockDrag>['blockProps']>;
}) {
  const display = statusDisplay(block.status);
  const statusLabel = useStatusLabel()(block.status);
  const height = px(block.minutes);
  const short = block.minutes <= 30;
  const tall = block.minutes >= 60;
  return (
    <>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          onOpen();
        }}
        {...dragProps}
        className={cn(
          'absolute inset-x-1 z-10 flex flex-col overflow-hidden rounded-lg border border-l-4 border-ink/10 px-2 py-1 text-left text-xs leading-snug shadow-sm transition-shadow select-none hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-deep',
          TONE_BLOCK[display.tone],
          dragProps && 'cursor-grab touch-none active:cursor-grabbing',
          dragging && 'pointer-events-none opacity-40',
        )}
        style={{ top: offset + 1, height: height - 2 }}
      >
        <span className="flex min-w-0 items-baseline gap-1.5">
          <span className="shrink-0 font-medium whitespace-nowrap tabular-nums">
            {block.time}–{timeAfter(block.time, block.minutes)}
          </span>
          {!tall && <StatusWord label={statusLabel} />}
        </span>
        {short ? (
          <span className="truncate">
            <span className="font-medium">{block.client}</span> · {block.service}
          </span>
        ) : (
          <>
            <span className="truncate font-medium">{block.client}</span>
            <span className="truncate opacity-80">{block.service}</span>
          </>
        )}
        {block.visit && <VisitMarker {...block.visit} />}
        {extra}
        {tall && (
          <span className="mt-auto">
            <StatusWord label={statusLabel} />
          </span>
        )}
      </button>
      {block.bufferMinutes > 0 && (
        <div
          aria-hidden
          className="calendar-hatch pointer-events-none absolute inset-x-1 rounded-b-lg"
          style={{ top: offset + height, height: px(block.bufferMinutes) }}
        />
      )}
    </>
  );
}

/** 'Parte 1 de 2': the blocks of one visit carry the same link mark and their place in it. */
function VisitMarker({ part, parts }: { part: number; parts: number }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="visit-marker"
      className="flex min-w-0 items-center gap-1 text-[0.625rem] font-semibold text-gold-deep"
    >
      <Link2 aria-hidden className="size-3 shrink-0" />
      <span className="truncate">{t('appointment.visitPart', { part, parts })}</span>
    </span>
  );
}

/** The status in a word, beside the colour: it shrinks with its block rather than spill out. */
function StatusWord({ label }: { label: string }) {
  return (
    <span className="block min-w-0 truncate text-[0.625rem] font-semibold tracking-[0.06em] uppercase opacity-90">
      {label}
    </span>
  );
}
