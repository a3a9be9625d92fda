import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useChosenCarStore } from '@/lib/vehicles';
import { answerCart } from '@/test/fixtures/cart';
import { currentPath, currentSearch, renderApp, renderAt } from '@/test/render';
import { SiteHeader } from './SiteHeader';

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
const camry = { make: 'Toyota', model: 'Camry', year: 2020 };

describe("the shopper's chosen car across pages", () => {
  beforeEach(() => {
    answerCart({ items: [], totalPrice: 0 });
  });

  it('goes with the links to the lists it narrows, products and packages', () => {
    renderAt('/about', <SiteHeader />);
    expect(within(mainNav()).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    act(() => useChosenCarStore.getState().choose(camry));
    expect(within(mainNav()).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products?brand=Toyota&model=Camry&year=2020',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Packages' })).toHaveAttribute(
      'href',
      '/package?brand=Toyota&model=Camry&year=2020',
    );
    expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('goes with a search from the header: words, or a part number typed with dashes', async () => {
    act(() => useChosenCarStore.getState().choose(camry));
    renderAt('/about', <SiteHeader />);
    const box = screen.getAllByRole('searchbox', { name: 'Search parts' })[0]!;
    fireEvent.change(box, { target: { value: ' 04465-33471 ' } });
    fireEvent.submit(box);
    await waitFor(() => expect(currentPath()).toBe('/products'));
    expect(currentSearch()).toBe('?keywords=04465-33471&brand=Toyota&model=Camry&year=2020');
  });

  it('is remembered from an address that names it, for the rest of the visit', async () => {
    renderApp('/about?brand=Hyundai&model=Accent&year=2019');
    await waitFor(() =>
      expect(useChosenCarStore.getState().car).toEqual({
        make: 'Hyundai',
        model: 'Accent',
        year: 2019,
      }),
    );
    expect(sessionStorage.getItem('chosenCar')).toBe('brand=Hyundai&model=Accent&year=2019');
  });
});
