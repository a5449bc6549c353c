import type { PriceSectionKey, ServiceBadge, ServiceCategory } from '@shared/catalogue';
import type { DepositKind } from '@shared/deposits';

/**
 * Seed content for the price catalogue: the salon's published price list, its team and its mini
 * courses. Array order is display order within each price-list section (the seeder derives
 * sortOrder from the index). Slugs equal slugify(name), which `?service=` links rely on.
 */

export interface SeedService {
  /** slugify(name): lower-case, accents removed, runs of other characters turned into one hyphen. */
  slug: string;
  name: string;
  description: string;
  category: ServiceCategory;
  section: PriceSectionKey;
  durationMinutes: number;
  /** Integer pence. */
  pricePence: number;
  /** Upper bound for ranges such as £20–£28. */
  priceMaxPence?: number;
  /** Shown as "from £X". */
  priceIsFrom?: boolean;
  badge?: ServiceBadge;
  benefits?: string[];
  maintenanceDays?: number;
  /** Defaults to true; packages are sold in the salon, not booked online. */
  bookable?: boolean;
}

/** A weekly pattern's interval on the wall clock: ISO weekday (1 = Monday), 'HH:MM' to 'HH:MM'. */
export type SeedInterval = readonly [weekday: number, from: string, to: string];

export interface SeedProfessional {
  name: string;
  role: string;
  sortOrder: number;
  /** Absent: works whenever the salon is open (today's behaviour). */
  pattern?: SeedInterval[];
}

export interface SeedCourse {
  slug: string;
  name: string;
  description: string;
  pricePence: number;
}

