import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_LOCALES } from '@shared/staff-roles';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { useChangeStaffLocale } from '../api/staff-locale';

const SHORT = { 'pt-BR': 'PT', 'en-GB': 'EN' } as const;

/**
 * 'Idioma': the back office's language, Português (Brasil) or English (UK), saved on the account
 * (kept for the next sign-in) and applied at once. Two choices side by side rather than a select,
 * so they fit the tablet's narrow rail too (there, as 'PT' and 'EN').
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const labelId = useId();
  const change = useChangeStaffLocale({ onError: () => toast.error(t('language.failed')) });
  return (
    <div className="flex flex-col gap-1.5 md:max-xl:items-center">
      <p id={labelId} className="flex items-center gap-1.5 text-xs text-taupe md:max-xl:sr-only">
        <Languages aria-hidden className="size-3.5" />
        {t('language.label')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="inline-flex flex-wrap gap-1 rounded-2xl border border-ink/15 p-1 md:max-xl:flex-col"
      >
        {STAFF_LOCALES.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={locale === option}
            aria-label={t(`language.${option}`)}
            lang={option}
            disabled={change.isPending}
            onClick={() => locale !== option && change.mutate(option)}
            className={cn(
              'rounded-xl px-2.5 py-1 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none',
              locale === option ? 'bg-ink text-ivory' : 'text-ink hover:bg-sand',
            )}
          >
            <span className="md:max-xl:hidden">{t(`language.${option}`)}</span>
            <span aria-hidden className="hidden md:max-xl:inline">
              {SHORT[option]}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
