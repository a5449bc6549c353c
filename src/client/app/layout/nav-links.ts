import { paths } from '@shared/routes';

/** The header's navigation, in the spec's order. */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Aesthetics', to: paths.aesthetics },
  { label: 'Barbershop', to: paths.barbershop },
  { label: 'Blog', to: paths.blog },
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
] as const;
