import { business } from '@shared/business';
import { SITE_NAME } from '@client/lib/page-meta';
import { useSalonSettings } from '@client/lib/salon-settings';
import { paths } from '@shared/routes';
import { usePageMeta } from '@client/lib/use-page-meta';
import { lazySection } from '@client/components/lazy-section';
import { PageHero } from '@client/components/ui/page-hero';

/** The sections below the story hydrate as they come into view (decision 030). */
const ValuesSection = lazySection(
  async () => (await import('../components/values-section')).ValuesSection,
);
const TeamSection = lazySection(
  async () => (await import('../components/team-section')).TeamSection,
);
const BookingCta = lazySection(async () => (await import('../components/booking-cta')).BookingCta, {
  className: 'mx-auto max-w-7xl px-5 py-20 sm:py-28',
});

const STATS = [
  { value: business.owner.yearsExperience, label: 'Years of experience' },
  { value: business.owner.yearsInUk, label: 'Years in the UK' },
  { value: business.satisfiedClients, label: 'Satisfied clients' },
] as const;

function OwnerStory() {
  const { owner } = business;
  const salonName = useSalonSettings()?.name ?? SITE_NAME;
  return (
    <section aria-labelledby="story-heading" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 lg:grid-cols-[5fr_7fr] lg:gap-24">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            Our founder
          </p>
          <h2 id="story-heading" className="mt-4 text-4xl leading-tight sm:text-5xl">
            {owner.name}’s story
          </h2>
          <div aria-hidden className="mt-8 h-px w-24 bg-gold" />
          <figure className="mt-10 border-l border-gold pl-6">
            <blockquote className="font-display text-2xl leading-snug text-ink-soft italic sm:text-3xl">
              “Beauty isn’t about becoming someone else. It’s about revealing the very best of who
              you already are.”
            </blockquote>
            <figcaption className="mt-4 text-xs font-medium tracking-[0.24em] text-gold-deep uppercase">
              {owner.name}, Founder
            </figcaption>
          </figure>
        </div>
        <div className="space-y-6 text-lg leading-relaxed text-ink-soft">
          <p className="first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-display first-letter:text-7xl first-letter:leading-[0.8] first-letter:text-gold-deep">
            {owner.name} has spent more than {owner.yearsExperience.replace('+', '')} years
            perfecting her craft. It all began in Brazil, where a salon is a place to be looked
            after, listened to and celebrated, and where hair, colour and skin care became her
            language.
          </p>
          <p>
            For over {owner.yearsInUk.replace('+', '')} years she has been caring for clients in the
            United Kingdom, bringing her Brazilian roots and techniques to a new home. That journey
            led her to found {salonName} in Edgbaston, Birmingham: a calm, elegant space where
            Brazilian warmth meets meticulous, detail-driven work.
          </p>
          <p>
            Today Aurora brings together a full beauty salon, a barbershop and the Aurora Academy,
            where Mariana shares what she has learnt through short, hands-on mini courses. More than{' '}
            {business.satisfiedClients.replace('+', '')} clients later, the philosophy is unchanged:
            listen first, then create something that feels entirely yours.
          </p>
        </div>
      </div>
    </section>
  );
}

function StatsBand() {
  return (
    <section aria-label="Aurora in numbers" className="bg-ink text-ivory">
      <dl className="mx-auto grid max-w-7xl gap-px px-5 py-6 sm:grid-cols-3 sm:py-0">
        {STATS.map((stat, index) => (
          <div
            key={stat.label}
            className={`flex flex-col items-center py-10 text-center sm:py-16 ${
              index > 0 ? 'border-t border-ivory/10 sm:border-t-0 sm:border-l' : ''
            }`}
          >
            <dt className="order-2 mt-3 text-xs font-medium tracking-[0.28em] text-ivory/70 uppercase">
              {stat.label}
            </dt>
            <dd className="order-1 font-display text-6xl leading-none text-gold sm:text-7xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function AboutPage() {
  const salonName = useSalonSettings()?.name ?? SITE_NAME;
  usePageMeta({
    title: 'About Us',
    description: `${salonName} is ${business.owner.name}’s salon, barbershop and academy in Edgbaston, Birmingham: ${business.owner.yearsExperience} years of experience and Brazilian warmth.`,
    path: paths.about,
  });
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={
          <>
            From Brazil to Birmingham, <em className="text-gold-deep">with love</em>
          </>
        }
        lead={`${salonName} is the dream of ${business.owner.name}: a salon, barbershop and aesthetics academy where Brazilian warmth meets meticulous technique.`}
        art={{
          name: 'about-atelier',
          width: 1200,
          height: 900,
          alt: 'Illustration of the studio: a styling chair before an arched gold mirror, flanked by plants',
        }}
      />
      <OwnerStory />
      <StatsBand />
      <ValuesSection />
      <TeamSection className="bg-sand/40" />
      <BookingCta
        eyebrow="Visit us"
        title="Ready for your Aurora moment?"
        text="Reserve your appointment online in a few clicks, or message us on WhatsApp and we’ll find the perfect time for you."
        buttonLabel="Book Appointment"
        withWhatsApp
      />
    </>
  );
}
