import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { BackToTopButton } from './BackToTopButton';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });

describe('back-to-top button', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    vi.restoreAllMocks();
  });

  it('appears only once the page is scrolled more than 20 px', () => {
    render(
      <AppProviders>
        <BackToTopButton />
      </AppProviders>,
    );
    expect(button()).toBeNull();
    scrollTo(20);
    expect(button()).toBeNull();
    scrollTo(21);
    expect(button()).not.toBeNull();
    scrollTo(0);
    expect(button()).toBeNull();
  });

  it('scrolls back to the top', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <AppProviders>
        <BackToTopButton />
      </AppProviders>,
    );
    scrollTo(500);
    fireEvent.click(button()!);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
