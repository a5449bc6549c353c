import type { PriceSectionKey } from '@shared/catalogue';

/** The treatments page's tabs (spec §2), in order; the first one is open by default. */
export const TREATMENT_TABS: { value: string; label: string; sections: PriceSectionKey[] }[] = [
  { value: 'injetaveis', label: 'Estética Injetável', sections: ['injetaveis'] },
  { value: 'corporais', label: 'Corporais', sections: ['corporais'] },
  { value: 'facial', label: 'Facial', sections: ['estetica-facial', 'estetica-avancada'] },
  {
    value: 'cabelo',
    label: 'Cabelo',
    sections: ['cabelo-cortes', 'coloracao-premium', 'tratamentos-capilares'],
  },
  { value: 'maos-pes', label: 'Mãos & Pés', sections: ['manicure-pedicure'] },
  { value: 'depilacao', label: 'Depilação', sections: ['depilacao'] },
  { value: 'bem-estar', label: 'Bem-Estar', sections: ['massagens-relaxantes', 'bem-estar'] },
];
