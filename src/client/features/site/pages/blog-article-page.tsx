import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { articlePath, paths } from '@shared/routes';
import { ArtImage } from '@client/components/ui/art-image';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiRequestError } from '@client/lib/api-client';
import { ogImagePath } from '@client/lib/page-meta';
import { articleJsonLd } from '@client/lib/structured-data';
import { SITE_NAME } from '@client/lib/page-meta';
import { useSalonSettings } from '@client/lib/salon-settings';
import { usePageMeta, useSiteUrl } from '@client/lib/use-page-meta';
import { blogArticleQuery } from '../api/content-queries';
import { BlogMeta } from '../components/blog-meta';
import { BookingCta } from '../components/booking-cta';
import { QueryError } from '../components/query-error';
import { NotFoundPage } from './not-found-page';

function ArticleSkeleton() {
  return (
    <Skeleton aria-hidden>
      <div className="mx-auto max-w-3xl space-y-5 text-center">
        <div className="mx-auto h-6 w-24 rounded-full bg-sand" />
        <div className="mx-auto h-12 w-full rounded-full bg-sand" />
        <div className="mx-auto h-12 w-3/4 rounded-full bg-sand" />
        <div className="mx-auto h-4 w-48 rounded-full bg-sand/70" />
      </div>
      <div className="mx-auto mt-12 aspect-[16/9] max-w-5xl rounded-3xl bg-sand" />
      <div className="mx-auto mt-14 max-w-2xl space-y-3">
        {Array.from({ length: 8 }, (_, line) => (
          <div
            key={line}
            className="h-4 rounded-full bg-sand/70"
            style={{ width: `${92 - (line % 3) * 9}%` }}
          />
        ))}
      </div>
    </Skeleton>
  );
}

const backLinkClass =
  'inline-flex items-center gap-2 text-sm font-medium text-gold-deep underline-offset-4 hover:underline';

export function BlogArticlePage() {
  const { id = '' } = useParams();
  const article = useQuery(blogArticleQuery(id));
  const notFound = article.error instanceof ApiRequestError && article.error.status === 404;
  const siteUrl = useSiteUrl();
  const siteName = useSalonSettings()?.name ?? SITE_NAME;
  const image = article.data && ogImagePath(article.data.image);
  usePageMeta(
    notFound
      ? { title: 'Page not found' }
      : {
          title: article.data?.title ?? 'Blog',
          description: article.data?.excerpt,
          path: articlePath(id),
          type: 'article',
          ...(article.data && image ? { image: { path: image, alt: article.data.title } } : {}),
          ...(article.data ? { jsonLd: articleJsonLd(article.data, siteUrl, siteName) } : {}),
        },
  );

  if (notFound) return <NotFoundPage />;

  return (
    <div className="pt-10 pb-20 sm:pt-14 sm:pb-28">
      <div className="mx-auto max-w-7xl px-5">
        <Link to={paths.blog} className={backLinkClass}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to blog
        </Link>
      </div>

      <div className="mt-10 px-5 sm:mt-14">
        {article.isPending ? (
          <ArticleSkeleton />
        ) : article.isError ? (
          <QueryError
            message="We couldn’t load this article."
            onRetry={() => void article.refetch()}
            retrying={article.isFetching}
          />
        ) : (
          <article lang="pt-BR">
            <header className="mx-auto max-w-3xl text-center">
              <Badge tone="blush">{article.data.category}</Badge>
              <h1 className="mt-6 text-[2.6rem] leading-[1.05] text-balance sm:text-6xl">
                {article.data.title}
              </h1>
              <BlogMeta
                date={article.data.date}
                readTime={article.data.readTime}
                className="mt-6 justify-center"
              />
            </header>
            <ArtImage
              name={article.data.image}
              width={1200}
              height={675}
              priority
              alt={`Ilustração do artigo “${article.data.title}”`}
              className="mx-auto mt-12 aspect-[16/9] w-full max-w-5xl rounded-3xl bg-sand object-cover"
            />
            <div
              className="prose-salon mx-auto mt-12 max-w-2xl sm:mt-16 [&>p:first-child]:text-xl [&>p:first-child]:leading-relaxed [&>p:first-child]:text-ink"
              dangerouslySetInnerHTML={{ __html: article.data.html }}
            />
          </article>
        )}
      </div>

      {article.isSuccess && (
        <div className="mx-auto mt-20 max-w-5xl px-5">
          <BookingCta
            eyebrow="Inspired?"
            title="Let our specialists bring this look to life"
            text="Book a visit and we’ll tailor every detail to your hair, skin and style."
            buttonLabel="Book Now"
          />
        </div>
      )}
    </div>
  );
}
