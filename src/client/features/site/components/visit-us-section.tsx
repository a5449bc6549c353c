import { Clock } from 'lucide-react';
import { SectionHeading } from '@client/components/ui/section-heading';
import { ContactList } from './contact-list';
import { MapCard } from './map-card';
import { OpeningHoursTable } from './opening-hours-table';

/** Where to find us: the local map, address, phones, e-mail and opening hours. */
export function VisitUsSection() {
  return (
    <section id="visit-us" aria-labelledby="visit-us-heading" className="bg-sand/50">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-20 sm:py-28 lg:grid-cols-[1.15fr_0.85fr] lg:gap-20">
        <MapCard fill className="order-2 lg:order-1" />
        <div className="order-1 lg:order-2">
          <SectionHeading
            align="left"
            eyebrow="Visit us"
            title={<span id="visit-us-heading">Find us in Edgbaston</span>}
            lead="A calm, light-filled studio on Harborne Road, minutes from Birmingham city centre."
          />
          <div className="mt-10">
            <ContactList />
          </div>
          <div className="mt-10 rounded-3xl border border-ink/10 bg-ivory/80 p-6 sm:p-7">
            <h3 className="flex items-center gap-2.5 text-2xl">
              <Clock aria-hidden className="size-4.5 text-gold-deep" />
              Opening hours
            </h3>
            <OpeningHoursTable className="mt-3" />
          </div>
        </div>
      </div>
    </section>
  );
}
