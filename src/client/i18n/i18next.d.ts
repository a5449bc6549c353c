import 'i18next';
import type { ptBR } from './pt-BR';

// The Portuguese resources are the keys' source of truth: t('…') with a key they lack is a
// type error, and en-GB.ts must give every one of them (BackOfficeMessages).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'backOffice';
    resources: { backOffice: typeof ptBR };
    returnNull: false;
  }
}
