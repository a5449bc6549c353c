import { describe, expect, it } from 'vitest';
import { closureLines, professionalsFor, resolveProfessionalParam } from './booking-view';

const team = [
  { id: 'a1', name: 'Ana Ribeiro', role: 'Stylist' },
  { id: 'b2', name: 'Bruno Sá', role: 'Barber' },
  { id: 'c3', name: 'Clara Mendes', role: 'Nurse' },
];

describe('professionalsFor', () => {
  it('offers everyone before a service is chosen, then only who performs it', () => {
    expect(professionalsFor(undefined, team)).toEqual(team);
    expect(professionalsFor({ professionalIds: ['c3', 'a1'] }, team).map((p) => p.id)).toEqual([
      'a1',
      'c3',
    ]);
    expect(professionalsFor({ professionalIds: [] }, team)).toEqual([]);
  });
});

describe('resolveProfessionalParam', () => {
  it('finds a professional by id, by name as a slug or words, or by first name', () => {
    expect(resolveProfessionalParam('b2', team)?.name).toBe('Bruno Sá');
    expect(resolveProfessionalParam('bruno-sa', team)?.id).toBe('b2');
    expect(resolveProfessionalParam('Clara Mendes', team)?.id).toBe('c3');
    expect(resolveProfessionalParam('ana', team)?.id).toBe('a1');
  });

  it('ignores what names nobody', () => {
    expect(resolveProfessionalParam('nobody', team)).toBeUndefined();
    expect(resolveProfessionalParam('', team)).toBeUndefined();
    expect(resolveProfessionalParam('---', team)).toBeUndefined();
    expect(resolveProfessionalParam(null, team)).toBeUndefined();
  });
});

describe('closureLines', () => {
  it('joins consecutive days with one reason and keeps other reasons apart', () => {
    expect(
      closureLines([
        { date: '2026-12-28', reason: 'Closed for the bank holiday' },
        { date: '2026-12-25', reason: 'Closed for Christmas' },
        { date: '2026-12-24', reason: 'Closed for Christmas' },
        { date: '2026-12-26', reason: 'Closed for Christmas' },
        { date: '2026-12-31', reason: 'Closed for Christmas' },
      ]),
    ).toEqual([
      '24–26 Dec — Closed for Christmas',
      '28 Dec — Closed for the bank holiday',
      '31 Dec — Closed for Christmas',
    ]);
  });

  it('writes a range across a month end with both months', () => {
    expect(
      closureLines([
        { date: '2026-11-30', reason: 'Refurbishment' },
        { date: '2026-12-01', reason: 'Refurbishment' },
      ]),
    ).toEqual(['30 Nov–1 Dec — Refurbishment']);
  });
});
