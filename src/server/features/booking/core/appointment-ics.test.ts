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
  updatedAt: new Date('2026-03-01T10:11:12Z'),
  sequence: 0,
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

test('every file carries its SEQUENCE and is stamped with the last change', () => {
  const first = unfolded(appointmentIcs(appointment, defaultSalonSettings));
  expect(first).toContain('METHOD:PUBLISH\r\n');
  expect(first).toContain('SEQUENCE:0\r\n');
  expect(first).toContain('DTSTAMP:20260301T101112Z\r\n');
  const moved = unfolded(
    appointmentIcs(
      {
        ...appointment,
        startsAt: new Date('2026-04-02T13:00:00Z'),
        endsAt: new Date('2026-04-02T14:30:00Z'),
        updatedAt: new Date('2026-03-20T09:00:00Z'),
        sequence: 2,
      },
      defaultSalonSettings,
    ),
  );
  expect(moved).toContain(`UID:appointment-${appointment.id}@aurorabeautystudio.co.uk`);
  expect(moved).toContain('SEQUENCE:2\r\n');
  expect(moved).toContain('DTSTAMP:20260320T090000Z\r\n');
  // 2 April is in British Summer Time: 13:00 UTC is 14:00 on the salon's clock.
  expect(moved).toContain('DTSTART;TZID=Europe/London:20260402T140000\r\n');
});

test('a cancellation after two moves is one SEQUENCE above the last file', () => {
  const ics = unfolded(appointmentIcs({ ...appointment, sequence: 2 }, defaultSalonSettings, true));
  expect(ics).toContain('SEQUENCE:3\r\n');
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
