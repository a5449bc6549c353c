import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { SectionHeading } from '@client/components/ui/section-heading';
import { cn } from '@client/lib/cn';
import { blogTeasersQuery } from '../api/content-queries';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { QueryError } from './query-error';

/** The four latest articles and a link to the blog. */
export function LatestPostsSection() {
  const teasers = useQuery(blogTeasersQuery);
  return (
    <section aria-labelledby="latest-posts-heading" className="bg-sand/40 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            align="left"
            eyebrow="From our blog"
            title={<span id="latest-posts-heading">Beauty notes &amp; trends</span>}
            lead="Advice, rituals and the season’s trends, straight from our team (articles in Portuguese)."
          />
          <Link
            to={paths.blog}
            className={cn(buttonVariants({ variant: 'outline' }), 'self-start md:self-auto')}
          >
            View All Posts
            <ArrowRight aria-hidden />
          </Link>
        </div>
        <div className="mt-14">
          {teasers.isPending ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, index) => (
                <BlogCardSkeleton key={index} />
              ))}
            </div>
          ) : teasers.isError ? (
            <QueryError
              message="We couldn’t load our latest articles."
              onRetry={() => void teasers.refetch()}
              retrying={teasers.isFetching}
            />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {teasers.data.slice(0, 4).map((teaser) => (
                <li key={teaser.id} className="flex">
                  <BlogCard teaser={teaser} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
