import type { Category, Product } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  CATALOG_PAGE_SIZE,
  getCategories,
  getCategoryProductsPage,
  getProductsPage,
  searchProductsPage,
} from '@/lib/catalog';
import { useSessionStore } from '@/stores/session-store';
import { toastKindOf } from '@/test/queries';
import { renderAt } from '@/test/render';
import { getLoggedUserProducts } from '../api/get-logged-user-products';
import { ProductsPage } from './ProductsPage';

vi.mock('@/lib/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/catalog')>()),
  getProductsPage: vi.fn(),
  getCategoryProductsPage: vi.fn(),
  searchProductsPage: vi.fn(),
}));
// The categories' query (lib/catalog/catalog-queries.ts) reads them through this module.
vi.mock('@/lib/catalog/get-categories');
vi.mock('../api/get-logged-user-products');

const brakes: Category = { _id: 'c1', name: 'Brakes', description: 'Pads and discs' };
const filters: Category = { _id: 'c2', name: 'Filters', description: 'Oil and air' };

const product = (id: string, name: string): Product => ({
  _id: id,
  name,
  description: `${name} for everyday driving`,
  price: 100,
  category: { _id: brakes._id, name: brakes.name },
  image: [{ secure_url: `http://shop.test/uploads/${id}.png` }],
  isForSpecificCar: false,
});
const everyProduct = [product('p1', 'Brake pads'), product('p2', 'Oil filter')];
const forMyCar = [product('p3', 'Camry wiper blades')];