export const seedServices: SeedService[] = [
  // ── Haircuts & Styling ──────────────────────────────────────────────────────────────────────
  {
    slug: 'ladies-haircut',
    name: "Ladies' Haircut",
    description:
      'A consultation, wash and precision cut shaped to your face, hair texture and lifestyle, finished with a rough dry and advice on styling at home.',
    category: 'cabelo',
    section: 'cabelo-cortes',
    durationMinutes: 45,
    pricePence: 2500,
    maintenanceDays: 42,
  },
  {
    slug: 'wash-blow-dry',
    name: 'Wash & Blow-Dry',
    description:
      'A relaxing wash and conditioning treatment followed by a smooth, voluminous or softly waved blow-dry. Price varies with hair length.',
    category: 'cabelo',
    section: 'cabelo-cortes',
    durationMinutes: 45,
    pricePence: 3000,
    priceIsFrom: true,
  },
  {
    slug: 'cut-blow-dry',
    name: 'Cut & Blow-Dry',
    description:
      'Our signature precision cut with a full professional blow-dry, for a polished, salon-fresh finish. Price varies with hair length.',
    category: 'cabelo',
    section: 'cabelo-cortes',
    durationMinutes: 60,
    pricePence: 4500,
    priceIsFrom: true,
    badge: 'POPULAR',
    maintenanceDays: 42,
  },
  {
    slug: 'occasion-hair-styling',
    name: 'Occasion Hair Styling',
    description:
      'Elegant up-dos, half-up styles and glamorous waves for weddings, proms and special evenings, pinned and set to last all night.',
    category: 'cabelo',
    section: 'cabelo-cortes',
    durationMinutes: 60,
    pricePence: 5500,
    priceIsFrom: true,
  },

  // ── Premium Colouring ───────────────────────────────────────────────────────────────────────
  {
    slug: 'root-colour',
    name: 'Root Colour',
    description:
      'Permanent colour applied to up to 2 cm of regrowth to refresh your shade and cover greys, finished with a blow-dry.',
    category: 'cabelo',
    section: 'coloracao-premium',
    durationMinutes: 75,
    pricePence: 4500,
    maintenanceDays: 42,
  },
  {
    slug: 'gloss-toner',
    name: 'Gloss & Toner',
    description:
      'A shine-boosting gloss that neutralises brassiness and revives faded colour or blonde tones between colour appointments.',
    category: 'cabelo',
    section: 'coloracao-premium',
    durationMinutes: 45,
    pricePence: 4500,
    maintenanceDays: 42,
  },
  {
    slug: 'full-head-colour',
    name: 'Full Head Colour',
    description:
      'A rich, even shade from roots to ends using conditioning professional colour, finished with a blow-dry. Price varies with hair length.',
    category: 'cabelo',
    section: 'coloracao-premium',
    durationMinutes: 90,
    pricePence: 6500,
    priceIsFrom: true,
    maintenanceDays: 56,
  },
  {
    slug: 'full-head-highlights',
    name: 'Full Head Highlights',
    description:
      'Fine foil highlights woven through the whole head for brightness and dimension, toned to your ideal shade and finished with a blow-dry.',
    category: 'cabelo',
    section: 'coloracao-premium',
    durationMinutes: 150,
    pricePence: 9500,
    priceIsFrom: true,
    maintenanceDays: 70,
  },
  {
    slug: 'balayage',
    name: 'Balayage',
    description:
      'Hand-painted lightening for a sun-kissed look that grows out softly and seamlessly. Includes toner, a bond-building treatment and a blow-dry.',
    category: 'cabelo',
    section: 'coloracao-premium',
    durationMinutes: 180,
    pricePence: 14000,
    priceIsFrom: true,
    badge: 'PREMIUM',
    maintenanceDays: 90,
  },

  // ── Hair Treatments ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'deep-conditioning-ritual',
    name: 'Deep Conditioning Ritual',
    description:
      'An intensive mask chosen for your hair type, applied with steam and a relaxing scalp massage to restore softness, shine and elasticity, then finished with a blow-dry.',
    category: 'cabelo',
    section: 'tratamentos-capilares',
    durationMinutes: 45,
    pricePence: 4500,
    maintenanceDays: 28,
  },
  {
    slug: 'scalp-detox-therapy',
    name: 'Scalp Detox Therapy',
    description:
      'Gentle exfoliation, a purifying clay mask and a scalp massage to lift build-up, calm irritation and create a healthy base for growth.',
    category: 'cabelo',
    section: 'tratamentos-capilares',
    durationMinutes: 45,
    pricePence: 5000,
    maintenanceDays: 28,
  },
  {
    slug: 'bond-repair-treatment',
    name: 'Bond Repair Treatment',
    description:
      'A professional bond-building treatment that rebuilds the inner structure of colour-treated or heat-damaged hair, reducing breakage and restoring strength.',
    category: 'cabelo',
    section: 'tratamentos-capilares',
    durationMinutes: 45,
    pricePence: 5500,
    maintenanceDays: 28,
  },
  {
    slug: 'brazilian-blow-dry',
    name: 'Brazilian Blow-Dry',
    description:
      'A smoothing treatment that tames frizz and shortens drying time for up to three months while keeping natural movement. Price depends on length and thickness.',
    category: 'cabelo',
    section: 'tratamentos-capilares',
    durationMinutes: 150,
    pricePence: 13000,
    priceIsFrom: true,
    maintenanceDays: 90,
  },

  // ── Nails & Feet ────────────────────────────────────────────────────────────────────────────
  {
    slug: 'classic-manicure',
    name: 'Classic Manicure',
    description:
      'Nail shaping, cuticle care and a relaxing hand massage, finished with a polish of your choice for neat, well-groomed hands.',
    category: 'manicure',
    section: 'manicure-pedicure',
    durationMinutes: 30,
    pricePence: 2000,
  },
  {
    slug: 'gel-manicure',
    name: 'Gel Manicure',
    description:
      'Shaping and cuticle care finished with a high-shine gel polish that stays chip-free for up to three weeks.',
    category: 'manicure',
    section: 'manicure-pedicure',
    durationMinutes: 45,
    pricePence: 3000,
    maintenanceDays: 21,
  },
  {
    slug: 'biab',
    name: 'BIAB',
    description:
      'Builder in a Bottle: a strengthening gel overlay on your natural nails that helps them grow long and strong, finished in a colour or natural tone.',
    category: 'manicure',
    section: 'manicure-pedicure',
    durationMinutes: 60,
    pricePence: 4000,
    badge: 'MAIS VENDIDO',
    maintenanceDays: 20,
  },
  {
    slug: 'gel-x-extensions',
    name: 'Gel X Extensions',
    description:
      'Full-cover soft-gel tips bonded to the natural nail for lightweight, flexible length in the shape of your choice, finished with gel colour.',
    category: 'manicure',
    section: 'manicure-pedicure',
    durationMinutes: 75,
    pricePence: 5000,
    maintenanceDays: 20,
  },
  {
    slug: 'nail-extensions',
    name: 'Nail Extensions',
    description:
      'Sculpted acrylic or hard-gel extensions tailored in length and shape for durable, beautifully structured nails. Nail art is priced on request.',
    category: 'manicure',
    section: 'manicure-pedicure',
    durationMinutes: 90,
    pricePence: 5500,
    priceIsFrom: true,
    maintenanceDays: 20,
  },
  {
    slug: 'classic-pedicure',
    name: 'Classic Pedicure',
    description:
      'A warm foot soak, nail shaping, cuticle care, hard-skin smoothing and a foot massage, finished with the polish of your choice.',
    category: 'manicure',
    section: 'manicure-pedicure',
    durationMinutes: 45,
    pricePence: 3000,
  },
  {
    slug: 'gel-pedicure',
    name: 'Gel Pedicure',
    description:
      'Our complete pedicure finished with long-lasting gel polish, ideal for holidays and sandal season.',
    category: 'manicure',
    section: 'manicure-pedicure',
    durationMinutes: 60,
    pricePence: 3800,
  },
  {
    slug: 'podiatry',
    name: 'Podiatry',
    description:
      'Clinical foot care with sterilised instruments to treat hard skin, corns, calluses and thickened or ingrown-prone nails, for healthy, comfortable feet.',
    category: 'manicure',
    section: 'manicure-pedicure',
    durationMinutes: 45,
    pricePence: 4500,
    maintenanceDays: 28,
  },

  // ── Facial Aesthetics ───────────────────────────────────────────────────────────────────────
  {
    slug: 'classic-facial',
    name: 'Classic Facial',
    description:
      'A cleanse, gentle exfoliation, mask and relaxing facial massage tailored to your skin type, leaving it fresh, balanced and glowing.',
    category: 'estetica',
    section: 'estetica-facial',
    durationMinutes: 45,
    pricePence: 3500,
    badge: 'OFERTA',
    maintenanceDays: 30,
  },
  {
    slug: 'led-light-therapy',
    name: 'LED Light Therapy',
    description:
      'Red and blue LED light to help calm redness, support collagen production and reduce breakouts. A soothing session on its own or the perfect finish to any facial.',
    category: 'estetica',
    section: 'estetica-facial',
    durationMinutes: 30,
    pricePence: 4000,
    maintenanceDays: 7,
  },
  {
    slug: 'dermaplaning-facial',
    name: 'Dermaplaning Facial',
    description:
      'Precise blade exfoliation lifts dead skin cells and fine vellus hair, leaving an ultra-smooth surface that absorbs skincare and takes make-up beautifully.',
    category: 'estetica',
    section: 'estetica-facial',
    durationMinutes: 45,
    pricePence: 5000,
    maintenanceDays: 28,
  },
  {
    slug: 'signature-aurora-facial',
    name: 'Signature Aurora Facial',
    description:
      'Our most indulgent facial: a double cleanse, enzyme exfoliation, extractions, a bespoke mask and a sculpting face, neck and shoulder massage.',
    category: 'estetica',
    section: 'estetica-facial',
    durationMinutes: 90,
    pricePence: 8500,
    maintenanceDays: 30,
  },

  // ── Brows & Lashes ──────────────────────────────────────────────────────────────────────────
  {
    slug: 'eyebrow-wax-shape',
    name: 'Eyebrow Wax & Shape',
    description:
      'Brows mapped to your face shape and tidied with warm wax and tweezers for a clean, defined arch.',
    category: 'outros',
    section: 'sobrancelhas-cilios',
    durationMinutes: 15,
    pricePence: 1000,
    maintenanceDays: 28,
  },
  {
    slug: 'brow-tint-shape',
    name: 'Brow Tint & Shape',
    description:
      'Wax and tweezer shaping combined with a custom-blended tint that adds depth and definition to fair or sparse brows.',
    category: 'outros',
    section: 'sobrancelhas-cilios',
    durationMinutes: 30,
    pricePence: 2000,
    maintenanceDays: 28,
  },
  {
    slug: 'henna-brows',
    name: 'Henna Brows',
    description:
      'Plant-based henna tints both the brow hairs and the skin beneath for fuller-looking brows, lasting up to two weeks on the skin and six on the hairs.',
    category: 'outros',
    section: 'sobrancelhas-cilios',
    durationMinutes: 45,
    pricePence: 2800,
    maintenanceDays: 28,
  },
  {
    slug: 'brow-lamination',
    name: 'Brow Lamination',
    description:
      'Brow hairs are restructured and set in a brushed-up position, then tinted and shaped for full, groomed brows that last six to eight weeks.',
    category: 'outros',
    section: 'sobrancelhas-cilios',
    durationMinutes: 45,
    pricePence: 4000,
    maintenanceDays: 42,
  },
  {
    slug: 'lash-lift-tint',
    name: 'Lash Lift & Tint',
    description:
      'Your natural lashes lifted from the root and tinted for a longer, darker, curled look that lasts six to eight weeks, with no need for mascara.',
    category: 'outros',
    section: 'sobrancelhas-cilios',
    durationMinutes: 60,
    pricePence: 4500,
    badge: 'POPULAR',
    maintenanceDays: 42,
  },
  {
    slug: 'classic-lash-extensions',
    name: 'Classic Lash Extensions',
    description:
      'One lightweight extension applied to each natural lash for a defined, mascara-effect look. Infills are recommended every three weeks.',
    category: 'outros',
    section: 'sobrancelhas-cilios',
    durationMinutes: 90,
    pricePence: 6000,
    maintenanceDays: 21,
  },

  // ── Relaxing Massages ───────────────────────────────────────────────────────────────────────
  {
    slug: 'back-neck-shoulder-massage',
    name: 'Back, Neck & Shoulder Massage',
    description:
      'A focused massage that releases built-up tension in the back, neck and shoulders, ideal after long hours at a desk.',
    category: 'massagem',
    section: 'massagens-relaxantes',
    durationMinutes: 30,
    pricePence: 2500,
  },
  {
    slug: 'indian-head-massage',
    name: 'Indian Head Massage',
    description:
      'A traditional seated massage of the scalp, face, neck and shoulders with warm oil, to ease stress and leave you deeply calm.',
    category: 'massagem',
    section: 'massagens-relaxantes',
    durationMinutes: 30,
    pricePence: 3000,
  },
  {
    slug: 'swedish-massage',
    name: 'Swedish Massage',
    description:
      'A full-body massage of long, flowing strokes with warm aromatic oils to relax the muscles, improve circulation and quieten the mind.',
    category: 'massagem',
    section: 'massagens-relaxantes',
    durationMinutes: 60,
    pricePence: 5000,
  },
  {
    slug: 'deep-tissue-massage',
    name: 'Deep Tissue Massage',
    description:
      'Firm, slow pressure that works the deeper muscle layers to release knots and chronic tension, ideal for active lifestyles.',
    category: 'massagem',
    section: 'massagens-relaxantes',
    durationMinutes: 60,
    pricePence: 6000,
  },
  {
    slug: 'hot-stone-massage',
    name: 'Hot Stone Massage',
    description:
      'Smooth heated basalt stones glide over the body, warming the muscles and melting away tension in a deeply relaxing full-body massage.',
    category: 'massagem',
    section: 'massagens-relaxantes',
    durationMinutes: 75,
    pricePence: 7000,
  },

  // ── Professional Make-up ────────────────────────────────────────────────────────────────────
  {
    slug: 'day-make-up',
    name: 'Day Make-up',
    description:
      'A fresh, natural look that evens the complexion and enhances your features, perfect for daytime events, interviews and photographs.',
    category: 'outros',
    section: 'maquiagem-profissional',
    durationMinutes: 45,
    pricePence: 3500,
  },
  {
    slug: 'evening-occasion-make-up',
    name: 'Evening & Occasion Make-up',
    description:
      'Soft or full glamour for parties, proms and special evenings, using long-wear products, with strip lashes included.',
    category: 'outros',
    section: 'maquiagem-profissional',
    durationMinutes: 60,
    pricePence: 5500,
  },
  {
    slug: 'bridal-make-up-trial',
    name: 'Bridal Make-up Trial',
    description:
      'A relaxed session to design and perfect your wedding-day look, with skin preparation advice and photographs of the final result for reference.',
    category: 'outros',
    section: 'maquiagem-profissional',
    durationMinutes: 75,
    pricePence: 6000,
  },
  {
    slug: 'bridal-make-up',
    name: 'Bridal Make-up',
    description:
      'Long-wear, camera-ready make-up on your wedding day, including lashes and a touch-up kit. Bridal party and on-location prices on request.',
    category: 'outros',
    section: 'maquiagem-profissional',
    durationMinutes: 90,
    pricePence: 15000,
    priceIsFrom: true,
  },

  // ── Advanced Skin Treatments (the six cards of the Aesthetics page) ───────────────────────────
  {
    slug: 'deep-cleansing-facial',
    name: 'Deep Cleansing Facial',
    description:
      'Steam, exfoliation and thorough extractions clear congested pores and blackheads, followed by a purifying mask and high-frequency to calm the skin.',
    category: 'estetica',
    section: 'estetica-avancada',
    durationMinutes: 60,
    pricePence: 6000,
    benefits: [
      'Unclogs pores and lifts blackheads',
      'Controls excess oil and shine',
      'Helps prevent breakouts',
      'Smoother, brighter complexion',
    ],
    maintenanceDays: 30,
  },
  {
    slug: 'chemical-peel',
    name: 'Chemical Peel',
    description:
      'A professional-grade acid peel, chosen for your skin, resurfaces the outer layers to fade pigmentation, soften fine lines and refine texture.',
    category: 'estetica',
    section: 'estetica-avancada',
    durationMinutes: 45,
    pricePence: 7500,
    benefits: [
      'Fades pigmentation and sun spots',
      'Refines texture and pores',
      'Softens fine lines',
      'Brighter, more even skin tone',
    ],
    maintenanceDays: 28,
  },
  {
    slug: 'microneedling',
    name: 'Microneedling',
    description:
      "Controlled micro-channels created with a sterile medical-grade pen trigger the skin's own collagen production to improve scarring, lines and texture.",
    category: 'estetica',
    section: 'estetica-avancada',
    durationMinutes: 75,
    pricePence: 12000,
    benefits: [
      'Stimulates collagen and elastin',
      'Improves acne scars and enlarged pores',
      'Softens fine lines and wrinkles',
      'Firmer, smoother skin',
    ],
    maintenanceDays: 30,
  },
  {
    slug: 'hydrating-facial',
    name: 'Hydrating Facial',
    description:
      'A moisture-boosting facial with hyaluronic acid serums, a hydrating mask and massage to replenish dry, dehydrated or tired-looking skin.',
    category: 'estetica',
    section: 'estetica-avancada',
    durationMinutes: 60,
    pricePence: 6500,
    benefits: [
      'Deep, long-lasting hydration',
      'Plumps fine dehydration lines',
      'Restores a dewy, healthy glow',
      'Gentle enough for sensitive skin',
    ],
    maintenanceDays: 30,
  },
  {
    slug: 'anti-ageing-treatment',
    name: 'Anti-Ageing Treatment',
    description:
      'A firming treatment combining peptide-rich serums, a lifting mask and sculpting massage to visibly lift, tone and restore radiance to mature skin.',
    category: 'estetica',
    section: 'estetica-avancada',
    durationMinutes: 75,
    pricePence: 9500,
    benefits: [
      'Visibly lifts and firms',
      'Softens lines and wrinkles',
      'Boosts radiance and elasticity',
      'Non-invasive, with no downtime',
    ],
    maintenanceDays: 30,
  },
  {
    slug: 'radiofrequency',
    name: 'Radiofrequency',
    description:
      'Gentle radiofrequency energy warms the deeper layers of the skin to tighten, contour and boost collagen, with no needles and no downtime.',
    category: 'estetica',
    section: 'estetica-avancada',
    durationMinutes: 60,
    pricePence: 8500,
    benefits: [
      'Tightens and firms lax skin',
      'Defines the jawline and contours',
      'Stimulates collagen production',
      'Comfortable, with no downtime',
    ],
    maintenanceDays: 14,
  },

  // ── Consultations ───────────────────────────────────────────────────────────────────────────
  {
    slug: 'free-aesthetics-consultation',
    name: 'Free Aesthetics Consultation',
    description:
      'A relaxed one-to-one skin assessment with our aesthetics specialist to discuss your goals and design a personalised treatment plan, with no obligation.',
    category: 'estetica',
    section: 'consultas',
    durationMinutes: 30,
    pricePence: 0,
    benefits: [
      'Professional skin analysis',
      'Personalised treatment plan',
      'Honest, expert advice',
      'No obligation to book',
    ],
  },

  // ── Injectable Aesthetics ───────────────────────────────────────────────────────────────────
  {
    slug: 'anti-wrinkle-injections-1-area',
    name: 'Anti-Wrinkle Injections – 1 Area',
    description:
      "Softens expression lines in one area, such as the forehead, frown lines or crow's feet. Always preceded by a face-to-face consultation with our prescriber.",
    category: 'estetica',
    section: 'injetaveis',
    durationMinutes: 30,
    pricePence: 12000,
    benefits: ['Smooths dynamic lines', 'Natural, refreshed result', 'Lasts three to four months'],
    maintenanceDays: 90,
  },
  {
    slug: 'anti-wrinkle-injections-2-areas',
    name: 'Anti-Wrinkle Injections – 2 Areas',
    description:
      'Treats two areas of your choice, such as the forehead and frown lines, for a smoother, well-rested look that keeps your natural expression.',
    category: 'estetica',
    section: 'injetaveis',
    durationMinutes: 30,
    pricePence: 16000,
    benefits: ['Smooths dynamic lines', 'Keeps natural expression', 'Lasts three to four months'],
    maintenanceDays: 90,
  },
  {
    slug: 'anti-wrinkle-injections-3-areas',
    name: 'Anti-Wrinkle Injections – 3 Areas',
    description:
      "Our most-requested combination of forehead, frown lines and crow's feet for balanced, natural-looking rejuvenation of the upper face. Includes a two-week review.",
    category: 'estetica',
    section: 'injetaveis',
    durationMinutes: 45,
    pricePence: 19000,
    badge: 'MAIS VENDIDO',
    benefits: [
      'Refreshes the whole upper face',
      'Balanced, natural-looking result',
      'Two-week review included',
      'Lasts three to four months',
    ],
    maintenanceDays: 90,
  },
  {
    slug: 'lip-filler',
    name: 'Lip Filler',
    description:
      'Hyaluronic acid dermal filler adds subtle volume, definition and hydration to the lips, always tailored to your natural proportions.',
    category: 'estetica',
    section: 'injetaveis',
    durationMinutes: 45,
    pricePence: 15000,
    priceIsFrom: true,
    benefits: [
      'Subtle, balanced volume',
      'Defined lip border',
      'Hydrated, smoother lips',
      'Lasts six to nine months',
    ],
    maintenanceDays: 180,
  },
  {
    slug: 'cheek-filler',
    name: 'Cheek Filler',
    description:
      'Dermal filler placed along the cheekbones to restore lost volume and gently lift the mid-face for a fresher, more sculpted profile.',
    category: 'estetica',
    section: 'injetaveis',
    durationMinutes: 60,
    pricePence: 25000,
    priceIsFrom: true,
    benefits: [
      'Restores mid-face volume',
      'Lifts and sculpts the cheekbones',
      'Softens tired-looking features',
      'Lasts up to twelve months',
    ],
    maintenanceDays: 270,
  },
  {
    slug: 'skin-boosters',
    name: 'Skin Boosters',
    description:
      'Micro-injections of hyaluronic acid hydrate the skin from within, improving elasticity, glow and fine crêpey lines. A course of two sessions is recommended.',
    category: 'estetica',
    section: 'injetaveis',
    durationMinutes: 45,
    pricePence: 22000,
    benefits: [
      'Deep hydration from within',
      'Improves elasticity and firmness',
      'Natural, luminous glow',
    ],
    maintenanceDays: 30,
  },
  {
    slug: 'polynucleotide-skin-therapy',
    name: 'Polynucleotide Skin Therapy',
    description:
      'A regenerative injectable that supports skin repair and collagen renewal, ideal for delicate areas such as under the eyes and the neck. Usually a course of three sessions.',
    category: 'estetica',
    section: 'injetaveis',
    durationMinutes: 45,
    pricePence: 20000,
    benefits: [
      'Supports natural skin repair',
      'Brightens the under-eye area',
      'Improves skin quality and texture',
    ],
    maintenanceDays: 21,
  },

  // ── Body Treatments ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'lymphatic-drainage',
    name: 'Lymphatic Drainage',
    description:
      'A gentle, rhythmic manual technique that stimulates the lymphatic system to reduce fluid retention, swelling and bloating.',
    category: 'estetica',
    section: 'corporais',
    durationMinutes: 60,
    pricePence: 6000,
    badge: 'POPULAR',
    benefits: [
      'Reduces swelling and fluid retention',
      'Relieves heavy, tired legs',
      'Supports post-operative recovery',
      'Leaves the body lighter',
    ],
    maintenanceDays: 7,
  },
  {
    slug: 'ultrasonic-cavitation',
    name: 'Ultrasonic Cavitation',
    description:
      'Low-frequency ultrasound targets stubborn pockets of fat that resist diet and exercise, helping to reshape and contour the body without surgery.',
    category: 'estetica',
    section: 'corporais',
    durationMinutes: 45,
    pricePence: 6000,
    benefits: [
      'Targets stubborn fat',
      'Contours the waist, thighs and arms',
      'Non-invasive, with no downtime',
    ],
    maintenanceDays: 7,
  },
  {
    slug: 'cellulite-treatment',
    name: 'Cellulite Treatment',
    description:
      'A combined protocol of vacuum massage, radiofrequency and firming actives to smooth the dimpled appearance of cellulite and improve skin tone.',
    category: 'estetica',
    section: 'corporais',
    durationMinutes: 60,
    pricePence: 6500,
    benefits: [
      'Smooths dimpled skin',
      'Improves circulation and tone',
      'Firmer-looking thighs and buttocks',
    ],
    maintenanceDays: 7,
  },
  {
    slug: 'mineral-body-wrap',
    name: 'Mineral Body Wrap',
    description:
      'A full-body exfoliation followed by a mineral-rich clay wrap and a nourishing massage, leaving the skin soft, toned and deeply hydrated.',
    category: 'estetica',
    section: 'corporais',
    durationMinutes: 75,
    pricePence: 7000,
    benefits: [
      'Exfoliates and refines the skin',
      'Deeply nourishes and hydrates',
      'Leaves skin visibly toned',
    ],
  },
  {
    slug: 'radiofrequency-body-sculpting',
    name: 'Radiofrequency Body Sculpting',
    description:
      'Deep-heating radiofrequency firms lax skin and smooths contours on the abdomen, thighs, arms or buttocks, with visible results over a course of sessions.',
    category: 'estetica',
    section: 'corporais',
    durationMinutes: 60,
    pricePence: 7500,
    benefits: [
      'Firms and tightens lax skin',
      'Smooths and defines contours',
      'Stimulates collagen',
      'Comfortable, with no downtime',
    ],
    maintenanceDays: 7,
  },

  // ── Waxing ──────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'underarm-wax',
    name: 'Underarm Wax',
    description:
      'Quick, thorough underarm waxing with low-temperature hot wax, kind to delicate skin.',
    category: 'outros',
    section: 'depilacao',
    durationMinutes: 15,
    pricePence: 1200,
    maintenanceDays: 28,
  },
  {
    slug: 'lip-chin-wax',
    name: 'Lip & Chin Wax',
    description:
      'Fine facial hair removed from the upper lip and chin with a hot wax formulated for sensitive facial skin.',
    category: 'outros',
    section: 'depilacao',
    durationMinutes: 15,
    pricePence: 1200,
    maintenanceDays: 21,
  },
  {
    slug: 'bikini-line-wax',
    name: 'Bikini Line Wax',
    description:
      'A neat tidy of the hair outside the bikini line, using hot wax for minimal discomfort.',
    category: 'outros',
    section: 'depilacao',
    durationMinutes: 15,
    pricePence: 1600,
    maintenanceDays: 28,
  },
  {
    slug: 'half-leg-wax',
    name: 'Half Leg Wax',
    description: 'Lower legs waxed from ankle to knee, finished with a calming post-wax lotion.',
    category: 'outros',
    section: 'depilacao',
    durationMinutes: 30,
    pricePence: 2200,
    maintenanceDays: 28,
  },
  {
    slug: 'full-leg-wax',
    name: 'Full Leg Wax',
    description:
      'Silky-smooth legs from ankle to upper thigh, waxed with a gentle formula and finished with a soothing lotion.',
    category: 'outros',
    section: 'depilacao',
    durationMinutes: 45,
    pricePence: 3500,
    maintenanceDays: 28,
  },
  {
    slug: 'brazilian-wax',
    name: 'Brazilian Wax',
    description:
      'Hot-wax hair removal from the intimate area, leaving a neat strip or triangle at the front, carried out with care and discretion.',
    category: 'outros',
    section: 'depilacao',
    durationMinutes: 30,
    pricePence: 3500,
    maintenanceDays: 28,
  },
  {
    slug: 'hollywood-wax',
    name: 'Hollywood Wax',
    description:
      'Complete hair removal from the entire intimate area with gentle hot wax, carried out with care and discretion.',
    category: 'outros',
    section: 'depilacao',
    durationMinutes: 30,
    pricePence: 4000,
    maintenanceDays: 28,
  },

  // ── Wellbeing & IV Therapy ──────────────────────────────────────────────────────────────────
  {
    slug: 'iv-drip-therapy',
    name: 'IV Drip Therapy',
    description:
      'A tailored infusion of vitamins, minerals and fluids administered by a qualified clinician after a health screening, for rapid hydration and maximum absorption.',
    category: 'outros',
    section: 'bem-estar',
    durationMinutes: 60,
    pricePence: 15000,
    priceIsFrom: true,
    badge: 'PREMIUM',
    benefits: [
      'Rapid rehydration',
      'Supports energy and immunity',
      'Maximum nutrient absorption',
      'Formula tailored to you',
    ],
    maintenanceDays: 30,
  },
  {
    slug: 'vitamin-b12-shot',
    name: 'Vitamin B12 Shot',
    description:
      'A quick intramuscular B12 injection to support energy levels, concentration and a healthy nervous system, following a short health screening.',
    category: 'outros',
    section: 'bem-estar',
    durationMinutes: 15,
    pricePence: 3500,
    benefits: ['Helps reduce tiredness', 'Supports focus and mood', 'Quick, in and out'],
    maintenanceDays: 30,
  },
  {
    slug: 'vitamin-d-shot',
    name: 'Vitamin D Shot',
    description:
      'A high-strength vitamin D injection to top up your levels through the darker months, supporting immunity, bones and mood.',
    category: 'outros',
    section: 'bem-estar',
    durationMinutes: 15,
    pricePence: 4000,
    benefits: ['Supports immunity', 'Helps maintain healthy bones', 'Ideal in winter months'],
    maintenanceDays: 90,
  },
  {
    slug: 'biotin-shot',
    name: 'Biotin Shot',
    description:
      'A biotin (vitamin B7) injection to support healthy hair, skin and nails from within, the perfect partner to your hair and nail treatments.',
    category: 'outros',
    section: 'bem-estar',
    durationMinutes: 15,
    pricePence: 4000,
    benefits: ['Supports hair growth', 'Strengthens nails', 'Promotes healthy skin'],
    maintenanceDays: 30,
  },

  // ── Barbershop (the six cards of the Barbershop page) ───────────────────────────────────────
  {
    slug: 'classic-cut',
    name: 'Classic Cut',
    description:
      'A tailored scissor or clipper cut, from a timeless short back and sides to a modern skin fade, finished with a wash and styling.',
    category: 'barbearia',
    section: 'barbearia',
    durationMinutes: 45,
    pricePence: 2000,
    priceMaxPence: 2800,
    benefits: [
      'Consultation on shape and style',
      'Precision scissor and clipper work',
      'Sharp neckline and detailing',
      'Wash and styling finish',
    ],
    maintenanceDays: 21,
  },
  {
    slug: 'beard-moustache',
    name: 'Beard & Moustache',
    description:
      'Beard and moustache shaped and sculpted with clippers and a straight razor, with a hot towel and nourishing beard oil to finish.',
    category: 'barbearia',
    section: 'barbearia',
    durationMinutes: 30,
    pricePence: 1500,
    benefits: [
      'Clean, defined lines',
      'Straight-razor edging',
      'Hot-towel treatment',
      'Nourishing beard oil',
    ],
    maintenanceDays: 14,
  },
  {
    slug: 'cut-beard',
    name: 'Cut & Beard',
    description:
      'Our complete grooming service: a precision haircut and a full beard and moustache sculpt, finished with a hot towel and styling.',
    category: 'barbearia',
    section: 'barbearia',
    durationMinutes: 75,
    pricePence: 3500,
    priceMaxPence: 4300,
    badge: 'MAIS VENDIDO',
    benefits: [
      'Haircut and beard in one visit',
      'Balanced, coordinated look',
      'Hot-towel finish',
      'Styling product advice',
    ],
    maintenanceDays: 21,
  },
  {
    slug: 'barbotherapy',
    name: 'Barbotherapy',
    description:
      'The traditional wet-shave ritual: hot towels, pre-shave oil, a close straight-razor shave and a cooling facial massage with soothing balm.',
    category: 'barbearia',
    section: 'barbearia',
    durationMinutes: 60,
    pricePence: 3500,
    priceIsFrom: true,
    badge: 'PREMIUM',
    benefits: [
      'Ultra-close, smooth shave',
      'Hot towels soften the beard',
      'Reduces razor irritation',
      'A deeply relaxing ritual',
    ],
  },
  {
    slug: 'children-s-cut',
    name: "Children's Cut",
    description:
      'A patient, friendly haircut for children up to 12, in a relaxed setting, with styling to finish.',
    category: 'barbearia',
    section: 'barbearia',
    durationMinutes: 30,
    pricePence: 2000,
    benefits: ['Friendly, patient barbers', 'Classic or modern styles', 'Quick and comfortable'],
    maintenanceDays: 28,
  },
  {
    slug: 'hair-treatment',
    name: 'Hair Treatment',
    description:
      "Targeted care for men's hair and scalp, from a hydrating mask or scalp detox to keratin smoothing or grey blending. Price depends on the treatment chosen.",
    category: 'barbearia',
    section: 'barbearia',
    durationMinutes: 45,
    pricePence: 2000,
    priceMaxPence: 9500,
    benefits: [
      'Healthier hair and scalp',
      'Controls frizz and dryness',
      'Natural-looking grey blending',
      'Tailored to your hair type',
    ],
  },

  // ── Special Packages (sold in the salon, valid for 12 months) ───────────────────────────────
  {
    slug: 'glow-package',
    name: 'Glow Package',
    description:
      'Includes a Hydrating Facial, a Chemical Peel, a Lash Lift & Tint and Brow Lamination, worth £225 when booked separately. Valid for 12 months.',
    category: 'outros',
    section: 'pacotes',
    durationMinutes: 210,
    pricePence: 20000,
    badge: 'PACOTE',
    bookable: false,
  },
  {
    slug: 'bridal-beauty-package',
    name: 'Bridal Beauty Package',
    description:
      'Includes a Bridal Make-up Trial, Bridal Make-up on the day, Occasion Hair Styling, a Gel Manicure and a Lash Lift & Tint, worth £340 when booked separately. Valid for 12 months.',
    category: 'outros',
    section: 'pacotes',
    durationMinutes: 330,
    pricePence: 32000,
    badge: 'PACOTE',
    bookable: false,
  },
  {
    slug: 'skin-renewal-package',
    name: 'Skin Renewal Package',
    description:
      'Includes a course of three Microneedling sessions, a Hydrating Facial and two LED Light Therapy sessions, worth £505 when booked separately. Valid for 12 months.',
    category: 'outros',
    section: 'pacotes',
    durationMinutes: 345,
    pricePence: 45000,
    badge: 'PACOTE',
    bookable: false,
  },
];

