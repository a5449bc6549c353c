import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PRICE_SECTIONS } from '@shared/catalogue';
import { formatServicePrice } from '@shared/money';
import { paths } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { SectionHeading } from '@client/components/ui/section-heading';
import { cn } from '@client/lib/cn';
import { useCatalogue } from '../api/catalogue-query';
import { formatDuration, popularServices } from '../catalogue-view';
import { BookLink } from './book-link';

const sectionTitle = (key: string) => PRICE_SECTIONS.find((s) => s.key === key)?.title ?? key;

/** The home page's short list of the most asked-for treatments, each one click from booking. */
export function PopularTreatmentsSection() {
  const catalogue = useCatalogue();
  const popular = popularServices(catalogue.data?.services ?? []);
  if (popular.length === 0) return null;
  return (
    <section aria-labelledby="popular-heading" className="bg-ivory py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-5">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            align="left"
            eyebrow="Most booked"
            title={<span id="popular-heading">Popular treatments</span>}
            lead="Our clients’ favourites, with prices. Pick one and see the free times."
          />
          <Link
            to={paths.services}
            className={cn(buttonVariants({ variant: 'outline' }), 'self-start md:self-auto')}
          >
            All Prices
            <ArrowRight aria-hidden />
          </Link>
        </div>
        <ul className="mt-12 grid gap-px overflow-hidden rounded-3xl border border-ink/10 bg-ink/10 sm:grid-cols-2 lg:grid-cols-3">
          {popular.map((service) => (
            <li key={service.id} className="flex flex-col gap-4 bg-ivory p-6 sm:p-7">
              <p className="text-xs font-medium tracking-[0.2em] text-gold-deep uppercase">
                {sectionTitle(service.section)}
              </p>
              <h3 className="-mt-2 text-2xl">{service.name}</h3>
              <div className="mt-auto flex items-center justify-between gap-3">
                <p className="text-sm text-taupe">
                  <span className="font-display text-xl font-semibold text-ink">
                    {formatServicePrice(service)}
                  </span>
                  <span aria-hidden> · </span>
                  <span className="sr-only">, </span>
                  {formatDuration(service.durationMinutes)}
                </p>
                <BookLink service={service} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
