import { whatsappLink } from '@shared/salon-facts';
import { useSalonSettings } from '@client/lib/salon-settings';
import { WhatsAppIcon } from '@client/components/ui/social-icon';

export function WhatsAppButton() {
  const salon = useSalonSettings();
  if (!salon) return null;
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
