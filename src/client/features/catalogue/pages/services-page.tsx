import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { whatsappLink } from '@shared/salon-facts';
import { useSalonSettings } from '@client/lib/salon-settings';
import { PRICE_SECTIONS } from '@shared/catalogue';
import { formatPrice, formatServicePrice } from '@shared/money';
import { bookingPath, paths } from '@shared/routes';
import { ArtImage } from '@client/components/ui/art-image';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { PageHero } from '@client/components/ui/page-hero';
import { SectionHeading } from '@client/components/ui/section-heading';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { usePageMeta } from '@client/lib/use-page-meta';
import { useCatalogue } from '../api/catalogue-query';
import { lowestPricePence, servicesInSection } from '../catalogue-view';
import { CatalogueError, CatalogueSkeleton } from '../components/catalogue-status';
import { PriceRow } from '../components/price-row';
import { SERVICE_CARDS } from '../service-cards';

export function ServicesPage() {
  const salon = useSalonSettings();
  const quoteLink =
    salon &&
    whatsappLink(salon.whatsapp.quotes, `Hello ${salon.name}! I'd like a personalised quote for:`);
  usePageMeta({
    title: 'Services & Prices',
    description:
      'Hair, colour, nails, brows and lashes, make-up, facials, massages and packages at Aurora Beauty Studio in Edgbaston, Birmingham, with the complete price list.',
    path: paths.services,
  });
  const catalogue = useCatalogue();
  const services = catalogue.data?.services ?? [];
  const priceSections = PRICE_SECTIONS.filter((section) => section.key !== 'pacotes');
  const packages = servicesInSection(services, 'pacotes');

  return (
    <>
      <PageHero
        eyebrow="Services & Prices"
        title={
          <>
            Beauty, crafted <em className="text-gold-deep">for you</em>
          </>
        }
        lead="From precision cuts to advanced aesthetics, every treatment is delivered by specialists with decades of experience, using premium professional products."
        art={{ name: 'treatments-hero', width: 1600, height: 700, frame: 'wide' }}
      />

      <section aria-labelledby="families" className="mx-auto max-w-7xl px-5 py-20">
        <SectionHeading
          eyebrow="Our services"
          title={<span id="families">Eight ways to feel your best</span>}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_CARDS.map((service) => {
            const from = lowestPricePence(services, service.id);
            return (
              <li
                key={service.id}
                className={cn(
                  card(),
                  'group flex flex-col overflow-hidden transition-shadow hover:shadow-[0_24px_60px_-30px_rgba(43,34,32,0.45)]',
                )}
              >
                <ArtImage
                  name={service.image}
                  width={800}
                  height={600}
                  alt=""
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl">{service.name}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-taupe">
                    {service.description}
                  </p>
                  <div className="mt-5 flex items-center justify-between gap-3">
                    <p className="text-sm text-taupe">
                      {from === undefined ? (
                        <Skeleton as="span" className="inline-block h-5 w-16 rounded bg-sand" />
                      ) : (
                        <>
                          from{' '}
                          <span className="font-display text-2xl font-semibold text-ink">
                            {formatPrice(from)}
                          </span>
                        </>
                      )}
                    </p>
                    <Link
                      to={bookingPath(service.id)}
                      className={buttonVariants({ size: 'sm' })}
                      aria-label={`Book Now: ${service.name}`}
                    >
                      Book Now
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="price-list" className="bg-sand/50 py-20">
        <div className="mx-auto max-w-5xl px-5">
          <SectionHeading
            eyebrow="Complete price list"
            title={<span id="price-list">Our prices</span>}
            lead="Prices are per session. Final prices for ranged treatments are confirmed at your consultation."
          />
          <nav aria-label="Price list categories" className="mt-10">
            <ul className="flex flex-wrap justify-center gap-2">
              {priceSections.map((section) => (
                <li key={section.key}>
                  <a
                    href={`#${section.key}`}
                    className="block rounded-full border border-ink/15 bg-ivory px-4 py-2 text-xs tracking-[0.08em] text-ink-soft transition-colors hover:border-ink hover:text-ink"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-12">
            {catalogue.isPending && <CatalogueSkeleton rows={8} />}
            {catalogue.isError && <CatalogueError onRetry={() => void catalogue.refetch()} />}
            {catalogue.isSuccess && (
              <div className="space-y-8">
                {priceSections.map((section) => {
                  const items = servicesInSection(services, section.key);
                  if (items.length === 0) return null;
                  return (
                    <section
                      key={section.key}
                      id={section.key}
                      aria-labelledby={`${section.key}-title`}
                      className="rounded-3xl bg-ivory px-6 py-8 sm:px-10"
                    >
                      <h3 id={`${section.key}-title`} className="text-3xl">
                        {section.title}
                      </h3>
                      <div className="mt-2 h-px w-16 bg-gold" />
                      <ul className="mt-4 divide-y divide-ink/10">
                        {items.map((service) => (
                          <PriceRow key={service.id} service={service} />
                        ))}
                      </ul>
                    </section>
                  );
                })}
              </div>
            )}
          </div>
        </div>
      </section>

      {packages.length > 0 && (
        <section aria-labelledby="packages" className="bg-ink py-20 text-ivory">
          <div className="mx-auto max-w-7xl px-5">
            <SectionHeading
              tone="light"
              eyebrow="Special packages"
              title={<span id="packages">Treat yourself, for less</span>}
              lead="Curated combinations of our most loved treatments, valid for 12 months."
            />
            <ul className="mt-14 grid gap-6 md:grid-cols-3">
              {packages.map((pkg) => (
                <li
                  key={pkg.id}
                  className="flex flex-col rounded-3xl border border-ivory/15 bg-ivory/[0.04] p-8"
                >
                  {pkg.badge && (
                    <Badge tone="gold" className="self-start">
                      {pkg.badge}
                    </Badge>
                  )}
                  <h3 className="mt-5 text-3xl text-ivory">{pkg.name}</h3>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-ivory/75">
                    {pkg.description}
                  </p>
                  <p className="mt-6 font-display text-4xl text-gold">{formatServicePrice(pkg)}</p>
                  <a
                    href={
                      salon &&
                      whatsappLink(
                        salon.whatsapp.main,
                        `Hello ${salon.name}! I'm interested in the ${pkg.name} (${formatServicePrice(pkg)}).`,
                      )
                    }
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: 'ghostLight', className: 'mt-6' })}
                  >
                    Enquire on WhatsApp
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="mx-auto max-w-4xl px-5 py-20 text-center">
        <SectionHeading
          eyebrow="Something special in mind?"
          title="A personalised quote"
          lead="Tell us what you're dreaming of — a bridal party, a full transformation or a treatment plan — and we'll reply with a tailored quote."
        />
        <Button asChild variant="whatsapp" size="lg" className="mt-8">
          <a href={quoteLink} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            Request a quote on WhatsApp
          </a>
        </Button>
      </section>
    </>
  );
}
