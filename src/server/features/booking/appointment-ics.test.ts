import { expect, test } from 'vitest';
import { defaultSalonSettings } from '@shared/schemas/settings';
import { appointmentIcs } from './appointment-ics';

/** The file with its folded lines joined again, as a calendar reads it. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '');

const appointment = {
  id: '5b3f4c1e-9c1a-4f6e-8d2a-3e1b2c4d5e6f',
  serviceName: 'Colour, Cut & Blow-dry; with toner',
  professionalName: 'Mariana Costa',
  startsAt: new Date('2026-03-30T08:00:00Z'),
  endsAt: new Date('2026-03-30T09:30:00Z'),
  createdAt: new Date('2026-03-01T10:11:12Z'),
  notes: 'Long hair, first visit — please allow extra time for the consultation, thank you',
};

test('the calendar file places the event at the salon wall-clock time, with a stable UID', () => {
  const ics = unfolded(appointmentIcs(appointment, defaultSalonSettings));
  expect(ics).toContain('DTSTART;TZID=Europe/London:20260330T090000\r\n');
  expect(ics).toContain('DTEND;TZID=Europe/London:20260330T103000\r\n');
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
  expect(ics).toContain(`UID:appointment-${appointment.id}@aurorabeautystudio.co.uk`);
  expect(ics).toContain('SUMMARY:Colour\\, Cut & Blow-dry\\; with toner');
  expect(unfolded(appointmentIcs(appointment, defaultSalonSettings))).toBe(ics);
});

test('lines are CRLF-terminated and folded at 75 octets', () => {
  const ics = appointmentIcs(appointment, defaultSalonSettings);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(unfolded(ics)).toContain('please allow extra time for the consultation\\, thank you');
});

test('a cancellation keeps the UID and cancels the event', () => {
  const ics = unfolded(appointmentIcs(appointment, defaultSalonSettings, true));
  expect(ics).toContain('METHOD:CANCEL');
  expect(ics).toContain('STATUS:CANCELLED');
  expect(ics).toContain('SEQUENCE:1');
  expect(ics).toContain(`UID:appointment-${appointment.id}@aurorabeautystudio.co.uk`);
});

test("the event's place and summary are the salon's settings", () => {
  const salon = {
    ...defaultSalonSettings,
    name: 'Aurora Mayfair',
    address: { street: '1 Mount Street', locality: '', city: 'London', postcode: 'W1K 3NA' },
  };
  const ics = unfolded(appointmentIcs(appointment, salon));
  expect(ics).toContain('LOCATION:1 Mount Street\\, London W1K 3NA\r\n');
  expect(ics).toContain('SUMMARY:Colour\\, Cut & Blow-dry\\; with toner — Aurora Mayfair\r\n');
});
