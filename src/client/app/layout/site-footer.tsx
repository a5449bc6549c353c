import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { business } from '@shared/business';
import { formatAddress, formatOpeningTime, mapUrl, openingHoursRows } from '@shared/salon-facts';
import { paths } from '@shared/routes';
import { SocialIcon } from '@client/components/ui/social-icon';
import { SERVICE_CARDS } from '@client/features/catalogue/service-cards';
import { SITE_NAME } from '@client/lib/page-meta';
import { useSalonSettings } from '@client/lib/salon-settings';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

const headingClass = 'mb-5 text-xs font-medium tracking-[0.28em] text-gold uppercase';
const linkClass = 'text-ivory/75 transition-colors hover:text-ivory';

export function SiteFooter() {
  const salon = useSalonSettings();
  return (
    <footer className="bg-ink text-sm text-ivory/75">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-6 max-w-xs leading-relaxed">
            {business.tagline}. Over {business.owner.yearsExperience} years of expertise, now in the
            heart of Edgbaston.
          </p>
          <ul className="mt-6 flex gap-3">
            {salon?.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${salon.name} on ${network.name}`}
                  className="flex size-10 items-center justify-center rounded-full border border-ivory/25 text-ivory transition-colors hover:border-gold hover:text-gold"
                >
                  <SocialIcon name={network.name} className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className={headingClass}>Explore</h2>
          <ul className="space-y-2.5">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.treatments} className={linkClass}>
                Treatments & Prices
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Services</h2>
          <ul className="space-y-2.5">
            {SERVICE_CARDS.map((card) => (
              <li key={card.id}>
                <Link to={`${paths.services}#${card.id}`} className={linkClass}>
                  {card.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>Visit us</h2>
          {salon && (
            <>
              <ul className="space-y-3">
                <li>
                  <a
                    href={mapUrl(salon)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`flex gap-3 ${linkClass}`}
                  >
                    <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
                    {formatAddress(salon.address)}
                  </a>
                </li>
                {salon.phones.map((phone) => (
                  <li key={phone.tel}>
                    <a href={`tel:${phone.tel}`} className={`flex gap-3 ${linkClass}`}>
                      <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
                      {phone.display} <span className="text-ivory/50">· {phone.label}</span>
                    </a>
                  </li>
                ))}
                <li>
                  <a href={`mailto:${salon.email}`} className={`flex gap-3 break-all ${linkClass}`}>
                    <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
                    {salon.email}
                  </a>
                </li>
              </ul>
              <dl className="mt-6 space-y-1.5">
                {openingHoursRows(salon.openingHours).map((slot) => (
                  <div key={slot.label} className="flex justify-between gap-4">
                    <dt>{slot.label}</dt>
                    <dd className="text-ivory">{formatOpeningTime(slot.opens, slot.closes)}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-xs text-ivory/60 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {salon?.name ?? SITE_NAME}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to={paths.terms} className="hover:text-ivory">
                Termos de Uso
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className="hover:text-ivory">
                Política de Privacidade
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
