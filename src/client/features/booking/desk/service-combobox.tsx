import { Check, Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORIES } from '@shared/catalogue';
import type { CatalogueService } from '@shared/catalogue-schema';
import { formatGbp } from '@shared/money';
import { CATEGORY_LABELS } from '@shared/schemas/admin-catalogue';
import { fieldControlClass } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import { formatDuration } from '../booking-view';

/** Lower case without accents: "bal" finds Balayage, "massagem" finds "Massagem", "depil" "Depilação". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Bookable services matching the typed text, under their category, each category's by name. */
function groupsOf(services: readonly CatalogueService[], query: string) {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const matches = (s: CatalogueService) =>
    words.every((word) => folded(`${s.name} ${CATEGORY_LABELS[s.category]}`).includes(word));
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    services: services
      .filter((s) => s.bookable && s.category === category && matches(s))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  })).filter((group) => group.services.length > 0);
}

/**
 * The desk's service field: type part of a name ("bal") and pick from the matching services,
 * grouped by category with duration and price, by pointer or with the arrow keys and Enter. The
 * input names the chosen service once picked; typing again searches again.
 */
export function ServiceCombobox({
  id,
  services,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  services: readonly CatalogueService[];
  value: string;
  onChange: (serviceId: string) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const listId = useId();
  const { t } = useTranslation();
  const chosen = services.find((s) => s.id === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const groups = useMemo(() => groupsOf(services, query ?? ''), [services, query]);
  const options = groups.flatMap((g) => g.services);
  const pick = (service: CatalogueService) => {
    onChange(service.id);
    setQuery(null);
    setOpen(false);
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative mt-2">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-gold-deep"
      />
      <input
        ref={input}
        id={id}
        role="combobox"
        type="text"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options[active] ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t('serviceSearch.placeholder')}
        className={cn(fieldControlClass, 'mt-0 pl-11')}
        value={query ?? chosen?.name ?? ''}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
          } else if (event.key === 'Enter' && open) {
            event.preventDefault();
            const option = options[active];
            if (option) pick(option);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
            setQuery(null);
          }
        }}
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('serviceSearch.services')}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-2xl border border-ink/15 bg-ivory p-1 shadow-lg"
        >
          {options.length === 0 ? (
            <p className="px-3 py-3 text-sm text-taupe">{t('serviceSearch.none')}</p>
          ) : (
            groups.map((group) => (
              <div key={group.category} role="group" aria-label={t(`categories.${group.category}`)}>
                <p
                  aria-hidden
                  className="px-3 pt-2 pb-1 text-[0.6875rem] font-medium tracking-[0.14em] text-taupe uppercase"
                >
                  {CATEGORY_LABELS[group.category]}
                </p>
                {group.services.map((service) => {
                  const index = options.indexOf(service);
                  return (
                    <div
                      key={service.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={service.id === value}
                      // Picked on press, before the input's blur closes the list.
                      onMouseDown={(event) => {
                        event.preventDefault();
                        pick(service);
                      }}
                      onMouseEnter={() => setActive(index)}
                      className={cn(
                        'flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm',
                        index === active ? 'bg-sand' : 'hover:bg-sand/60',
                      )}
                    >
                      <span className="flex min-w-0 items-center gap-2">
                        {service.id === value && (
                          <Check aria-hidden className="size-4 shrink-0 text-gold-deep" />
                        )}
                        <span className="truncate text-ink">{service.name}</span>
                      </span>
                      <span className="shrink-0 text-xs text-taupe tabular-nums">
                        {formatDuration(service.durationMinutes)} · {formatGbp(service.pricePence)}
                      </span>
                    </div>
                  );
                })}
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
