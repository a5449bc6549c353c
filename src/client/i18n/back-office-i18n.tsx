import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale as DayPickerLocale } from 'react-day-picker';
import { enGB as dayPickerEnGB, ptBR as dayPickerPtBR } from 'react-day-picker/locale';
import { formatDay, type CalendarDate } from '@shared/salon-dates';
import type { StaffLocale } from '@shared/staff-roles';
import { createBackOfficeI18n } from './i18n';

/**
 * Kept in the browser too, so the admin sign-in page (before anyone is known) and the first
 * frame after a reload already speak the last chosen language; the account's own choice (GET
 * /api/me `staff.locale`) always wins once it is known.
 */
const REMEMBERED = 'aurora.backOfficeLocale';

export function rememberedLocale(): StaffLocale {
  try {
    return globalThis.localStorage?.getItem(REMEMBERED) === 'en-GB' ? 'en-GB' : 'pt-BR';
  } catch {
    return 'pt-BR';
  }
}

function remember(locale: StaffLocale) {
  try {
    globalThis.localStorage?.setItem(REMEMBERED, locale);
  } catch {
    // Storage refused (private mode): the account's choice still applies once it is known.
  }
}

/**
 * The back office's language: its own i18next instance in `locale` (or the remembered one until
 * it is known), switched in place when `locale` changes, so a new choice applies at once without
 * a reload. The public site never renders inside it and stays English.
 */
export function BackOfficeI18n({
  locale,
  children,
}: {
  locale?: StaffLocale | null;
  children: ReactNode;
}) {
  const [i18n] = useState(() => createBackOfficeI18n(locale ?? rememberedLocale()));
  useEffect(() => {
    if (!locale) return;
    remember(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const DAY_PICKER_LOCALES: Record<StaffLocale, DayPickerLocale> = {
  'pt-BR': dayPickerPtBR,
  'en-GB': dayPickerEnGB,
};

/**
 * The back office's language as dates need it: the long date ("sexta-feira, 27 de novembro de
 * 2026" / "Friday 27 November 2026"), the month calendar's locale, and the `lang` attribute.
 * Times are the 24-hour "14:05" in both.
 */
export function useBackOfficeLocale() {
  const { i18n } = useTranslation();
  const locale: StaffLocale = i18n.language === 'en-GB' ? 'en-GB' : 'pt-BR';
  return {
    locale,
    longDay: (date: CalendarDate) =>
      formatDay(date, locale === 'en-GB' ? 'longDateEn' : 'longDatePt'),
    dayPickerLocale: DAY_PICKER_LOCALES[locale],
  };
}