const weekdays = (days: number[], from: string, to: string): SeedInterval[] =>
  days.map((day) => [day, from, to] as const);

/**
 * The team of a Birmingham salon. The three who were there first work whenever the salon is open;
 * the newer members keep their own weeks: the stylist Tuesday to Saturday, the nurse prescriber
 * three clinic days, the therapist with a lunch hour and Tuesdays off.
 */
export const seedProfessionals: SeedProfessional[] = [
  { name: 'Mariana Costa', role: 'Founder · Aesthetics & Hair Specialist', sortOrder: 0 },
  { name: 'Rafael Lima', role: 'Master Barber', sortOrder: 1 },
  { name: 'Juliana Alves', role: 'Nail & Lash Artist', sortOrder: 2 },
  {
    name: 'Beatriz Santos',
    role: 'Senior Hair Stylist & Colourist',
    sortOrder: 3,
    pattern: [...weekdays([2, 3, 4, 5], '09:00', '20:00'), [6, '08:00', '17:00']],
  },
  {
    name: 'Chloe Bennett',
    role: 'Aesthetic Nurse Prescriber',
    sortOrder: 4,
    pattern: [
      [2, '12:00', '20:00'],
      [4, '12:00', '20:00'],
      [6, '09:00', '15:00'],
    ],
  },
  {
    name: 'Camila Rocha',
    role: 'Massage & Body Therapist',
    sortOrder: 5,
    pattern: [
      ...weekdays([1, 3, 4, 5], '10:00', '13:00'),
      ...weekdays([1, 3, 4, 5], '14:00', '19:00'),
      [6, '09:00', '14:00'],
    ],
  },
];

