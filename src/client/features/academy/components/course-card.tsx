import { BarChart3, Clock, ShoppingBag, Star, Users } from 'lucide-react';
import { COURSE_FACTS, originalPricePence, type PublicCourse } from '@shared/academy';
import { formatGbp } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { CourseArticle } from './course-article';

interface CourseCardProps {
  course: PublicCourse;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}

const FACTS = [
  { icon: Clock, label: 'Duration', value: COURSE_FACTS.duration },
  { icon: Users, label: 'Students', value: COURSE_FACTS.students },
  { icon: Star, label: 'Rating', value: COURSE_FACTS.rating },
  { icon: BarChart3, label: 'Level', value: COURSE_FACTS.level },
] as const;

/** One mini course in the home page's grid: artwork, facts, price and the buy button. */
export function CourseCard({ course, busy, disabled, onBuy }: CourseCardProps) {
  const headingId = `course-${course.id}`;
  return (
    <CourseArticle
      headingId={headingId}
      art={course.art}
      itemClassName="flex"
      className="flex w-full flex-col overflow-hidden"
      imageClassName="aspect-[4/3] h-auto w-full object-cover"
    >
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 id={headingId} className="text-[1.75rem] leading-tight" lang="pt-BR">
          {course.name}
        </h3>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-ink-soft">
          {FACTS.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-center gap-2">
              <Icon aria-hidden className="size-4 shrink-0 text-gold-deep" strokeWidth={1.5} />
              <dt className="sr-only">{label}</dt>
              <dd>
                {value}
                {label === 'Students' && ' students'}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 flex-1 text-sm leading-relaxed text-taupe" lang="pt-BR">
          {course.description}
        </p>
        <div className="mt-6 flex items-baseline gap-3 border-t border-ink/10 pt-5">
          <p className="font-display text-3xl font-semibold text-gold-deep">
            <span className="sr-only">Price: </span>
            {formatGbp(course.pricePence)}
          </p>
          <p className="text-taupe">
            <span className="sr-only">Original price: </span>
            <s>{formatGbp(originalPricePence(course.pricePence))}</s>
          </p>
        </div>
        <Button
          className="mt-5 w-full"
          disabled={disabled}
          aria-label={busy ? undefined : `Buy Now: ${course.name}`}
          onClick={onBuy}
        >
          {busy ? <Spinner /> : <ShoppingBag aria-hidden />}
          {busy ? 'Processing' : 'Buy Now'}
        </Button>
      </div>
    </CourseArticle>
  );
}
