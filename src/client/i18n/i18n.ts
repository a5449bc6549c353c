import { createInstance, type i18n } from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import type { StaffLocale } from '@shared/staff-roles';
import { enGB } from './en-GB';
import { ptBR } from './pt-BR';

/** The back office's one namespace: its strings are few enough to load together. */
export const BACK_OFFICE_NS = 'backOffice';

export const backOfficeResources = {
  'pt-BR': { [BACK_OFFICE_NS]: ptBR },
  'en-GB': { [BACK_OFFICE_NS]: enGB },
} as const;

/**
 * A back-office i18next instance in `locale`. Initialised synchronously (the resources are
 * bundled, nothing to fetch), so the first render already speaks the staff member's language.
 * Without a fallback language: a missing key would show itself, and the key test and the types
 * keep there being none.
 */
export function createBackOfficeI18n(locale: StaffLocale): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: backOfficeResources,
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['pt-BR', 'en-GB'],
    ns: [BACK_OFFICE_NS],
    defaultNS: BACK_OFFICE_NS,
    initAsync: false,
    // React escapes what it renders; i18next escaping too would show '&amp;' in names.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * The instance a back-office component finds outside the language provider (a component test,
 * a screen rendered on its own): Portuguese, as the back office was before the choice existed.
 */
export const defaultBackOfficeI18n = createBackOfficeI18n('pt-BR');
setI18n(defaultBackOfficeI18n);
