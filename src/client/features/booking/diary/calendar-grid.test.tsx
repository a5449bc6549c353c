import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../../tests/support/component-fixtures';
import { CalendarGrid, type GridColumn } from './calendar-grid';

const beatriz: GridColumn = {
  key: 'beatriz',
  label: 'Beatriz Santos',
  heading: 'Beatriz Santos',
  date: '2027-03-25',
  professionalId: '9a0f0000-0000-4000-8000-000000000002',
  professionalName: 'Beatriz Santos',
  closedReason: null,
  working: [{ start: '09:00', end: '18:00' }],
  timeOff: [],
  blocks: [],
};

describe('CalendarGrid', () => {
  it('asks for a booking at the tapped row of the tapped column', () => {
    const onSlot = vi.fn();
    renderWithApp(
      <CalendarGrid
        columns={[beatriz]}
        axis={{ start: 9 * 60, end: 18 * 60 }}
        onOpen={() => {}}
        onSlot={onSlot}
      />,
    );
    fireEvent.click(screen.getByLabelText('12:15 · Beatriz Santos'));
    expect(onSlot).toHaveBeenCalledWith(beatriz, '12:15');
  });

  // The previous date's columns stay on screen while the next date loads: a tap then would book
  // the wrong day (a test once booked the day before the one its header showed).
  it('takes no tap and says it is loading while its columns are another date’s', () => {
    const onSlot = vi.fn();
    renderWithApp(
      <CalendarGrid
        columns={[beatriz]}
        axis={{ start: 9 * 60, end: 18 * 60 }}
        onOpen={() => {}}
        onSlot={onSlot}
        busy
      />,
    );
    expect(screen.getByRole('group', { name: 'Grade da agenda' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    fireEvent.click(screen.getByLabelText('12:15 · Beatriz Santos'));
    expect(onSlot).not.toHaveBeenCalled();
  });
});
