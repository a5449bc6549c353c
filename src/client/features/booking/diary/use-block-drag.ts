import { useCallback, useEffect, useRef, useState } from 'react';
import { SLOT_MINUTES, toTime, type Axis } from './calendar-geometry';

/** Where the pointer is over the grid: a column (by key) at a row's start time. */
export interface GridPoint {
  columnKey: string;
  time: string;
}

/** How far a press may wander and still be a tap (opening the appointment), in pixels. */
const TAP_SLOP = 6;

/**
 * The grid point under a screen position: the column body under it (marked `data-column`) and the
 * quarter-hour row its height falls in. Measured from the column's box, not from whatever element
 * is on top (another appointment's block, a shade), so a drop lands on the row the pointer is at.
 */
export function gridPointAt(x: number, y: number, axis: Axis, rowPx: number): GridPoint | null {
  const body = document
    .elementsFromPoint(x, y)
    .find((element) => element instanceof HTMLElement && element.dataset.column);
  if (!(body instanceof HTMLElement)) return null;
  const top = body.getBoundingClientRect().top;
  const row = Math.floor((y - top) / rowPx);
  const minutes = axis.start + row * SLOT_MINUTES;
  if (row < 0 || minutes >= axis.end) return null;
  return { columnKey: body.dataset.column!, time: toTime(minutes) };
}

interface Press<T> {
  item: T;
  x: number;
  y: number;
  moved: boolean;
}

/**
 * Dragging a block by mouse (pointer events) or by finger (touch events, so a touch-screen drag
 * never turns into a page scroll: blocks that move set `touch-action: none`). `onOver` follows the
 * row under the pointer while dragging; `onDrop` gets the last one. A press that did not move is
 * left alone, so it still opens the block; one that moved swallows the click that follows
 * (`gridProps` on an element around the blocks).
 */
export function useBlockDrag<T>({
  locate,
  onOver,
  onDrop,
}: {
  locate: (x: number, y: number) => GridPoint | null;
  onOver: (item: T, point: GridPoint | null) => void;
  onDrop: (item: T, point: GridPoint | null) => void;
}) {
  const press = useRef<Press<T> | null>(null);
  const swallowClick = useRef(false);
  const [dragging, setDragging] = useState<T | null>(null);
  // The latest callbacks, for listeners added when a press began.
  const handlers = useRef({ locate, onOver, onDrop });
  useEffect(() => {
    handlers.current = { locate, onOver, onDrop };
  });
  const cleanup = useRef<() => void>(() => {});

  useEffect(() => () => cleanup.current(), []);

  const move = useCallback((x: number, y: number) => {
    const current = press.current;
    if (!current) return false;
    if (!current.moved && Math.hypot(x - current.x, y - current.y) < TAP_SLOP) return false;
    if (!current.moved) {
      current.moved = true;
      setDragging(current.item);
    }
    handlers.current.onOver(current.item, handlers.current.locate(x, y));
    return true;
  }, []);

  const end = useCallback((x: number, y: number, cancelled = false) => {
    const current = press.current;
    press.current = null;
    cleanup.current();
    if (!current?.moved) return;
    // The click a mouse sends right after its release is the drag's; a finger sends none.
    swallowClick.current = true;
    setTimeout(() => (swallowClick.current = false), 0);
    setDragging(null);
    handlers.current.onDrop(current.item, cancelled ? null : handlers.current.locate(x, y));
  }, []);

  const start = useCallback(
    (item: T, x: number, y: number, kind: 'pointer' | 'touch') => {
      cleanup.current();
      press.current = { item, x, y, moved: false };
      swallowClick.current = false;
      if (kind === 'pointer') {
        const onMove = (event: PointerEvent) => {
          if (event.pointerType !== 'touch') move(event.clientX, event.clientY);
        };
        const onUp = (event: PointerEvent) => end(event.clientX, event.clientY);
        const onCancel = (event: PointerEvent) => end(event.clientX, event.clientY, true);
        window.addEventListener('pointermove', onMove);
        window.addEventListener('pointerup', onUp);
        window.addEventListener('pointercancel', onCancel);
        cleanup.current = () => {
          window.removeEventListener('pointermove', onMove);
          window.removeEventListener('pointerup', onUp);
          window.removeEventListener('pointercancel', onCancel);
        };
      } else {
        let last = { x, y };
        const onMove = (event: TouchEvent) => {
          const touch = event.touches[0];
          if (!touch) return;
          last = { x: touch.clientX, y: touch.clientY };
          if (move(last.x, last.y)) event.preventDefault();
        };
        const onEnd = () => end(last.x, last.y);
        const onCancel = () => end(last.x, last.y, true);
        window.addEventListener('touchmove', onMove, { passive: false });
        window.addEventListener('touchend', onEnd);
        window.addEventListener('touchcancel', onCancel);
        cleanup.current = () => {
          window.removeEventListener('touchmove', onMove);
          window.removeEventListener('touchend', onEnd);
          window.removeEventListener('touchcancel', onCancel);
        };
      }
    },
    [move, end],
  );

  /** Props for a draggable block. */
  const blockProps = (item: T) => ({
    onPointerDown: (event: React.PointerEvent) => {
      // Fingers are followed through touch events (below); a mouse's main button only.
      if (event.pointerType === 'touch' || event.button !== 0) return;
      start(item, event.clientX, event.clientY, 'pointer');
    },
    onTouchStart: (event: React.TouchEvent) => {
      const touch = event.touches[0];
      if (touch && event.touches.length === 1) start(item, touch.clientX, touch.clientY, 'touch');
    },
  });

  /** Props for the grid around the blocks: the click that ends a drag, wherever it lands, is not a tap. */
  const gridProps = {
    onClickCapture: (event: React.MouseEvent) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { dragging, blockProps, gridProps };
}
