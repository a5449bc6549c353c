import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { business } from '@shared/business';
import { bookingPath, paths } from '@shared/routes';
import { ArtImage } from '@client/components/ui/art-image';
import { lazySection } from '@client/components/lazy-section';
import { buttonVariants } from '@client/components/ui/button';
import { homeTitle, SITE_NAME } from '@client/lib/page-meta';
import { useSalonSettings } from '@client/lib/salon-settings';
import { beautySalonJsonLd } from '@client/lib/structured-data';
import { usePageMeta, useSiteUrl } from '@client/lib/use-page-meta';

/**
 * Everything below the hero hydrates as it comes into view (decision 030): the page's first
 * hydration is the header, the hero and the footer, and each section's code loads when needed.
 */
const HighlightsSection = lazySection(
  async () =>
    (await import('@client/features/site/components/highlights-section')).HighlightsSection,
);
const PopularTreatmentsSection = lazySection(
  async () =>
    (await import('@client/features/catalogue/components/popular-treatments-section'))
      .PopularTreatmentsSection,
);
const TeamSection = lazySection(
  async () => (await import('@client/features/site/components/team-section')).TeamSection,
);
const LatestPostsSection = lazySection(
  async () =>
    (await import('@client/features/site/components/latest-posts-section')).LatestPostsSection,
);
const AcademySection = lazySection(async () => {
  const [{ AcademySection: Section }, { CourseGrid }] = await Promise.all([
    import('@client/features/site/components/academy-section'),
    import('@client/features/academy/components/course-grid'),
  ]);
  return function Academy() {
    return (
      <Section>
        <CourseGrid />
      </Section>
    );
  };
});
const ReviewsSection = lazySection(
  async () => (await import('@client/features/reviews/components/reviews-section')).ReviewsSection,
);
const VisitUsSection = lazySection(
  async () => (await import('@client/features/site/components/visit-us-section')).VisitUsSection,
);
const NewsletterBlock = lazySection(
  async () =>
    (await import('@client/features/newsletter/components/newsletter-block')).NewsletterBlock,
);

function HomeHero() {
  const name = useSalonSettings()?.name ?? SITE_NAME;
  return (
    <section aria-labelledby="home-heading" className="relative overflow-hidden bg-ivory">
      <div className="relative z-10 mx-auto flex max-w-7xl items-center px-5 pt-14 pb-10 sm:pt-20 lg:min-h-[min(46rem,calc(100svh-7.5rem))] lg:py-24">
        <div className="max-w-xl animate-fade-up">
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            {business.tagline}
          </p>
          <div aria-hidden className="mt-5 h-px w-16 bg-gold" />
          <h1
            id="home-heading"
            className="mt-6 text-[3.25rem] leading-[0.98] text-balance sm:text-7xl lg:text-[5.5rem]"
          >
            The art of feeling <em className="text-gold-deep">beautiful</em>
          </h1>
          <p className="mt-7 max-w-lg text-lg leading-relaxed text-pretty text-ink-soft">
            Welcome to {name}, Edgbaston’s home for hair, colour, nails, skin and barbering. Over{' '}
            {business.owner.yearsExperience} years of expertise, premium products and a team that
            takes the time to listen, so you leave feeling entirely yourself.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link to={bookingPath()} className={buttonVariants({ size: 'lg' })}>
              Book Appointment
              <ArrowRight aria-hidden />
            </Link>
            <Link
              to={paths.services}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Our Services
            </Link>
          </div>
          <dl className="mt-12 flex flex-wrap gap-x-10 gap-y-4 border-t border-ink/10 pt-6">
            <div>
              <dt className="text-xs tracking-[0.18em] text-taupe uppercase">Experience</dt>
              <dd className="mt-1 font-display text-3xl text-ink">
                {business.owner.yearsExperience} years
              </dd>
            </div>
            <div>
              <dt className="text-xs tracking-[0.18em] text-taupe uppercase">Happy clients</dt>
              <dd className="mt-1 font-display text-3xl text-ink">{business.satisfiedClients}</dd>
            </div>
            <div>
              <dt className="text-xs tracking-[0.18em] text-taupe uppercase">Find us</dt>
              <dd className="mt-1 font-display text-3xl text-ink">Edgbaston</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="px-5 pb-14 lg:absolute lg:inset-0 lg:p-0">
        <ArtImage
          name="hero-salon"
          width={1600}
          height={1000}
          priority
          alt="Illustration of a woman with long flowing hair framed by a golden arch and botanical leaves"
          className="aspect-[4/3] w-full rounded-3xl object-cover object-[72%_40%] sm:aspect-[16/10] lg:aspect-auto lg:h-full lg:rounded-none lg:object-[60%_40%]"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 hidden bg-gradient-to-r from-ivory via-ivory/60 to-transparent lg:block lg:w-3/5"
        />
      </div>
    </section>
  );
}

export function HomePage() {
  const siteUrl = useSiteUrl();
  const salon = useSalonSettings();
  usePageMeta({
    title: homeTitle(salon?.name ?? SITE_NAME),
    description:
      'Premium beauty salon, barbershop and aesthetics academy in Edgbaston, Birmingham: hair, colour, nails, skin, injectables, massages and mini courses.',
    path: paths.home,
    ...(salon ? { jsonLd: beautySalonJsonLd(siteUrl, salon) } : {}),
  });
  return (
    <>
      <HomeHero />
      <PopularTreatmentsSection />
      <HighlightsSection />
      <TeamSection />
      <LatestPostsSection />
      <AcademySection />
      <ReviewsSection />
      <VisitUsSection />
      <NewsletterBlock variant="home" />
    </>
  );
}
