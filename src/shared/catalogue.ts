/** Booking categories of the older system; the `?service=` mapping (spec §9) resolves to these. */
export const SERVICE_CATEGORIES = [
  'estetica',
  'cabelo',
  'barbearia',
  'manicure',
  'massagem',
  'outros',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_BADGES = ['OFERTA', 'PACOTE', 'MAIS VENDIDO', 'POPULAR', 'PREMIUM'] as const;
export type ServiceBadge = (typeof SERVICE_BADGES)[number];

/**
 * Price-list sections, in the order the complete price list shows them. The first eight keys are
 * also the ids of the service cards and the anchors the header's Services dropdown scrolls to.
 */
export const PRICE_SECTIONS = [
  { key: 'cabelo-cortes', title: 'Haircuts & Styling' },
  { key: 'coloracao-premium', title: 'Premium Colouring' },
  { key: 'tratamentos-capilares', title: 'Hair Treatments' },
  { key: 'manicure-pedicure', title: 'Manicure & Pedicure' },
  { key: 'estetica-facial', title: 'Facial Aesthetics' },
  { key: 'sobrancelhas-cilios', title: 'Brows & Lashes' },
  { key: 'massagens-relaxantes', title: 'Relaxing Massages' },
  { key: 'maquiagem-profissional', title: 'Professional Make-up' },
  { key: 'estetica-avancada', title: 'Advanced Skin Treatments' },
  { key: 'consultas', title: 'Consultations' },
  { key: 'injetaveis', title: 'Injectable Aesthetics' },
  { key: 'corporais', title: 'Body Treatments' },
  { key: 'depilacao', title: 'Waxing' },
  { key: 'bem-estar', title: 'Wellbeing & IV Therapy' },
  { key: 'barbearia', title: 'Barbershop' },
  { key: 'pacotes', title: 'Special Packages' },
] as const;
export type PriceSectionKey = (typeof PRICE_SECTIONS)[number]['key'];
export const PRICE_SECTION_KEYS = PRICE_SECTIONS.map((s) => s.key) as [
  PriceSectionKey,
  ...PriceSectionKey[],
];
