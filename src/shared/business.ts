/**
 * The salon's facts the owner does not edit in Settings: the brand, the story, the team and the
 * map's pin. What the owner edits (name, address, phones, e-mail, WhatsApp, social links, opening
 * hours) is in the database (`salon_settings`, src/shared/schemas/settings.ts; decision 025) and
 * written with src/shared/salon-facts.ts.
 */
export const business = {
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
  geo: { latitude: 52.4697, longitude: -1.9362 },
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
  priceRange: '££',
} as const;
