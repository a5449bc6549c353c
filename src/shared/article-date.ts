const articleDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Articles are Portuguese pages, so their dates read "15 de janeiro de 2025". */
export function formatArticleDate(isoDate: string): string {
  return articleDate.format(new Date(`${isoDate}T00:00:00Z`));
}
