import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { GoldRule } from '../components/gold-rule';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** /404 and every unknown path; each visit is logged so broken links can be found. */
export function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle('Page not found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="relative flex min-h-[70vh] items-center overflow-hidden bg-ivory">
      <div
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-1/2 h-[40rem] w-[30rem] -translate-x-1/2 -translate-y-[45%] rounded-t-[999px] border border-b-0 border-gold/30 sm:h-[46rem] sm:w-[40rem]"
      />
      <div className="relative mx-auto max-w-2xl px-5 py-24 text-center">
        <p
          aria-hidden
          className="font-display text-[7rem] leading-none font-light text-gold-deep italic sm:text-[10rem]"
        >
          404
        </p>
        <GoldRule className="mt-4" />
        <h1 className="mt-8 text-4xl sm:text-5xl">Oops! Page not found</h1>
        <p className="mx-auto mt-5 max-w-md text-lg leading-relaxed text-taupe">
          The page you are looking for may have moved or no longer exists. Let us take you somewhere
          beautiful instead.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
            <ArrowLeft aria-hidden />
            Return to Home
          </Link>
          <Link to={paths.services} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Explore services
          </Link>
        </div>
      </div>
    </section>
  );
}
