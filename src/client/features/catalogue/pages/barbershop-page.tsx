import { Link } from 'react-router';
import { bookingPath, paths } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { PageHero } from '@client/components/ui/page-hero';
import { SectionHeading } from '@client/components/ui/section-heading';
import { usePageMeta } from '@client/lib/use-page-meta';
import { useCatalogue } from '../api/catalogue-query';
import { servicesInSection } from '../catalogue-view';
import { CatalogueError, CatalogueSkeleton } from '../components/catalogue-status';
import { TreatmentCard } from '../components/treatment-card';

const ART: Record<string, string> = {
  'classic-cut': 'barber-classic-cut',
  'beard-moustache': 'barber-beard',
  'cut-beard': 'barber-cut-beard',
  barbotherapy: 'barber-barbotherapy',
  'children-s-cut': 'barber-kids',
  'hair-treatment': 'barber-hair-treatment',
};

export function BarbershopPage() {
  usePageMeta({
    title: 'Premium Barbershop',
    description:
      'Precision cuts, sculpted beards, hot-towel barbotherapy and children’s cuts at Aurora Barbershop in Edgbaston, Birmingham. See the prices and book online.',
    path: paths.barbershop,
  });
  const catalogue = useCatalogue();
  const services = servicesInSection(catalogue.data?.services ?? [], 'barbearia');

  return (
    <div className="bg-charcoal">
      <PageHero
        tone="dark"
        eyebrow="Aurora Barbershop"
        title="Premium Barbershop"
        lead="Classic craft, modern style. Precision cuts, sculpted beards and the ritual of a hot-towel shave, in a space made for you to unwind."
        art={{ name: 'barber-hero', width: 1600, height: 900, frame: 'wide' }}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={bookingPath()} className={buttonVariants({ variant: 'gold' })}>
            Book Now
          </Link>
        </div>
      </PageHero>
      <section aria-labelledby="barber-services" className="mx-auto max-w-7xl px-5 py-20">
        <SectionHeading
          tone="light"
          eyebrow="Services"
          title={<span id="barber-services">The gentleman's menu</span>}
        />
        <div className="mt-14">
          {catalogue.isPending && <CatalogueSkeleton />}
          {catalogue.isError && <CatalogueError onRetry={() => void catalogue.refetch()} />}
          {catalogue.isSuccess && (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {services.map((service) => (
                <TreatmentCard
                  key={service.id}
                  service={service}
                  image={ART[service.slug] ?? 'barber-classic-cut'}
                  cta="Book Service"
                  tone="dark"
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="border-t border-cream/10 py-20 text-center">
        <div className="mx-auto max-w-3xl px-5">
          <SectionHeading
            tone="light"
            eyebrow="Walk in sharp, walk out sharper"
            title="Your chair is waiting"
            lead="Book online in under a minute, or message us on WhatsApp."
          />
          <Link
            to={bookingPath()}
            className={buttonVariants({ variant: 'gold', size: 'lg', className: 'mt-8' })}
          >
            Book Now
          </Link>
        </div>
      </section>
    </div>
  );
}
