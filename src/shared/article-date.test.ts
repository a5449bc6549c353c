import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './article-date';

const intl = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('formatArticleDate', () => {
  it('reads as Intl writes it in Portuguese, for every day from 2000 to 2099', () => {
    expect(formatArticleDate('2025-01-15')).toBe('15 de janeiro de 2025');
    for (let day = Date.UTC(2000, 0, 1); day <= Date.UTC(2099, 11, 31); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatArticleDate(iso)).toBe(intl.format(new Date(day)));
    }
  });

  it('refuses what is not a date', () => {
    expect(() => formatArticleDate('not-a-date')).toThrow(RangeError);
  });
});
