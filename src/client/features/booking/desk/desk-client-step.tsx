import { Search, UserPlus, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminClientSummary } from '@shared/schemas/clients';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { useDeskClientSearch } from './api/desk-booking-api';

/** Who the desk books for: a client found by the search, or a new one with no account. */
export type DeskClientChoice =
  | { kind: 'existing'; client: AdminClientSummary }
  | { kind: 'new'; name: string; phone: string; email: string };

export const NEW_CLIENT = { kind: 'new', name: '', phone: '', email: '' } as const;

/** The typed text, once the typing pauses: one search per pause, not per key. */
function useDebounced(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Step 1 of 'Novo agendamento': a search (name, e-mail or phone) whose results are a listbox the
 * arrow keys walk and Enter picks, or 'Novo cliente' with Nome, Telefone and E-mail (opcional).
 */
export function DeskClientStep({
  choice,
  onChange,
  errors,
}: {
  choice: DeskClientChoice | null;
  onChange: (choice: DeskClientChoice | null) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (choice?.kind === 'existing')
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium text-ink">{t('clientStep.client')}</p>
        <div className="flex items-center gap-3 rounded-2xl border border-ink/15 bg-sand/40 px-4 py-3">
          <UserRound aria-hidden className="size-5 shrink-0 text-gold-deep" />
          <ClientLines client={choice.client} />
          <Button
            type="button"
            variant="link"
            size="sm"
            onClick={() => onChange(null)}
            className="ml-auto"
          >
            {t('clientStep.change')}
          </Button>
        </div>
        <FieldError id="desk-client-error" message={errors.clientId} />
      </div>
    );
  if (choice?.kind === 'new')
    return <NewClientFields choice={choice} onChange={onChange} errors={errors} />;
  return <ClientSearch onPick={onChange} error={errors.clientId} />;
}

function ClientLines({ client }: { client: AdminClientSummary }) {
  const { t } = useTranslation();
  const contact =
    [client.phone, client.email].filter(Boolean).join(' · ') || t('clientStep.noContact');
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
        {client.name}
        {client.hasAccount && <Badge tone="outline">{t('clientStep.account')}</Badge>}
      </span>
      <span className="truncate text-sm text-taupe">{contact}</span>
    </span>
  );
}

function ClientSearch({
  onPick,
  error,
}: {
  onPick: (choice: DeskClientChoice) => void;
  error: string | undefined;
}) {
  const id = useId();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [active, setActive] = useState(0);
  const results = useDeskClientSearch(search);
  const items = search.length >= 2 ? (results.data?.items ?? []) : [];
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const pick = (client: AdminClientSummary) => onPick({ kind: 'existing', client });

  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-ink">
          {t('clientStep.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 mt-1 size-4 -translate-y-1/2 text-taupe"
          />
          <input
            id={`${id}-search`}
            type="text"
            inputMode="search"
            role="combobox"
            autoFocus
            autoComplete="off"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={items.length > 0 ? optionId(active) : undefined}
            placeholder={t('clientStep.searchPlaceholder')}
            className={cn(fieldControlClass, 'pl-11')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (items.length === 0) return;
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive((index) => (index + step + items.length) % items.length);
              } else if (event.key === 'Enter') {
                event.preventDefault();
                pick(items[active] ?? items[0]!);
              }
            }}
          />
        </div>
        <p className="mt-2 min-h-5 text-sm text-taupe" aria-live="polite">
          {search.length < 2
            ? t('clientStep.typeMore')
            : results.isFetching && !results.data
              ? t('clientStep.searching')
              : results.isError
                ? t('clientStep.searchFailed')
                : items.length === 0
                  ? t('clientStep.noneFound')
                  : t('clientStep.found', { count: results.data?.total ?? items.length })}
          {results.isFetching && results.data && <Spinner className="ml-2 inline size-3.5" />}
        </p>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('clientStep.results')}
        className={cn('grid gap-1.5', items.length === 0 && 'hidden')}
      >
        {items.map((client, index) => (
          <li
            key={client.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(client)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 transition-colors',
              index === active ? 'border-gold-deep bg-sand/60' : 'border-ink/10 bg-ivory',
            )}
          >
            <UserRound aria-hidden className="size-5 shrink-0 text-gold-deep" />
            <ClientLines client={client} />
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex items-center gap-3 text-sm text-taupe">
        <span className="h-px flex-1 bg-ink/10" />
        {t('clientStep.or')}
        <span className="h-px flex-1 bg-ink/10" />
      </div>
      <Button type="button" variant="outline" onClick={() => onPick({ ...NEW_CLIENT })}>
        <UserPlus aria-hidden /> {t('clientStep.newClient')}
      </Button>
    </div>
  );
}

function NewClientFields({
  choice,
  onChange,
  errors,
}: {
  choice: Extract<DeskClientChoice, { kind: 'new' }>;
  onChange: (choice: DeskClientChoice | null) => void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const { t } = useTranslation();
  const set = (field: 'name' | 'phone' | 'email') => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...choice, [field]: event.target.value });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-4 flex w-full items-center justify-between gap-3">
        <span className="font-display text-2xl">{t('clientStep.newClient')}</span>
        <Button type="button" variant="link" size="sm" onClick={() => onChange(null)}>
          {t('clientStep.search')}
        </Button>
      </legend>
      <TextField
        id={`${id}-name`}
        label={t('walkIn.name')}
        required
        autoFocus
        autoComplete="off"
        maxLength={100}
        className="sm:col-span-2"
        value={choice.name}
        onChange={set('name')}
        error={errors['newClient.name']}
      />
      <TextField
        id={`${id}-phone`}
        label={t('walkIn.phone')}
        type="tel"
        required
        autoComplete="off"
        maxLength={30}
        value={choice.phone}
        onChange={set('phone')}
        error={errors['newClient.phone']}
      />
      <FormField
        id={`${id}-email`}
        label={t('walkIn.email')}
        optional
        optionalLabel={t('walkIn.optional')}
        error={errors['newClient.email']}
      >
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          maxLength={254}
          className={fieldControlClass}
          {...fieldA11y(`${id}-email`, errors['newClient.email'])}
          value={choice.email}
          onChange={set('email')}
        />
      </FormField>
      <p className="text-xs text-taupe sm:col-span-2">{t('clientStep.emailNote')}</p>
    </fieldset>
  );
}