/** The one list the screen shows, found by its title. */
const list = (title: string) => screen.findByRole('region', { name: title });
const cardNames = () =>
  within(screen.getByRole('region', { name: /Products/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
async function chooseCategory(name: string) {
  const sidebar = screen.getByRole('navigation', { name: 'Categories' });
  fireEvent.click(await within(sidebar).findByText(name));
}

const renderProducts = (search = '') =>
  renderAt({ pathname: '/products', search }, <ProductsPage />, '/products');
const onePage = (items: Product[], message?: string) => ({ items, total: items.length, message });

describe('products screen', () => {
  beforeEach(() => {
    vi.mocked(getCategories).mockResolvedValue([brakes, filters]);
    vi.mocked(getProductsPage).mockResolvedValue(onePage(everyProduct));
    vi.mocked(getLoggedUserProducts).mockResolvedValue(forMyCar);
    vi.mocked(getCategoryProductsPage).mockResolvedValue(onePage(forMyCar, 'ok'));
    vi.mocked(searchProductsPage).mockResolvedValue(onePage([]));
    vi.clearAllMocks();
  });

  it("shows a visitor 'All Products' without asking for their cars' products", async () => {
    renderProducts();
    await list('All Products');
    await waitFor(() => expect(cardNames()).toEqual(['Brake pads', 'Oil filter']));
    expect(getLoggedUserProducts).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Products'));
  });

  it("shows a logged-in user 'Products For Your Cars' when their cars have products", async () => {
    useSessionStore.getState().login('token', 'user');
    renderProducts();
    await waitFor(() => expect(cardNames()).toEqual(['Camry wiper blades']));
    expect(await list('Products For Your Cars')).toBeTruthy();
  });

  it.each([
    ['has no products for their cars', () => Promise.resolve([])],
    ['cannot get them (no such call yet)', () => Promise.reject(new ApiError('Not found', 404))],
  ])("falls back to 'All Products' when the user %s", async (_, answer) => {
    useSessionStore.getState().login('token', 'user');
    vi.mocked(getLoggedUserProducts).mockImplementationOnce(answer);
    // Such a failure is only logged.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProducts();
    await waitFor(() => expect(cardNames()).toEqual(['Brake pads', 'Oil filter']));
    expect(await list('All Products')).toBeTruthy();
  });

  it("puts the search's results first, sending only the given criteria", async () => {
    useSessionStore.getState().login('token', 'user');
    vi.mocked(searchProductsPage).mockResolvedValueOnce(
      onePage([product('p9', 'Toyota brake discs')]),
    );
    renderProducts('?brand=Toyota&warranty=true');
    await waitFor(() => expect(cardNames()).toEqual(['Toyota brake discs']));
    expect(await list('Products For Your Search')).toBeTruthy();
    expect(searchProductsPage).toHaveBeenCalledWith(
      { brand: 'Toyota', warranty: 'true' },
      1,
      expect.any(AbortSignal),
    );
    expect(getLoggedUserProducts).not.toHaveBeenCalled();
  });

  it("warns 'No Product Found' when the search finds nothing", async () => {
    renderProducts('?model=Nothing');
    expect(await screen.findByText('No Product Found')).toBeTruthy();
    expect(await list('Products For Your Search')).toBeTruthy();
  });

  it('says so when the search fails', async () => {
    vi.mocked(searchProductsPage).mockRejectedValueOnce(new ApiError('Network Error', undefined));
    renderProducts('?keywords=pads');
    expect(await screen.findByText('Error fetching data. Please try again.')).toBeTruthy();
  });

  it('lists the categories in a 250 px sidebar that collapses and opens again', async () => {
    renderProducts();
    const sidebar = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(sidebar).findByText('Brakes')).toBeTruthy();
    expect(within(sidebar).getByText('Filters')).toBeTruthy();
    expect(sidebar.style.getPropertyValue('--sidebar-width')).toBe('250px');

    const toggle = screen.getByRole('button', { name: 'Categories' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(sidebar.hidden).toBe(false);
  });

  it("shows a chosen category's products under 'Products in The Selected Category'", async () => {
    renderProducts();
    await list('All Products');
    await chooseCategory('Filters');
    await list('Products in The Selected Category');
    await waitFor(() => expect(cardNames()).toEqual(['Camry wiper blades']));
    expect(getCategoryProductsPage).toHaveBeenCalledWith('c2', 1, expect.any(AbortSignal));

    await chooseCategory('All categories');
    await list('All Products');
  });

  it('tells in a toast that a category is empty', async () => {
    vi.mocked(getCategoryProductsPage).mockResolvedValueOnce(
      onePage([], 'No products found in this category.'),
    );
    renderProducts();
    await chooseCategory('Brakes');
    const toast = await screen.findByText('No products found in this category.');
    expect(toastKindOf(toast)).toBe('success');
  });

  it("tells in a toast that a category's products could not be fetched", async () => {
    vi.mocked(getCategoryProductsPage).mockRejectedValueOnce(new ApiError('Server down', 503));
    renderProducts();
    await chooseCategory('Brakes');
    const toast = await screen.findByText('An error occurred while fetching products.');
    expect(toastKindOf(toast)).toBe('error');
  });

  it("replaces the search's results with a category chosen afterwards", async () => {
    vi.mocked(searchProductsPage).mockResolvedValueOnce(
      onePage([product('p9', 'Toyota brake discs')]),
    );
    renderProducts('?brand=Toyota');
    await waitFor(() => expect(cardNames()).toEqual(['Toyota brake discs']));
    await chooseCategory('Brakes');
    await waitFor(() => expect(cardNames()).toEqual(['Camry wiper blades']));
    expect(await list('Products in The Selected Category')).toBeTruthy();
    expect(screen.getByTestId('location-search').textContent).toBe('?category=c1');
  });

  it('asks for the page of the URL and moves between pages through it', async () => {
    vi.mocked(getProductsPage).mockImplementation((page) =>
      Promise.resolve({
        items: [product(`p${page}`, `Page${page} part`)],
        total: CATALOG_PAGE_SIZE * 2 + 1,
      }),
    );
    renderProducts('?page=2');
    await waitFor(() => expect(cardNames()).toEqual(['Page2 part']));
    expect(getProductsPage).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(cardNames()).toEqual(['Page3 part']));
    expect(screen.getByTestId('location-search').textContent).toBe('?page=3');
  });

  it('runs a search given in the URL, as the header search box sends it', async () => {
    vi.mocked(searchProductsPage).mockResolvedValueOnce(onePage([product('p7', 'Spark plugs')]));
    renderProducts('?keywords=spark');
    await waitFor(() => expect(cardNames()).toEqual(['Spark plugs']));
    expect(searchProductsPage).toHaveBeenCalledWith(
      { keywords: 'spark' },
      1,
      expect.any(AbortSignal),
    );
  });

  it('opens the category named in the URL', async () => {
    renderProducts('?category=c2');
    await waitFor(() => expect(cardNames()).toEqual(['Camry wiper blades']));
    expect(await list('Products in The Selected Category')).toBeTruthy();
    expect(getProductsPage).not.toHaveBeenCalled();
  });
});
