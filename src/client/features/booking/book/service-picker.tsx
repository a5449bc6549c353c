import { Plus, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { CatalogueService } from '@shared/catalogue-schema';
import { formatGbp, formatServicePrice } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { formatDuration } from '../booking-view';
import { servicesBySection } from './book-view';

interface ServicePickerProps {
  services: readonly CatalogueService[];
  chosen: readonly CatalogueService[];
  /** At most this many services in one visit (the contract's limit). */
  max: number;
  onAdd: (service: CatalogueService) => void;
  onRemove: (index: number) => void;
}

const details = (service: CatalogueService) =>
  `${formatDuration(service.durationMinutes)} · ${formatServicePrice(service)}`;

/**
 * Step 1: the visit's services. A searchable list grouped by price section; once one is chosen the
 * list folds away behind 'Add another service', so the phone's screen goes on to the times.
 */
export function ServicePicker({ services, chosen, max, onAdd, onRemove }: ServicePickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [browsing, setBrowsing] = useState(chosen.length === 0);
  const open = browsing || chosen.length === 0;
  const groups = open ? servicesBySection(services, search) : [];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
        1. Choose your treatment
      </h2>

      {chosen.length > 0 && (
        <ol aria-label="Your visit" className="space-y-2">
          {chosen.map((service, index) => (
            <li
              key={`${service.id}-${index}`}
              className="flex items-center gap-3 rounded-2xl border border-ink/10 bg-white/70 px-4 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-display text-lg text-ink">{service.name}</p>
                <p className="text-xs tracking-[0.12em] text-taupe uppercase">{details(service)}</p>
                {service.depositPence !== null && (
                  // Said before a time is chosen: the visit's deposits are paid online, summed
                  // into one checkout, when it is booked (decision 052's addendum).
                  <p className="mt-1 text-sm text-ink-soft">
                    Deposit due now: {formatGbp(service.depositPence)}, paid online when you book to
                    secure your time.
                  </p>
                )}
              </div>
              <button
                type="button"
                onClick={() => onRemove(index)}
                className="rounded-full p-2 text-taupe hover:bg-sand hover:text-ink focus-visible:outline-2 focus-visible:outline-gold-deep"
                aria-label={`Remove ${service.name}`}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}

      {!open && chosen.length < max && (
        <Button type="button" variant="outline" size="sm" onClick={() => setBrowsing(true)}>
          <Plus aria-hidden /> Add another service
        </Button>
      )}

      {open && (
        <div className="space-y-4">
          <div className="relative">
            <label htmlFor={`${id}-search`} className="sr-only">
              Search treatments
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-4 mt-1 size-4 -translate-y-1/2 text-taupe"
            />
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search treatments"
              className={`${fieldControlClass} pl-11`}
              autoComplete="off"
            />
          </div>
          <div aria-live="polite" className="sr-only">
            {search && `${groups.reduce((n, g) => n + g.services.length, 0)} treatments found`}
          </div>
          {groups.length === 0 && (
            <p className="text-sm text-taupe">No treatment matches “{search}”.</p>
          )}
          <div className="max-h-[28rem] space-y-5 overflow-y-auto overscroll-contain pr-1">
            {groups.map((group) => (
              <section key={group.key} aria-labelledby={`${id}-${group.key}`}>
                <h3
                  id={`${id}-${group.key}`}
                  className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase"
                >
                  {group.title}
                </h3>
                <ul className="mt-2 divide-y divide-ink/10">
                  {group.services.map((service) => (
                    <li key={service.id}>
                      <button
                        type="button"
                        onClick={() => {
                          onAdd(service);
                          setSearch('');
                          setBrowsing(false);
                        }}
                        className="flex w-full items-center gap-3 rounded-xl px-2 py-3 text-left hover:bg-sand/60 focus-visible:outline-2 focus-visible:outline-gold-deep"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block text-ink">{service.name}</span>
                          <span className="block text-xs tracking-[0.12em] text-taupe uppercase">
                            {details(service)}
                          </span>
                        </span>
                        <span className="sr-only">Add</span>
                        <Plus aria-hidden className="size-4 shrink-0 text-gold-deep" />
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
