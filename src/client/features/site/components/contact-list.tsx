import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAddress, mapUrl } from '@shared/salon-facts';
import { useSalonSettings } from '@client/lib/salon-settings';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden
        className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/50 bg-ivory text-gold-deep [&_svg]:size-[1.1rem]"
      >
        {icon}
      </span>
      <div className="min-w-0 pt-0.5">
        <p className="text-[0.6875rem] font-medium tracking-[0.24em] text-gold-deep uppercase">
          {label}
        </p>
        <div className="mt-1 space-y-1 text-ink">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  'underline decoration-ink/20 underline-offset-4 transition-colors hover:text-gold-deep hover:decoration-gold-deep';

/** Address, both phone numbers and the e-mail, each a working link. */
export function ContactList() {
  const salon = useSalonSettings();
  if (!salon) return null;
  return (
    <ul className="space-y-6">
      <Item icon={<MapPin />} label="Address">
        <a href={mapUrl(salon)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {formatAddress(salon.address)}
          <span className="sr-only"> (opens Google Maps in a new tab)</span>
        </a>
      </Item>
      <Item icon={<Phone />} label="Phone">
        {salon.phones.map((phone) => (
          <p key={phone.tel}>
            <a href={`tel:${phone.tel}`} className={linkClass}>
              {phone.display}
            </a>{' '}
            <span className="text-sm text-taupe">· {phone.label}</span>
          </p>
        ))}
      </Item>
      <Item icon={<Mail />} label="Email">
        <a href={`mailto:${salon.email}`} className={`${linkClass} break-all`}>
          {salon.email}
        </a>
      </Item>
    </ul>
  );
}
