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
  /** The public booking flow (issue 32): times before the sign-in, several services a visit. */
  book: '/book',
  terms: '/termos-de-uso',
  privacy: '/politica-de-privacidade',
  notFound: '/404',
  auth: '/auth',
  appointments: '/agendamentos',
  myCourses: '/meus-cursos',
  courseSuccess: '/course-success',
  /** The built-in test checkout (never in production); the session id follows. */
  testCheckout: '/checkout/teste',
  profile: '/perfil',
  resetPassword: '/redefinir-senha',
  internalAccess: '/sistema/acesso-interno',
  adminLogin: '/admin/login',
  adminDashboard: '/sistema/gerencial',
  /** The staff invitation's link; its token follows (issue 31). */
  staffInvitation: '/equipe/convite',
  /** A waitlist offer's link; its token follows (issue 32). */
  waitlistOffer: '/waitlist/offer',
  /** The link to fill a client's consultation and consent forms (issue 33); its token follows. */
  clinicalForms: '/forms',
  /** Temporary: the appointments panels alone, until they move into the dashboard's tabs. */
  unsubscribe: '/newsletter/unsubscribe',
  /** The link of the newsletter's confirmation e-mail (double opt-in). */
  confirmNewsletter: '/newsletter/confirm',
} as const;

/**
 * `/auth?redirect=…`: the sign-in page, which returns the visitor to `redirect` (a path on this
 * site) once signed in. Slashes, `?` and `=` stay readable; `&` and the rest are encoded.
 */
export const authPath = (redirect?: string) =>
  redirect
    ? `${paths.auth}?redirect=${encodeURIComponent(redirect)
        .replace(/%2F/gi, '/')
        .replace(/%3F/gi, '?')
        .replace(/%3D/gi, '=')}`
    : paths.auth;

export const articlePath = (id: string) => `/blog/${id}`;

/** The page a waitlist offer's e-mail and SMS link to. */
export const waitlistOfferPath = (token: string) => `${paths.waitlistOffer}/${token}`;

export const testCheckoutPath = (sessionId: string) => `${paths.testCheckout}/${sessionId}`;

/** Where a checkout returns: the success page verifies the session with the server. */
export const courseSuccessPath = (sessionId: string) =>
  `${paths.courseSuccess}?session_id=${encodeURIComponent(sessionId)}`;

/** `/book?service=…`: the public booking flow with that exact service chosen (id or slug). */
export const bookPath = (service?: string) =>
  service ? `${paths.book}?service=${encodeURIComponent(service)}` : paths.book;

/** `/agendamentos?service=…`: the booking page with a service pre-selected. */
export const bookingPath = (service?: string) =>
  service ? `${paths.appointments}?service=${encodeURIComponent(service)}` : paths.appointments;

/** What a link may ask My Appointments to open for one appointment (the reminder e-mail's). */
export const APPOINTMENT_CHANGES = ['reschedule', 'cancel'] as const;
export type AppointmentChange = (typeof APPOINTMENT_CHANGES)[number];

/** `/agendamentos?reschedule=<id>` or `?cancel=<id>`: My Appointments with that dialog open. */
export const appointmentChangePath = (appointmentId: string, change: AppointmentChange) =>
  `${paths.appointments}?${change}=${encodeURIComponent(appointmentId)}`;

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
  paths.book,
  paths.terms,
  paths.privacy,
] as const;

/**
 * Every path the client router renders as a real page (not the not-found page). The server answers
 * 200 for these and 404 for anything else, so it must list exactly the pages that exist.
 */
const CLIENT_PATHS: ReadonlySet<string> = new Set<string>([
  ...PUBLIC_PATHS,
  paths.unsubscribe,
  paths.confirmNewsletter,
  paths.auth,
  paths.profile,
  paths.appointments,
  paths.resetPassword,
  paths.internalAccess,
  paths.adminLogin,
  paths.adminDashboard,
  paths.myCourses,
  paths.courseSuccess,
]);

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** Pages with an id in the path. */
const CLIENT_PATH_PATTERNS: readonly RegExp[] = [
  /^\/checkout\/teste\/[A-Za-z0-9_]{1,255}$/,
  /^\/waitlist\/offer\/[A-Za-z0-9_-]{1,255}$/,
  // The forms e-mail's and the tablet's link (issue 33): its token follows.
  /^\/forms\/[A-Za-z0-9_-]{1,255}$/,
  // The rebooking e-mail's Unsubscribe (REBOOK_UNSUBSCRIBE_PATH): its token follows.
  /^\/rebooking\/unsubscribe\/[\w-]{1,255}$/,
];

export function isClientRoute(pathname: string): boolean {
  const normalised = withoutTrailingSlash(pathname);
  return (
    CLIENT_PATHS.has(normalised) || CLIENT_PATH_PATTERNS.some((pattern) => pattern.test(normalised))
  );
}

const PUBLIC: ReadonlySet<string> = new Set<string>(PUBLIC_PATHS);

/** The public page a path names (trailing slashes aside), or undefined. */
export function publicPath(pathname: string): string | undefined {
  const normalised = withoutTrailingSlash(pathname);
  return PUBLIC.has(normalised) ? normalised : undefined;
}
