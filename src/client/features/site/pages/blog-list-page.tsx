import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '@shared/routes';
import { usePageMeta } from '@client/lib/use-page-meta';
import { blogTeasersQuery } from '../api/content-queries';
import { BlogCard, BlogCardSkeleton } from '../components/blog-card';
import { PageHero } from '@client/components/ui/page-hero';
import { QueryError } from '../components/query-error';

const TOPICS = ['Hair', 'Skincare', 'Nails', 'Eyebrows'] as const;

/** The blog list; the newsletter sign-up belongs to its own feature and is passed in by the app. */
export function BlogListPage({ newsletter }: { newsletter: ReactNode }) {
  usePageMeta({
    title: 'Blog',
    description:
      'Beauty notes and trends from the Aurora Beauty Studio team: hair colour, summer skincare, nail art and brows. Articles in Portuguese.',
    path: paths.blog,
  });
  const teasers = useQuery(blogTeasersQuery);

  return (
    <>
      <PageHero
        eyebrow="The Aurora Blog"
        title={
          <>
            Beauty notes <em className="text-gold-deep">&amp;</em> trends
          </>
        }
        lead="Trends, rituals and honest advice from our team, to keep you glowing between visits. Our articles are written in Portuguese."
      >
        <p className="mt-8 flex flex-wrap items-center justify-center gap-x-2.5 gap-y-1 text-xs font-medium tracking-[0.14em] sm:gap-x-3 sm:tracking-[0.24em] text-ink-soft uppercase">
          {TOPICS.map((topic, index) => (
            <span key={topic} className="flex items-center gap-2.5 sm:gap-3">
              {index > 0 && <span aria-hidden className="size-1 rotate-45 bg-gold" />}
              {topic}
            </span>
          ))}
        </p>
      </PageHero>
      <section aria-label="Articles" className="mx-auto max-w-7xl px-5 py-16 sm:py-24">
        {teasers.isPending ? (
          <div className="grid gap-8 md:grid-cols-3">
            <div className="md:col-span-3">
              <BlogCardSkeleton featured />
            </div>
            {Array.from({ length: 3 }, (_, index) => (
              <BlogCardSkeleton key={index} />
            ))}
          </div>
        ) : teasers.isError ? (
          <QueryError
            message="We couldn’t load the articles."
            onRetry={() => void teasers.refetch()}
            retrying={teasers.isFetching}
          />
        ) : (
          <ul className="grid gap-8 md:grid-cols-3">
            {teasers.data.map((teaser, index) => (
              <li key={teaser.id} className={index === 0 ? 'flex md:col-span-3' : 'flex'}>
                <BlogCard teaser={teaser} headingLevel="h2" featured={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {newsletter && <div className="mx-auto max-w-7xl px-5 pb-16 sm:pb-24">{newsletter}</div>}
    </>
  );
}
