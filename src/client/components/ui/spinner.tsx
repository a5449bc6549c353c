import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/cn';

/** The turning circle of anything in progress; decorative, so the text beside it says what. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('animate-spin', className)} />;
}
