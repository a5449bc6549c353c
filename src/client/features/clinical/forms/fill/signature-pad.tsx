import { Eraser } from 'lucide-react';
import { type PointerEvent, useRef } from 'react';
import { Button } from '@client/components/ui/button';

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A box the client signs in with a finger, stylus or mouse (pointer events cover all three). Each
 * finished stroke hands the drawing up as a PNG data URL; 'Clear' hands up null.
 */
export function SignaturePad({
  id,
  label,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  onChange: (png: string | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  // The canvas is drawn at 600×200 whatever its size on screen: scale the pointer to it.
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const sx = box.width ? WIDTH / box.width : 1;
    const sy = box.height ? HEIGHT / box.height : 1;
    return { x: (e.clientX - box.left) * sx, y: (e.clientY - box.top) * sy };
  };

  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#2b2420';
    ctx.beginPath();
    ctx.moveTo(x, y);
    // A tap leaves a dot, not nothing.
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.preventDefault();
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
  };

  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(e.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };

  return (
    <div>
      <canvas
        ref={canvas}
        id={id}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        // touch-none: a finger draws instead of scrolling the page.
        className="mt-2 block aspect-[3/1] w-full touch-none rounded-2xl border border-ink/15 bg-ivory aria-invalid:border-red-700"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <Button type="button" variant="outline" size="sm" className="mt-2" onClick={clear}>
        <Eraser aria-hidden />
        Clear
      </Button>
    </div>
  );
}
