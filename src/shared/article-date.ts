const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/**
 * Articles are Portuguese pages, so their dates read "15 de janeiro de 2025". Written out rather
 * than with Intl.DateTimeFormat, whose first use loads locale data on the main thread of every
 * public page (this module is in their shared chunk); article-date.test.ts checks it against Intl.
 * Every other date goes through salon-dates.ts.
 */
export function formatArticleDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  return `${date.getUTCDate()} de ${MESES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}
