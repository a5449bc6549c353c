import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAddress, whatsappLink } from '@shared/salon-facts';
import { paths } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { WhatsAppIcon } from '@client/components/ui/social-icon';
import { cn } from '@client/lib/cn';
import { useSalonSettings } from '@client/lib/salon-settings';
import { usePageMeta } from '@client/lib/use-page-meta';
import { PageHero } from '@client/components/ui/page-hero';
import { ContactList } from '../components/contact-list';
import { MapCard } from '../components/map-card';
import { OpeningHoursTable } from '../components/opening-hours-table';

/** The contact page; the message form belongs to the contact feature and is passed in by the app. */
export function ContactPage({ form }: { form: ReactNode }) {
  const salon = useSalonSettings();
  usePageMeta({
    title: 'Contact',
    description: salon
      ? `Call, message on WhatsApp or visit ${salon.name} at ${formatAddress(salon.address)}. Opening hours, map and a contact form.`
      : 'Call, message on WhatsApp or visit us. Opening hours, map and a contact form.',
    path: paths.contact,
  });
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title={
          <>
            Let’s talk <em className="text-gold-deep">beauty</em>
          </>
        }
        lead="A question about a treatment, a booking or the academy? Call, send a WhatsApp or drop by the studio. We’d love to hear from you."
      />

      <div className="mx-auto grid max-w-7xl gap-14 px-5 py-16 sm:py-24 lg:grid-cols-[0.85fr_1.15fr] lg:gap-20">
        <section aria-labelledby="details-heading">
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            Get in touch
          </p>
          <h2 id="details-heading" className="mt-4 text-4xl">
            Contact details
          </h2>
          <div aria-hidden className="mt-6 h-px w-16 bg-gold" />
          <div className="mt-10">
            <ContactList />
          </div>
          {salon && (
            <a
              href={whatsappLink(
                salon.whatsapp.main,
                `Hello ${salon.name}! I'd like some information.`,
              )}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                buttonVariants({ variant: 'whatsapp', size: 'lg' }),
                'mt-10 w-full sm:w-auto',
              )}
            >
              <WhatsAppIcon />
              Chat on WhatsApp
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
          <div className="mt-12 rounded-3xl border border-ink/10 bg-sand/50 p-6 sm:p-8">
            <h3 className="flex items-center gap-2.5 text-2xl">
              <Clock aria-hidden className="size-4.5 text-gold-deep" />
              Opening hours
            </h3>
            <OpeningHoursTable className="mt-3" />
          </div>
        </section>

        <section
          aria-labelledby="message-heading"
          className={cn(card({ depth: 'floating' }), 'p-6 sm:p-10 lg:self-start')}
        >
          <h2 id="message-heading" className="text-4xl">
            Send us a message
          </h2>
          <p className="mt-3 leading-relaxed text-taupe">
            Tell us a little about what you need and we’ll get back to you as soon as we can.
          </p>
          <div className="mt-8">{form}</div>
        </section>
      </div>

      <section aria-labelledby="map-heading" className="bg-sand/40 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-5">
          <div className="mb-10 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
                Find us
              </p>
              <h2 id="map-heading" className="mt-4 text-4xl sm:text-5xl">
                In the heart of Edgbaston
              </h2>
            </div>
            <p className="max-w-sm leading-relaxed text-taupe">
              On Harborne Road, a short ride from Birmingham city centre.
            </p>
          </div>
          <MapCard wide />
        </div>
      </section>
    </>
  );
}
