import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { coursesQuery } from '../api/courses-query';
import { CourseCard } from './course-card';
import { useBuyCourse } from './use-buy-course';

function CourseCardSkeleton() {
  return <Skeleton as="li" className="h-[34rem] rounded-3xl border border-ink/5 bg-sand/50" />;
}

/** The home page's mini-course grid (inside the academy section, anchor #cursos). */
export function CourseGrid() {
  const courses = useQuery(coursesQuery);
  const { buy, pendingCourseId } = useBuyCourse();

  useEffect(() => {
    if (courses.isError) toast.error('Error', { description: 'Error loading courses' });
  }, [courses.isError]);

  return (
    <div>
      <div className="flex flex-col gap-2 border-t border-ink/10 pt-12 sm:flex-row sm:items-end sm:justify-between">
        <h3 className="text-4xl sm:text-5xl">Choose your course</h3>
        <p className="max-w-md text-taupe">
          Buy securely online, no account needed. Your material is ready in My Courses as soon as
          payment is confirmed.
        </p>
      </div>
      {courses.isError ? (
        <div
          role="alert"
          className={cn(
            card(),
            'mx-auto mt-10 flex max-w-xl flex-col items-center px-8 py-10 text-center',
          )}
        >
          <p className="font-display text-2xl text-ink">Error loading courses</p>
          <p className="mt-2 text-taupe">Please check your connection and try again.</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-6"
            onClick={() => void courses.refetch()}
            disabled={courses.isFetching}
          >
            <RotateCcw aria-hidden />
            {courses.isFetching ? 'Retrying…' : 'Try again'}
          </Button>
        </div>
      ) : (
        <ul
          aria-label="Mini courses"
          aria-busy={courses.isPending}
          className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4"
        >
          {courses.isPending
            ? Array.from({ length: 4 }, (_, index) => <CourseCardSkeleton key={index} />)
            : courses.data.map((course) => (
                <CourseCard
                  key={course.id}
                  course={course}
                  busy={pendingCourseId === course.id}
                  disabled={pendingCourseId !== undefined}
                  onBuy={() => buy(course.id)}
                />
              ))}
        </ul>
      )}
      {courses.data?.length === 0 && (
        <p className="mt-6 text-center text-taupe">New courses are coming soon.</p>
      )}
    </div>
  );
}
