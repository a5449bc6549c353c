import { useLocation } from 'react-router';
import { whatsappLink } from '@shared/salon-facts';
import { paths } from '@shared/routes';
import { useSalonSettings } from '@client/lib/salon-settings';
import { WhatsAppIcon } from '@client/components/ui/social-icon';

/**
 * Pages where the floating button would sit on the task's own buttons at a phone's width: the
 * public booking flow (its 'Continue', 'Confirm booking' and confirmation links) and a waitlist
 * offer ('Book this time'). Both already give the salon's number where help is needed.
 */
export function hidesWhatsApp(pathname: string): boolean {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return under(paths.book) || under(paths.waitlistOffer);
}

export function WhatsAppButton() {
  const salon = useSalonSettings();
  const { pathname } = useLocation();
  if (!salon || hidesWhatsApp(pathname)) return null;
  return (
    <aside aria-label="WhatsApp">
      <a
        href={whatsappLink(
          salon.whatsapp.main,
          `Hello ${salon.name}! I'd like to book an appointment.`,
        )}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-[0_12px_30px_-8px_rgba(31,143,78,0.7)] transition-transform hover:scale-105"
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </aside>
  );
}
