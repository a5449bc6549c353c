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
  'deep-cleansing-facial': 'aes-deep-cleansing',
  'chemical-peel': 'aes-chemical-peel',
  microneedling: 'aes-microneedling',
  'hydrating-facial': 'aes-hydrating',
  'anti-ageing-treatment': 'aes-anti-ageing',
  radiofrequency: 'aes-radiofrequency',
};

export function AestheticsPage() {
  usePageMeta({
    title: 'Aesthetics',
    description:
      'Clinically proven skin treatments in Edgbaston, Birmingham: facials, peels, microneedling, anti-ageing care and radiofrequency. Free skin consultation.',
    path: paths.aesthetics,
  });
  const catalogue = useCatalogue();
  const treatments = servicesInSection(catalogue.data?.services ?? [], 'estetica-avancada');
  const consultation = servicesInSection(catalogue.data?.services ?? [], 'consultas')[0];
  const consultationLink = bookingPath(consultation?.slug ?? 'free-aesthetics-consultation');

  return (
    <>
      <PageHero
        eyebrow="Advanced aesthetics"
        title={
          <>
            Skin that <em className="text-gold-deep">glows</em> with health
          </>
        }
        lead="Clinically proven skin treatments, tailored after a thorough skin analysis. Results you can see, delivered with care and expertise."
        art={{ name: 'svc-estetica-facial', width: 800, height: 600 }}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={consultationLink} className={buttonVariants()}>
            Book Free Consultation
          </Link>
        </div>
      </PageHero>
      <section aria-labelledby="aesthetics-treatments" className="mx-auto max-w-7xl px-5 py-20">
        <SectionHeading
          eyebrow="Treatments"
          title={<span id="aesthetics-treatments">Our signature skin treatments</span>}
          lead="Each plan starts with a consultation, so your treatment suits your skin type, goals and lifestyle."
        />
        <div className="mt-14">
          {catalogue.isPending && <CatalogueSkeleton />}
          {catalogue.isError && <CatalogueError onRetry={() => void catalogue.refetch()} />}
          {catalogue.isSuccess && (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {treatments.map((service) => (
                <TreatmentCard
                  key={service.id}
                  service={service}
                  image={ART[service.slug] ?? 'svc-estetica-facial'}
                  cta="Book Treatment"
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="bg-ink py-20 text-center text-ivory">
        <div className="mx-auto max-w-3xl px-5">
          <SectionHeading
            tone="light"
            eyebrow="Not sure where to start?"
            title="Your free skin consultation"
            lead="A relaxed 30-minute conversation and skin analysis with our aesthetics specialist, with no obligation to book a treatment."
          />
          <Link
            to={consultationLink}
            className={buttonVariants({ variant: 'light', size: 'lg', className: 'mt-8' })}
          >
            Book Free Consultation
          </Link>
        </div>
      </section>
    </>
  );
}