const MARIANA = 'Mariana Costa';
const RAFAEL = 'Rafael Lima';
const JULIANA = 'Juliana Alves';
const BEATRIZ = 'Beatriz Santos';
const CHLOE = 'Chloe Bennett';
const CAMILA = 'Camila Rocha';

/** Who performs each section of the price list (packages are not booked online). */
const sectionTeams: Record<PriceSectionKey, string[]> = {
  'cabelo-cortes': [MARIANA, BEATRIZ],
  'coloracao-premium': [MARIANA, BEATRIZ],
  'tratamentos-capilares': [MARIANA, BEATRIZ],
  'manicure-pedicure': [JULIANA],
  'estetica-facial': [MARIANA, CHLOE, CAMILA],
  'sobrancelhas-cilios': [JULIANA],
  'massagens-relaxantes': [CAMILA],
  'maquiagem-profissional': [MARIANA, JULIANA],
  'estetica-avancada': [MARIANA, CHLOE],
  consultas: [MARIANA, CHLOE],
  // Prescription-only medicines: the nurse prescriber, and Mariana who trained in aesthetics.
  injetaveis: [MARIANA, CHLOE],
  corporais: [CAMILA],
  depilacao: [JULIANA, CAMILA],
  // Vitamin shots and drips are prescription-only: the nurse alone.
  'bem-estar': [CHLOE],
  barbearia: [RAFAEL],
  pacotes: [],
};

