import { Link } from 'react-router';
import { cn } from '@client/lib/cn';

export function Logo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const light = tone === 'light';
  return (
    <Link to="/" className={cn('group flex items-center gap-3', className)}>
      <svg viewBox="0 0 64 64" className="size-10 shrink-0" aria-hidden>
        <circle cx="32" cy="32" r="31" fill="none" stroke="#B8925A" strokeWidth="1.5" />
        <path
          d="M20 48V31a12 12 0 0 1 24 0v17"
          fill="none"
          stroke={light ? '#FAF6F0' : '#2B2220'}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path d="M25 39h14" stroke="#B8925A" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M32 9.5v7M28.5 13h7" stroke="#B8925A" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-display text-[1.65rem] font-semibold tracking-wide',
            light ? 'text-ivory' : 'text-ink',
          )}
        >
          Aurora
        </span>
        <span
          className={cn(
            'mt-1 text-[0.6rem] font-medium tracking-[0.32em] uppercase',
            light ? 'text-gold' : 'text-gold-deep',
          )}
        >
          Beauty Studio
        </span>
      </span>
    </Link>
  );
}
