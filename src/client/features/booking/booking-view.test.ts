import { describe, expect, it } from 'vitest';
import type { ClientAppointment } from '@shared/schemas/booking';
import {
  changeLinkOf,
  changeLinkOutcome,
  closureLines,
  professionalsFor,
  resolveProfessionalParam,
} from './booking-view';

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

describe('a reminder link to change an appointment', () => {
  const now = Date.parse('2026-12-01T09:00:00Z');
  const appointment = (over: Partial<ClientAppointment>): ClientAppointment => ({
    id: 'a1',
    serviceId: 's1',
    professionalId: null,
    serviceName: 'Cut & Blow-Dry',
    durationMinutes: 60,
    professionalName: null,
    startsAt: '2026-12-02T08:00:00Z',
    date: '2026-12-02',
    time: '08:00',
    totalPricePence: 4500,
    notes: null,
    status: 'confirmed',
    cancellable: false,
    reschedulable: true,
    cancelRefundsDeposit: null,
    deposit: null,
    ...over,
  });

  it('is read from ?reschedule= or ?cancel=', () => {
    expect(changeLinkOf(new URLSearchParams('reschedule=a1'))).toEqual({
      appointmentId: 'a1',
      change: 'reschedule',
    });
    expect(changeLinkOf(new URLSearchParams('cancel=a1&x=1'))).toEqual({
      appointmentId: 'a1',
      change: 'cancel',
    });
    expect(changeLinkOf(new URLSearchParams('service=cabelo'))).toBeNull();
    expect(changeLinkOf(new URLSearchParams('cancel='))).toBeNull();
  });

  it('opens the dialog when the rule allows it, or says why not', () => {
    const a = appointment({});
    expect(changeLinkOutcome({ appointmentId: 'a1', change: 'reschedule' }, [a], now)).toBe('open');
    expect(changeLinkOutcome({ appointmentId: 'a1', change: 'cancel' }, [a], now)).toBe('too_late');
    expect(
      changeLinkOutcome(
        { appointmentId: 'a1', change: 'cancel' },
        [appointment({ status: 'cancelled', reschedulable: false })],
        now,
      ),
    ).toBe('not_allowed');
    expect(
      changeLinkOutcome(
        { appointmentId: 'a1', change: 'reschedule' },
        [appointment({ startsAt: '2026-12-01T08:00:00Z', reschedulable: false })],
        now,
      ),
    ).toBe('not_allowed');
    expect(changeLinkOutcome({ appointmentId: 'zz', change: 'cancel' }, [a], now)).toBe(
      'not_found',
    );
  });
});
