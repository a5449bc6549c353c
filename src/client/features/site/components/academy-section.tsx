import { ArrowRight, BookOpen, GraduationCap, Hand } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { business } from '@shared/business';
import { paths } from '@shared/routes';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

const POINTS = [
  {
    icon: GraduationCap,
    title: `Taught by ${business.owner.name.split(' ')[0]}`,
    text: 'Every course is led personally by our founder, sharing the methods she uses with clients every day.',
  },
  {
    icon: Hand,
    title: 'Hands-on from the start',
    text: 'Short, focused sessions built around practice, so you leave with techniques you can use straight away.',
  },
  {
    icon: BookOpen,
    title: 'Material to keep',
    text: 'Course material you can open again, and print, whenever you want to refresh what you learnt.',
  },
] as const;

/**
 * The Aurora Academy's introduction (anchor #cursos). The live course grid is rendered by the
 * academy feature and passed in as children, below the introduction.
 */
export function AcademySection({ children }: { children?: ReactNode }) {
  return (
    <section
      id="cursos"
      aria-labelledby="cursos-heading"
      className="relative overflow-hidden py-20 sm:py-28"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute top-16 -left-48 size-[30rem] rounded-full bg-blush/30 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5">
        <div className="grid gap-14 lg:grid-cols-[1fr_1fr] lg:gap-20">
          <div>
            <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
              Aurora Academy
            </p>
            <h2 id="cursos-heading" className="mt-4 text-5xl leading-none sm:text-6xl">
              Mini Courses
            </h2>
            <p className="mt-6 font-display text-2xl leading-snug text-ink-soft italic sm:text-3xl">
              Learn the craft from someone who has lived it for over{' '}
              {business.owner.yearsExperience.replace('+', '')} years.
            </p>
            <div aria-hidden className="mt-8 h-px w-24 bg-gold" />
            <p className="mt-8 max-w-lg leading-relaxed text-taupe">
              Our academy opens the doors to what happens behind the chair. {business.owner.name}{' '}
              teaches short, hands-on mini courses in small groups: practical beauty techniques for
              anyone starting a career in the industry, professionals who want to refresh their
              skills, or simply those who love to care for themselves like an expert.
            </p>
            <Link
              to={paths.myCourses}
              className="mt-8 inline-flex items-center gap-2 text-sm font-medium text-gold-deep underline-offset-4 hover:underline"
            >
              Already enrolled? Open My Courses
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          <ul className={cn(card(), 'divide-y divide-ink/10 self-center px-7 sm:px-10')}>
            {POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-5 py-8">
                <span
                  aria-hidden
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep"
                >
                  <Icon className="size-5" strokeWidth={1.5} />
                </span>
                <div>
                  <h3 className="text-2xl">{title}</h3>
                  <p className="mt-2 leading-relaxed text-taupe">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        {children && <div className="mt-16">{children}</div>}
      </div>
    </section>
  );
}
