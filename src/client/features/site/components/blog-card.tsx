import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogTeaser } from '@shared/content';
import { articlePath } from '@shared/routes';
import { ArtImage } from '@client/components/ui/art-image';
import { Badge } from '@client/components/ui/badge';
import { card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { BlogMeta } from './blog-meta';

interface BlogCardProps {
  teaser: BlogTeaser;
  headingLevel?: 'h2' | 'h3';
  /** The wide, image-beside-text card that opens the blog list: its image is the page's largest. */
  featured?: boolean;
}

/**
 * One article teaser. The whole card is clickable through the title's link (stretched over the
 * card), so screen readers hear a single link per article. Articles are Portuguese.
 */
export function BlogCard({ teaser, headingLevel: Heading = 'h3', featured }: BlogCardProps) {
  return (
    <article
      lang="pt-BR"
      className={cn(
        card(),
        'group relative flex w-full flex-col overflow-hidden transition-shadow duration-300 hover:shadow-[0_30px_60px_-30px_rgba(43,34,32,0.35)]',
        featured && 'lg:grid lg:grid-cols-[1.35fr_1fr]',
      )}
    >
      <div className="relative overflow-hidden bg-sand">
        <ArtImage
          name={teaser.image}
          width={1200}
          height={675}
          alt=""
          priority={featured}
          className={cn(
            'aspect-[16/9] w-full object-cover transition-transform duration-700 group-hover:scale-[1.04]',
            featured && 'lg:aspect-auto lg:h-full',
          )}
        />
        <Badge className="absolute top-4 left-4 bg-ivory/95 shadow-sm">{teaser.category}</Badge>
      </div>
      <div
        className={cn('flex flex-1 flex-col p-6 sm:p-7', featured && 'lg:justify-center lg:p-12')}
      >
        <BlogMeta date={teaser.date} readTime={teaser.readTime} />
        <Heading
          className={cn('mt-3 text-2xl leading-tight text-balance', featured && 'lg:text-4xl')}
        >
          <Link
            to={articlePath(teaser.id)}
            className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-solid focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-gold-deep"
          >
            {teaser.title}
          </Link>
        </Heading>
        <p className={cn('mt-3 line-clamp-3 leading-relaxed text-taupe', featured && 'lg:text-lg')}>
          {teaser.excerpt}
        </p>
        <p
          lang="en-GB"
          aria-hidden
          className="mt-auto flex items-center gap-2 pt-6 text-xs font-medium tracking-[0.2em] text-gold-deep uppercase"
        >
          Read article
          <ArrowRight className="size-3.5 transition-transform duration-300 group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

export function BlogCardSkeleton({ featured }: { featured?: boolean }) {
  return (
    <Skeleton
      aria-hidden
      className={cn(
        card(),
        'flex flex-col overflow-hidden',
        featured && 'lg:grid lg:grid-cols-[1.35fr_1fr]',
      )}
    >
      <div className={cn('aspect-[16/9] bg-sand', featured && 'lg:aspect-auto lg:min-h-[24rem]')} />
      <div className={cn('space-y-3 p-6 sm:p-7', featured && 'lg:p-12')}>
        <div className="h-3.5 w-2/3 rounded-full bg-sand" />
        <div className="h-6 w-full rounded-full bg-sand" />
        <div className="h-6 w-4/5 rounded-full bg-sand" />
        <div className="h-3.5 w-full rounded-full bg-sand/70" />
        <div className="h-3.5 w-11/12 rounded-full bg-sand/70" />
        <div className="h-3.5 w-3/5 rounded-full bg-sand/70" />
      </div>
    </Skeleton>
  );
}
