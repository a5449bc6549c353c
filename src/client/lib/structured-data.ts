import { business } from '@shared/business';
import type { BlogTeaser } from '@shared/content';
import { mainPhone, mapUrl, openingHoursRows, WEEKDAY_NAMES } from '@shared/salon-facts';
import type { SalonSettings } from '@shared/schemas/settings';
import { articlePath } from '@shared/routes';
import { DEFAULT_OG_IMAGE, ogImagePath } from './page-meta';

const organisation = (siteUrl: string, name: string) => ({
  '@type': 'Organization',
  name,
  url: `${siteUrl}/`,
  logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
});

/** schema.org BeautySalon for the home page: what local search shows beside the site. */
export function beautySalonJsonLd(siteUrl: string, salon: SalonSettings) {
  const { address } = salon;
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${siteUrl}/#salon`,
    name: salon.name,
    description: business.description,
    url: `${siteUrl}/`,
    image: `${siteUrl}${DEFAULT_OG_IMAGE.path}`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: mainPhone(salon).tel,
    email: salon.email,
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.street, address.locality].filter(Boolean).join(', '),
      addressLocality: address.city,
      postalCode: address.postcode,
      addressCountry: 'GB',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    hasMap: mapUrl(salon),
    openingHoursSpecification: openingHoursRows(salon.openingHours)
      .filter((slot) => slot.opens && slot.closes)
      .map((slot) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: slot.days.map((day) => WEEKDAY_NAMES[day - 1]),
        opens: slot.opens,
        closes: slot.closes,
      })),
    sameAs: salon.social.map((network) => network.url),
  };
}

/** schema.org Article for a blog post. */
export function articleJsonLd(article: BlogTeaser, siteUrl: string, siteName: string) {
  const url = `${siteUrl}${articlePath(article.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    inLanguage: 'pt-BR',
    articleSection: article.category,
    image: [`${siteUrl}${ogImagePath(article.image) ?? DEFAULT_OG_IMAGE.path}`],
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: organisation(siteUrl, siteName),
    publisher: organisation(siteUrl, siteName),
  };
}
