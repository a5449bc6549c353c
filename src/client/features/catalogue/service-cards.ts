import type { PriceSectionKey } from '@shared/catalogue';

export interface ServiceCard {
  /** Also the price-list section and the page anchor on /servicos. */
  id: PriceSectionKey;
  name: string;
  description: string;
  image: string;
}

/** The eight service families (spec §3): cards on /servicos and the header's Services menu. */
export const SERVICE_CARDS: ServiceCard[] = [
  {
    id: 'cabelo-cortes',
    name: 'Haircuts & Styling',
    description:
      'Precision cuts, blow-dries and occasion styling shaped to your face and lifestyle.',
    image: 'svc-cabelo-cortes',
  },
  {
    id: 'coloracao-premium',
    name: 'Premium Colouring',
    description: 'Balayage, highlights and rich global colour with bond-protecting formulas.',
    image: 'svc-coloracao-premium',
  },
  {
    id: 'tratamentos-capilares',
    name: 'Hair Treatments',
    description: 'Reconstruction, keratin smoothing and deep hydration for healthy, glossy hair.',
    image: 'svc-tratamentos-capilares',
  },
  {
    id: 'manicure-pedicure',
    name: 'Manicure & Pedicure',
    description: 'Immaculate nails, BIAB, Gel X and extensions, plus podiatry care for your feet.',
    image: 'svc-manicure-pedicure',
  },
  {
    id: 'estetica-facial',
    name: 'Facial Aesthetics',
    description: 'Facials and advanced skin treatments that cleanse, renew and restore radiance.',
    image: 'svc-estetica-facial',
  },
  {
    id: 'sobrancelhas-cilios',
    name: 'Brows & Lashes',
    description:
      'Brow design, lamination, tinting and lash lifts that frame your eyes beautifully.',
    image: 'svc-sobrancelhas-cilios',
  },
  {
    id: 'massagens-relaxantes',
    name: 'Relaxing Massages',
    description:
      'Swedish, hot-stone and lymphatic massages to release tension and restore balance.',
    image: 'svc-massagens-relaxantes',
  },
  {
    id: 'maquiagem-profissional',
    name: 'Professional Make-up',
    description: 'Flawless make-up for weddings, events and photo shoots, made to last all day.',
    image: 'svc-maquiagem-profissional',
  },
];
