/**
 * Free-times questions in their one canonical spelling (decision 037): the same question asked
 * with its parameters in another order, without `professional=`, or with upper-case ids finds the
 * same answer kept in memory, on the lean path too. Anything the route might answer otherwise
 * (an encoded character, a parameter named twice, `moving`) has no canonical form and is never
 * kept; parameters the route ignores are ignored here too.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface FreeTimesQuestion {
  service: string;
  /** '' for no preference. */
  professional: string;
  /** The date (YYYY-MM-DD) or month (YYYY-MM) asked about. */
  when: string;
}

function parse(query: string, whenName: 'date' | 'month'): FreeTimesQuestion | undefined {
  if (query.includes('%') || query.includes('+')) return undefined;
  const found = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (name !== 'service' && name !== 'professional' && name !== whenName) {
      if (name === 'moving') return undefined;
      continue;
    }
    if (found.has(name)) return undefined;
    found.set(name, equals === -1 ? '' : pair.slice(equals + 1));
  }
  const service = found.get('service') ?? '';
  const professional = found.get('professional') ?? '';
  const when = found.get(whenName) ?? '';
  if (!UUID.test(service) || (professional && !UUID.test(professional))) return undefined;
  if (!(whenName === 'date' ? DATE : MONTH).test(when)) return undefined;
  return { service: service.toLowerCase(), professional: professional.toLowerCase(), when };
}

export const dayQuestion = (query: string) => parse(query, 'date');
export const monthQuestion = (query: string) => parse(query, 'month');

/** The canonical query strings, as MemoryAnswers.keyQueries takes them. */
export const dayQuery = (q: FreeTimesQuestion) =>
  `service=${q.service}&professional=${q.professional}&date=${q.when}`;
export const monthQuery = (q: FreeTimesQuestion) =>
  `service=${q.service}&professional=${q.professional}&month=${q.when}`;

export function canonicalDayQuery(query: string): string | undefined {
  const question = dayQuestion(query);
  return question && dayQuery(question);
}
export function canonicalMonthQuery(query: string): string | undefined {
  const question = monthQuestion(query);
  return question && monthQuery(question);
}

/** The query string of a request's URL ('' without one). */
export function queryOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark + 1);
}
