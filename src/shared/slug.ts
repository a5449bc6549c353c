/**
 * The spec's slug: lower-cased, accents removed, spaces turned into hyphens. Other punctuation
 * ("&", "'") also becomes a hyphen so every slug is safe in a URL.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