/** Services whose team differs from their section's. */
const serviceTeams: Record<string, string[]> = {
  'deep-cleansing-facial': [MARIANA, CHLOE, CAMILA],
  'hydrating-facial': [MARIANA, CHLOE, CAMILA],
  'children-s-cut': [RAFAEL, BEATRIZ],
};

/** The professionals (by name) who perform a seeded service. */
export function seedTeamOf(service: Pick<SeedService, 'slug' | 'section'>): string[] {
  return serviceTeams[service.slug] ?? sectionTeams[service.section];
}

/** Clean-up after colour (mixing, rinsing the basin) and injectables (a sterile field). */
export function seedBufferOf(service: Pick<SeedService, 'section'>): number {
  if (service.section === 'injetaveis') return 15;
  if (service.section === 'coloracao-premium') return 10;
  return 0;
}

/** Botulinum toxin and fillers: never for anyone under 18 (the 2021 Act); every injectable here. */
export function seedAdultsOnly(service: Pick<SeedService, 'section'>): boolean {
  return service.section === 'injetaveis';
}

/**
 * The deposits the salon launched with (decision 028, the same rule as migration 0008): £50 on
 * every injectable, a quarter of the price on any other treatment over two hours.
 */
export function seedDepositOf(
  service: Pick<SeedService, 'section' | 'durationMinutes' | 'bookable'>,
): { depositKind: DepositKind | null; depositValue: number | null } {
  if (service.bookable === false) return { depositKind: null, depositValue: null };
  if (seedAdultsOnly(service)) return { depositKind: 'fixed', depositValue: 5000 };
  if (service.durationMinutes > 120) return { depositKind: 'percent', depositValue: 25 };
  return { depositKind: null, depositValue: null };
}

