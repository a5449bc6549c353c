import { business } from '@shared/business';
import { whatsappLink } from '@shared/salon-facts';
import { ArtImage } from '@client/components/ui/art-image';
import { buttonVariants } from '@client/components/ui/button';
import { SectionHeading } from '@client/components/ui/section-heading';
import { WhatsAppIcon } from '@client/components/ui/social-icon';
import { cn } from '@client/lib/cn';
import { SITE_NAME } from '@client/lib/page-meta';
import { useSalonSettings } from '@client/lib/salon-settings';

type TeamMember = (typeof business.team)[number];

function TeamCard({ person, offset }: { person: TeamMember; offset?: boolean }) {
  const firstName = person.name.split(' ')[0];
  const salonName = useSalonSettings()?.name ?? SITE_NAME;
  return (
    <article className={cn('flex flex-col', offset && 'sm:mt-24')}>
      <ArtImage
        name={person.image}
        width={600}
        height={750}
        alt={`Portrait of ${person.name}, ${person.role}`}
        className="aspect-[4/5] w-full rounded-3xl border border-ink/10 bg-sand object-cover shadow-[0_30px_60px_-40px_rgba(43,34,32,0.45)]"
      />
      <div className="mt-8 sm:px-1">
        <p className="text-[0.6875rem] font-medium tracking-[0.24em] text-gold-deep uppercase">
          {person.role}
        </p>
        <h3 className="mt-2 text-3xl sm:text-4xl">{person.name}</h3>
        <p className="mt-4 max-w-md leading-relaxed text-taupe">{person.bio}</p>
        <a
          href={whatsappLink(
            person.whatsapp,
            `Hello ${firstName}! I'd like to book an appointment at ${salonName}.`,
          )}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Book via WhatsApp with ${person.name} (opens in a new tab)`}
          className={cn(buttonVariants({ variant: 'whatsapp', size: 'md' }), 'mt-7')}
        >
          <WhatsAppIcon />
          Book via WhatsApp
        </a>
      </div>
    </article>
  );
}

/** The two people behind the chair, each with a direct WhatsApp booking link. */
export function TeamSection({ className }: { className?: string }) {
  return (
    <section aria-labelledby="team-heading" className={cn('py-20 sm:py-28', className)}>
      <div className="mx-auto grid max-w-7xl gap-14 px-5 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <SectionHeading
            align="left"
            eyebrow="Our team"
            title={<span id="team-heading">The hands behind every transformation</span>}
            lead="Two specialists, one philosophy: listen first, then create something that feels completely yours."
          />
          <div aria-hidden className="mt-8 h-px w-24 bg-gold" />
          <p className="mt-8 max-w-sm text-sm leading-relaxed text-taupe">
            Book directly with the person you want to see — just send a WhatsApp message and we’ll
            find the perfect time together.
          </p>
        </div>
        <div className="grid gap-16 sm:grid-cols-2 sm:gap-8 lg:gap-12">
          {business.team.map((person, index) => (
            <TeamCard key={person.name} person={person} offset={index % 2 === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}
