import { CAROUSEL_INTERVAL_MS } from '@/config/shop';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdCarousel } from './AdCarousel';

/** The advertisement shown: the one whose dot is marked current. */
const shown = () =>
  screen
    .getAllByRole('button')
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
const later = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('advertisement carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on to the next advertisement every interval, and back to the first', () => {
    render(<AdCarousel />);
    expect(shown()).toBe('Quality spare parts for every car');
    later(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Brakes and tires, checked and ready to fit');
    later(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Maintenance packages by mileage');
    later(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Quality spare parts for every car');
  });

  it('shows the advertisement whose dot is picked, for a full interval', () => {
    render(<AdCarousel />);
    later(CAROUSEL_INTERVAL_MS - 100);
    fireEvent.click(screen.getByRole('button', { name: 'Maintenance packages by mileage' }));
    expect(shown()).toBe('Maintenance packages by mileage');
    later(CAROUSEL_INTERVAL_MS - 100);
    expect(shown()).toBe('Maintenance packages by mileage');
    later(100);
    expect(shown()).toBe('Quality spare parts for every car');
  });

  it('hides the advertisements out of view from screen readers', () => {
    render(<AdCarousel />);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Quality spare parts for every car',
    ]);
  });
});
