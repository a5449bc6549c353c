import { CalendarDays, Clock } from 'lucide-react';
import { formatArticleDate } from '@shared/article-date';
import { cn } from '@client/lib/cn';

/** "15 de janeiro de 2025 · 5 min": the date and reading time of an article. */
export function BlogMeta({
  date,
  readTime,
  className,
}: {
  date: string;
  readTime: string;
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-taupe', className)}>
      <span className="flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-3.5 text-gold-deep" />
        <time dateTime={date}>{formatArticleDate(date)}</time>
      </span>
      <span className="flex items-center gap-1.5">
        <Clock aria-hidden className="size-3.5 text-gold-deep" />
        <span>
          {readTime} <span className="sr-only">de leitura</span>
        </span>
      </span>
    </p>
  );
}
