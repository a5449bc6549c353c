import { useQuery } from '@tanstack/react-query';
import { BookOpen, Lock, LogIn, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { authPath, paths } from '@shared/routes';
import { Button, buttonVariants } from '@client/components/ui/button';
import { PageHero } from '@client/components/ui/page-hero';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiRequestError } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { myCoursesQuery } from '../api/my-courses-query';
import { MyCourseCard } from '../components/my-course-card';

function Notice({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div
      className={cn(card(), 'mx-auto flex max-w-xl flex-col items-center px-8 py-12 text-center')}
    >
      <span
        aria-hidden
        className="flex size-14 items-center justify-center rounded-full bg-sand text-gold-deep"
      >
        {icon}
      </span>
      <h2 className="mt-5 text-3xl">{title}</h2>
      <p className="mt-3 leading-relaxed text-taupe">{children}</p>
      <div className="mt-7">{action}</div>
    </div>
  );
}

/** /meus-cursos: the signed-in client's purchased mini courses and their materials. */
export function MyCoursesPage() {
  useDocumentTitle('My Courses');
  const courses = useQuery(myCoursesQuery);
  const signedOut = courses.error instanceof ApiRequestError && courses.error.status === 401;
  const failed = courses.isError && !signedOut;

  useEffect(() => {
    if (failed) toast.error('Error loading your courses');
  }, [failed]);

  let body: ReactNode;
  if (signedOut) {
    body = (
      <Notice
        icon={<Lock className="size-6" strokeWidth={1.5} />}
        title="Access Restricted"
        action={
          <Link to={authPath(paths.myCourses)} className={buttonVariants({ size: 'lg' })}>
            <LogIn aria-hidden />
            Log In
          </Link>
        }
      >
        Please sign in to see the courses you have purchased. Bought a course without an account?
        Sign up with the same email you used at checkout.
      </Notice>
    );
  } else if (courses.isError) {
    body = (
      <Notice
        icon={<RotateCcw className="size-6" strokeWidth={1.5} />}
        title="Error loading your courses"
        action={
          <Button
            variant="outline"
            onClick={() => void courses.refetch()}
            disabled={courses.isFetching}
          >
            <RotateCcw aria-hidden />
            {courses.isFetching ? 'Retrying…' : 'Try again'}
          </Button>
        }
      >
        Please check your connection and try again.
      </Notice>
    );
  } else if (courses.isPending) {
    body = (
      <div role="status" aria-label="Loading" className="grid gap-6">
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-72 rounded-3xl border border-ink/5 bg-sand/50" />
        ))}
      </div>
    );
  } else if (courses.data.length === 0) {
    body = (
      <Notice
        icon={<BookOpen className="size-6" strokeWidth={1.5} />}
        title="No courses purchased"
        action={
          <Link to={`${paths.home}#cursos`} className={buttonVariants({ size: 'lg' })}>
            Browse our courses
          </Link>
        }
      >
        When you buy a mini course, it appears here with its material to view and print.
      </Notice>
    );
  } else {
    body = (
      <ul className="grid gap-8">
        {courses.data.map((course) => (
          <MyCourseCard key={course.courseId} course={course} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHero
        eyebrow="Aurora Academy"
        title="My Courses"
        lead="Your mini courses and their material, ready to open and print whenever you need them."
      />
      <div className="mx-auto max-w-5xl px-5 py-14 sm:py-20">{body}</div>
    </>
  );
}
