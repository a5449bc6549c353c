import { business, mapUrl } from '@shared/business';
import type { BlogTeaser } from '@shared/content';
import { articlePath } from '@shared/routes';
import { DEFAULT_OG_IMAGE, ogImagePath } from './page-meta';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const organisation = (siteUrl: string) => ({
  '@type': 'Organization',
  name: business.name,
  url: `${siteUrl}/`,
  logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
});

/** schema.org BeautySalon for the home page: what local search shows beside the site. */
export function beautySalonJsonLd(siteUrl: string) {
  const { address } = business;
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${siteUrl}/#salon`,
    name: business.name,
    description: business.description,
    url: `${siteUrl}/`,
    image: `${siteUrl}${DEFAULT_OG_IMAGE.path}`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: business.phones[0].tel,
    email: business.email,
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.locality}`,
      addressLocality: address.city,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    hasMap: mapUrl,
    openingHoursSpecification: business.openingHours
      .filter((slot) => slot.opens && slot.closes)
      .map((slot) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: slot.days.map((day) => DAY_NAMES[day - 1]),
        opens: slot.opens,
        closes: slot.closes,
      })),
    sameAs: business.social.map((network) => network.url),
  };
}

/** schema.org Article for a blog post. */
export function articleJsonLd(article: BlogTeaser, siteUrl: string) {
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
    author: organisation(siteUrl),
    publisher: organisation(siteUrl),
  };
}
