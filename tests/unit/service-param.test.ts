import { describe, expect, test } from 'vitest';
import { seedServices } from '@server/db/seed/catalogue-data';
import { resolveServiceParam, SERVICE_BY_SPEC_SLUG } from '@shared/booking';

// The published catalogue, in display order, as the booking pages receive it.
const services = seedServices.map((s, index) => ({ ...s, id: `service-${index}` }));
const pick = (param: string) => resolveServiceParam(param, services)?.slug;

describe('?service= picks the service a link names (issue 32)', () => {
  test('every service’s own slug picks that service, never its category’s first', () => {
    for (const service of services) expect(pick(service.slug), service.slug).toBe(service.slug);
    expect(pick('hot-stone-massage')).toBe('hot-stone-massage');
  });

  test('a service id picks that service', () => {
    expect(resolveServiceParam('service-3', services)?.slug).toBe(services[3]!.slug);
  });

  test('the spec’s treatment-name slugs pick that treatment', () => {
    expect(pick('peeling-quimico')).toBe('chemical-peel');
    expect(pick('barboterapia')).toBe('barbotherapy');
    expect(pick('corte-infantil')).toBe('children-s-cut');
    for (const [param, slug] of Object.entries(SERVICE_BY_SPEC_SLUG)) {
      expect(pick(param), param).toBe(slug);
    }
  });

  test('a card’s category link still picks the category’s first service (spec §9)', () => {
    expect(pick('massagens-relaxantes')).toBe('back-neck-shoulder-massage');
    expect(pick('estetica-facial')).toBe('classic-facial');
  });

  test('a treatment that is not offered falls back to its category', () => {
    const withoutPeel = services.filter((s) => s.slug !== 'chemical-peel');
    expect(resolveServiceParam('peeling-quimico', withoutPeel)?.category).toBe('estetica');
  });
});
