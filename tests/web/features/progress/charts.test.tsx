// The progress page's charts on their own: every bar and heatmap cell is an image named with its
// figure, one tab stop per chart, the arrow keys move between them and the readout follows.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../../../web/src/features/progress/bar-chart';
import { Heatmap } from '../../../../web/src/features/progress/heatmap';
import { heatGrid } from '../../../../web/src/features/progress/heatmap-grid';

const bars = [
  { key: 'a', value: 0, name: 'Nov 18: 0 reviews', tick: 'Nov 18' },
  { key: 'b', value: 5, name: 'Nov 19: 5 reviews', tick: 'Nov 19' },
  { key: 'c', value: 10, name: 'Today: 10 reviews', tick: 'Today' },
];

const readout = (container: HTMLElement) => container.querySelector('.chart-readout')?.textContent;

describe('the bar chart', () => {
  it('names each bar with its figure, draws it to scale, and reads out today’s first', () => {
    const { container } = render(<BarChart label="Reviews per day" bars={bars} initial={2} />);
    const group = screen.getByRole('figure', { name: 'Reviews per day' });
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('aria-label'))).toEqual(bars.map((bar) => bar.name));
    expect(group.contains(images[0] ?? null)).toBe(true);
    const heights = [...container.querySelectorAll('.bar-chart__bar')].map((bar) =>
      bar.getAttribute('height'),
    );
    expect(heights).toEqual(['0', '50', '100']);
    expect(images.map((image) => image.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    expect(readout(container)).toBe('Today: 10 reviews');
  });

  it('is one tab stop; the arrow keys, Home and End move the focus and the readout', async () => {
    const user = userEvent.setup();
    const { container } = render(<BarChart label="Reviews per day" bars={bars} initial={2} />);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Today: 10 reviews');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Nov 19: 5 reviews');
    expect(readout(container)).toBe('Nov 19: 5 reviews');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Nov 18: 0 reviews');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Today: 10 reviews');
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('the heatmap', () => {
  it('lays a year out in week columns from a Sunday, shaded by the busiest day', () => {
    const grid = heatGrid('2026-11-20', [
      { day: '2026-11-20', reviews: 8 },
      { day: '2026-11-19', reviews: 2 },
      { day: '2026-01-01', reviews: 1 },
    ]);
    expect(grid.cells[0]?.day).toBe('2025-11-16'); // the Sunday on or before a year ago
    expect(grid.cells.at(-1)).toMatchObject({ day: '2026-11-20', reviews: 8, level: 4, row: 5 });
    expect(grid.cells.find((cell) => cell.day === '2026-11-19')?.level).toBe(1);
    expect(grid.cells.find((cell) => cell.day === '2026-11-18')?.level).toBe(0);
    expect(grid.columns).toBe(53);
    expect(grid.months.map((month) => month.name)).toEqual([
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
  });

  it('names every day with its reviews; up and down move a day, left and right a week', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Heatmap today="2026-11-20" heatmap={[{ day: '2026-11-13', reviews: 3 }]} />,
    );
    expect(screen.getByRole('figure', { name: 'Reviews on each day of the last 12 months' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(370);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, Nov 20, 2026: 0 reviews');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, Nov 13, 2026: 3 reviews');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday, Nov 12, 2026: 0 reviews');
    expect(readout(container)).toBe('Thursday, Nov 12, 2026: 0 reviews');
  });
});
