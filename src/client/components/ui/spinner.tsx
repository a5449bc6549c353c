import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/cn';

/** The turning circle of anything in progress; decorative, so the text beside it says what. */
export function Spinner({ className, strokeWidth }: { className?: string; strokeWidth?: number }) {
  return (
    <LoaderCircle aria-hidden strokeWidth={strokeWidth} className={cn('animate-spin', className)} />
  );
}
