import { PUBLIC_PATHS } from '../../../src/shared/routes';

/**
 * Every public route with a text that proves its own content rendered, and whether the floating
 * WhatsApp button shows: the booking flow leaves it off, as at a phone's width it covered the
 * flow's own buttons (the layout's hidesWhatsApp).
 */
export const PUBLIC_PAGES: { path: string; heading: RegExp; whatsApp?: false }[] = [
  { path: '/', heading: /./ },
  { path: '/servicos', heading: /Beauty, crafted/i },
  { path: '/tratamentos', heading: /Treatments & prices/i },
  { path: '/estetica', heading: /glows/i },
  { path: '/barbearia', heading: /Premium Barbershop/ },
  { path: '/blog', heading: /./ },
  { path: '/blog/tendencias-coloracao-2025', heading: /./ },
  { path: '/blog/cuidados-pele-verao', heading: /./ },
  { path: '/blog/nail-art-tecnicas-inspiracoes', heading: /./ },
  { path: '/blog/sobrancelhas-perfeitas', heading: /./ },
  { path: '/sobre-nos', heading: /./ },
  { path: '/contato', heading: /./ },
  { path: '/book', heading: /Book your visit/, whatsApp: false },
  { path: '/termos-de-uso', heading: /Termos de Uso/ },
  { path: '/politica-de-privacidade', heading: /Política de Privacidade/ },
];

if (PUBLIC_PAGES.length !== PUBLIC_PATHS.length) {
  throw new Error('tests/e2e/support/public-routes.ts is out of step with PUBLIC_PATHS');
}
