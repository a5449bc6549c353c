/** URLs of the site's SVG artwork, by file name without extension. */
const urls = import.meta.glob<string>('../assets/art/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byName = new Map(
  Object.entries(urls).map(([path, url]) => [path.replace(/^.*\/([^/]+)\.svg$/, '$1'), url]),
);

export function artUrl(name: string): string {
  const url = byName.get(name);
  if (!url) throw new Error(`No artwork named ${name}`);
  return url;
}
