/** Blog article ids (spec §2); the Markdown files under content/blog carry the same ids. */
export const BLOG_IDS = [
  'tendencias-coloracao-2025',
  'cuidados-pele-verao',
  'nail-art-tecnicas-inspiracoes',
  'sobrancelhas-perfeitas',
] as const;
export type BlogId = (typeof BLOG_IDS)[number];

export const LEGAL_PAGES = ['termos-de-uso', 'politica-de-privacidade'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const paths = {
  home: '/',
  services: '/servicos',
  treatments: '/tratamentos',
  aesthetics: '/estetica',
  barbershop: '/barbearia',
  blog: '/blog',
  about: '/sobre-nos',
  contact: '/contato',
  terms: '/termos-de-uso',
  privacy: '/politica-de-privacidade',
  notFound: '/404',
  auth: '/auth',
  appointments: '/agendamentos',
  myCourses: '/meus-cursos',
  profile: '/perfil',
  internalAccess: '/sistema/acesso-interno',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

export const articlePath = (id: string) => `/blog/${id}`;

/** `/agendamentos?service=…`: the booking page with a service pre-selected. */
export const bookingPath = (service?: string) =>
  service ? `${paths.appointments}?service=${encodeURIComponent(service)}` : paths.appointments;

/** Public pages of the site, the ones search engines see. */
export const PUBLIC_PATHS = [
  paths.home,
  paths.services,
  paths.treatments,
  paths.aesthetics,
  paths.barbershop,
  paths.blog,
  ...BLOG_IDS.map(articlePath),
  paths.about,
  paths.contact,
  paths.terms,
  paths.privacy,
] as const;

/**
 * Every path the client router renders as a real page (not the not-found page). The server answers
 * 200 for these and 404 for anything else, so it must list exactly the pages that exist.
 */
const CLIENT_PATHS: ReadonlySet<string> = new Set<string>([...PUBLIC_PATHS, paths.unsubscribe]);

export function isClientRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_PATHS.has(normalised);
}