export const seedCourses: SeedCourse[] = [
  {
    slug: 'mini-curso-de-cabelo-escova-e-penteados',
    name: 'Mini curso de cabelo: escova e penteados',
    description:
      'Aprenda a fazer uma escova modeladora com acabamento de salão, a preparar os fios e a escolher os produtos certos para cada tipo de cabelo. Você também pratica penteados presos e semipresos para festas e eventos, passo a passo.',
    pricePence: 6700,
  },
  {
    slug: 'mini-curso-de-skincare-profissional',
    name: 'Mini curso de skincare profissional',
    description:
      'Entenda os tipos de pele, aprenda a fazer uma análise facial e a montar rotinas de skincare para manhã e noite. O curso explica os principais ativos, como ácido hialurônico, vitamina C e retinol, e como combiná-los com segurança.',
    pricePence: 9700,
  },
  {
    slug: 'mini-curso-de-design-de-unhas',
    name: 'Mini curso de design de unhas',
    description:
      'Aprenda a preparar a cutícula, modelar as unhas e aplicar esmalte em gel com acabamento impecável. Você também descobre técnicas de nail art, como francesinha, degradê e aplicação de pedrarias, além dos cuidados de higiene e biossegurança.',
    pricePence: 4700,
  },
  {
    slug: 'mini-curso-de-maquiagem-social',
    name: 'Mini curso de maquiagem social',
    description:
      'Aprenda a preparar a pele, corrigir e uniformizar o tom e criar uma maquiagem social elegante e duradoura. O curso ensina esfumados para os olhos, contorno e iluminação, e a adaptar cada técnica ao seu formato de rosto.',
    pricePence: 7700,
  },
];
