/**
 * Every business fact the site shows lives here, so the owner can change one file. Phone numbers
 * are Ofcom's drama ranges until the owner supplies the real ones.
 */
export const business = {
  name: 'Aurora Beauty Studio',
  shortName: 'Aurora',
  tagline: 'Salon · Barbershop · Aesthetics Academy',
  description:
    'Premium beauty salon, barbershop and aesthetics academy in Edgbaston, Birmingham: hair, colour, nails, facial and injectable aesthetics, massages, body treatments and mini courses.',
  satisfiedClients: '30,000+',
  owner: {
    name: 'Mariana Costa',
    yearsExperience: '25+',
    yearsInUk: '6+',
  },
  address: {
    street: '118 Harborne Road',
    locality: 'Edgbaston',
    city: 'Birmingham',
    postcode: 'B15 3HF',
    country: 'GB',
  },
  geo: { latitude: 52.4697, longitude: -1.9362 },
  phones: [
    { label: 'Salon', display: '0121 496 0318', tel: '+441214960318' },
    { label: 'Mobile & WhatsApp', display: '07700 900 123', tel: '+447700900123' },
  ],
  email: 'hello@aurorabeautystudio.co.uk',
  /** WhatsApp numbers in international form without "+" (wa.me format). */
  whatsapp: {
    main: '447700900123',
    quotes: '447700900789',
  },
  team: [
    {
      name: 'Mariana Costa',
      role: 'Founder · Aesthetics & Hair Specialist',
      bio: 'Over 25 years transforming hair and skin, six of them in Birmingham. Mariana leads our aesthetics academy.',
      whatsapp: '447700900123',
      image: 'team-mariana',
    },
    {
      name: 'Rafael Lima',
      role: 'Master Barber',
      bio: 'Classic cuts, hot-towel shaves and modern fades, with the precision of 15 years behind the chair.',
      whatsapp: '447700900456',
      image: 'team-rafael',
    },
  ],
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/aurorabeautystudio.bham' },
    { name: 'Facebook', url: 'https://www.facebook.com/aurorabeautystudio.bham' },
  ],
  /** One set of opening hours for the whole site; days use ISO numbering (1 = Monday). */
  openingHours: [
    { days: [1, 2, 3, 4, 5], label: 'Monday – Friday', opens: '09:00', closes: '20:00' },
    { days: [6], label: 'Saturday', opens: '08:00', closes: '18:00' },
    { days: [7], label: 'Sunday', opens: null, closes: null },
  ],
  priceRange: '££',
} as const;

export type OpeningHours = (typeof business.openingHours)[number];

export const formattedAddress = `${business.address.street}, ${business.address.locality}, ${business.address.city} ${business.address.postcode}`;

export const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${business.name}, ${formattedAddress}`,
)}`;

export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export function formatOpeningTime(opens: string | null, closes: string | null): string {
  return opens && closes ? `${opens} – ${closes}` : 'Closed';
}
