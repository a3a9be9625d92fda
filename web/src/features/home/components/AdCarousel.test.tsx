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

  it('writes each advertisement in words, and hides those out of view from screen readers', () => {
    render(<AdCarousel />);
    // What a screen reader finds: the words of the advertisement shown, none of the others.
    expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual([
      'Quality spare parts for every car',
      'Engine, brakes, tires and accessories',
      'Prices in SAR',
    ]);
    // The pictures carry no words of their own: they are decoration.
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('holds still while the pointer is over it or focus is in it', () => {
    render(<AdCarousel />);
    const carousel = screen.getByRole('region', { name: 'Offers' });
    fireEvent.pointerEnter(carousel);
    later(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe('Quality spare parts for every car');
    fireEvent.pointerLeave(carousel);
    fireEvent.focus(screen.getByRole('button', { name: 'Pause the offers' }));
    later(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe('Quality spare parts for every car');
    fireEvent.blur(screen.getByRole('button', { name: 'Pause the offers' }));
    later(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Brakes and tires, checked and ready to fit');
  });

  it('stops at the pause button until it is pressed again', () => {
    render(<AdCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the offers' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play the offers' }));
    later(CAROUSEL_INTERVAL_MS * 3);
    expect(shown()).toBe('Quality spare parts for every car');
    fireEvent.click(screen.getByRole('button', { name: 'Play the offers' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause the offers' }));
    later(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Brakes and tires, checked and ready to fit');
  });
});
