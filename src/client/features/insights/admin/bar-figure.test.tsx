import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarFigure } from './bar-figure';

// Insights with no data says so, instead of drawing a £0–£0.04 axis over nothing (issue 30).

const series = [
  { key: 'appointments', label: 'Agendamentos concluídos' },
  { key: 'courses', label: 'Cursos' },
];
const EMPTY = 'Nenhum dado neste período.';

describe('BarFigure', () => {
  it('shows an empty state when every value is zero, or there are no rows', () => {
    const { rerender } = render(
      <BarFigure
        series={series}
        rows={[
          { name: 'Jan', appointments: 0, courses: 0 },
          { name: 'Fev', appointments: 0, courses: 0 },
        ]}
      />,
    );
    expect(screen.getByText(EMPTY)).toBeTruthy();
    rerender(<BarFigure series={series} rows={[]} />);
    expect(screen.getByText(EMPTY)).toBeTruthy();
  });

  it('draws the chart as soon as one value is not zero', () => {
    render(
      <BarFigure
        series={series}
        rows={[
          { name: 'Jan', appointments: 0, courses: 0 },
          { name: 'Fev', appointments: 0, courses: 4500 },
        ]}
      />,
    );
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(screen.getByText('Cursos')).toBeTruthy();
  });
});
