import { CalendarCheck, Clock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { CatalogueService } from '@shared/catalogue-schema';
import { PRICE_SECTIONS } from '@shared/catalogue';
import { formatServicePrice } from '@shared/money';
import { bookingPath, paths } from '@shared/routes';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@client/components/ui/accordion';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { PageHero } from '@client/components/ui/page-hero';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { usePageMeta } from '@client/lib/use-page-meta';
import { useCatalogue } from '../api/catalogue-query';
import { formatDuration, servicesInSection } from '../catalogue-view';
import { AdultsOnlyMark } from '../components/adults-only-mark';
import { BookLink } from '../components/book-link';
import { CatalogueError, CatalogueSkeleton } from '../components/catalogue-status';
import { TREATMENT_TABS } from '../treatment-tabs';

function TreatmentItem({ service }: { service: CatalogueService }) {
  return (
    <AccordionItem value={service.id}>
      {/* 'Book' beside the price opens /book (issue 32); the spec's button below keeps /agendamentos. */}
      <AccordionTrigger aside={service.bookable && <BookLink service={service} />}>
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-display text-xl sm:text-2xl">{service.name}</span>
          {service.badge && <Badge tone="blush">{service.badge}</Badge>}
          {service.adultsOnly && <AdultsOnlyMark />}
        </span>
        <span className="shrink-0 font-display text-xl font-semibold">
          {formatServicePrice(service)}
        </span>
      </AccordionTrigger>
      <AccordionContent>
        <div className="grid gap-6 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <p className="leading-relaxed text-ink-soft">{service.description}</p>
            {service.benefits.length > 0 && (
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {service.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2 text-sm text-taupe">
                    <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
                    {benefit}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-xs tracking-[0.12em] text-taupe uppercase">
              <span className="flex items-center gap-1.5">
                <Clock aria-hidden className="size-3.5" />
                {formatDuration(service.durationMinutes)}
              </span>
              {service.maintenanceDays && (
                <span className="flex items-center gap-1.5">
                  <CalendarCheck aria-hidden className="size-3.5" />
                  Maintenance every {service.maintenanceDays} days
                </span>
              )}
            </p>
          </div>
          {service.bookable && (
            <Link
              to={bookingPath(service.slug)}
              className={buttonVariants({ size: 'sm' })}
              aria-label={`Book ${service.name}`}
            >
              Book
            </Link>
          )}
        </div>
      </AccordionContent>
    </AccordionItem>
  );
}

export function TreatmentsPage() {
  usePageMeta({
    title: 'Treatments & Prices',
    description:
      'Every treatment at Aurora Beauty Studio with honest prices: injectables, body, facial, hair, hands and feet, waxing and wellbeing. Free consultation.',
    path: paths.treatments,
  });
  const catalogue = useCatalogue();
  const services = catalogue.data?.services ?? [];
  const sectionTitle = (key: string) => PRICE_SECTIONS.find((s) => s.key === key)?.title ?? key;

  return (
    <>
      <PageHero
        eyebrow="Treatments"
        title="Treatments & prices"
        lead="Explore every treatment we offer, with honest prices and what to expect. Not sure where to start? Book a free consultation with our specialists."
        art={{ name: 'svc-massagens-relaxantes', width: 800, height: 600 }}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={bookingPath('free-aesthetics-consultation')} className={buttonVariants()}>
            Book Free Consultation
          </Link>
        </div>
      </PageHero>
      <section className="mx-auto max-w-5xl px-5 py-16">
        <Tabs defaultValue={TREATMENT_TABS[0]!.value}>
          <TabsList aria-label="Treatment categories" className="mx-auto w-fit max-w-full">
            {TREATMENT_TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TREATMENT_TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {catalogue.isPending && <CatalogueSkeleton />}
              {catalogue.isError && <CatalogueError onRetry={() => void catalogue.refetch()} />}
              {catalogue.isSuccess &&
                tab.sections.map((key) => {
                  const items = servicesInSection(services, key);
                  if (items.length === 0) return null;
                  return (
                    <div key={key} className="mb-12 last:mb-0">
                      <h2
                        className={
                          tab.sections.length > 1
                            ? 'mb-2 font-sans text-xs font-medium tracking-[0.3em] text-gold-deep uppercase'
                            : 'sr-only'
                        }
                      >
                        {sectionTitle(key)}
                      </h2>
                      <Accordion type="multiple" className="border-t border-ink/10">
                        {items.map((service) => (
                          <TreatmentItem key={service.id} service={service} />
                        ))}
                      </Accordion>
                    </div>
                  );
                })}
            </TabsContent>
          ))}
        </Tabs>
      </section>
    </>
  );
}
