import type { Category, Product, ProductsAnswer } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { useSessionStore } from '@/stores/session-store';
import { toastKindOf } from '@/test/queries';
import { currentSearch, renderAt } from '@/test/render';
import { failure, networkError, onApi, type Reply, type SentRequest } from '@/test/server';
import { ProductsPage } from './ProductsPage';

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
const onePage = (products: Product[], message = 'ok'): ProductsAnswer => ({
  message,
  products,
  total: products.length,
});
const answerAllProducts = (reply: Reply<ProductsAnswer>) =>
  onApi('GET /product/getAllProducts', reply);
const answerForMyCars = (reply: Reply<ProductsAnswer>) =>
  onApi('GET /product/loggedUserProducts', reply);
const answerCategory = (reply: Reply<ProductsAnswer>) =>
  onApi('GET /product/prouctsByCategory/:id', reply);
const answerSearch = (reply: Reply<ProductsAnswer>) => onApi('GET /product', reply);

describe('products screen', () => {
  let allProductsReads: SentRequest[];
  let forMyCarsReads: SentRequest[];
  let categoryReads: SentRequest[];
  beforeEach(() => {
    onApi('GET /category', { message: 'ok', categories: [brakes, filters] });
    allProductsReads = answerAllProducts(onePage(everyProduct));
    forMyCarsReads = answerForMyCars({ message: 'ok', products: forMyCar });
    categoryReads = answerCategory(onePage(forMyCar));
    answerSearch(onePage([]));
  });

  it("shows a visitor 'All Products' without asking for their cars' products", async () => {
    renderProducts();
    await list('All Products');
    await waitFor(() => expect(cardNames()).toEqual(['Brake pads', 'Oil filter']));
    expect(forMyCarsReads).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Products'));
  });

  it("shows a logged-in user 'Products For Your Cars' when their cars have products", async () => {
    useSessionStore.getState().login('token', 'user');
    renderProducts();
    await waitFor(() => expect(cardNames()).toEqual(['Camry wiper blades']));
    expect(await list('Products For Your Cars')).toBeTruthy();
  });

  it.each([
    ['has no products for their cars', { message: 'ok', products: [] }],
    ['cannot get them (no such call yet)', failure(404)],
  ])("falls back to 'All Products' when the user %s", async (_, answer) => {
    useSessionStore.getState().login('token', 'user');
    answerForMyCars(answer);
    // Such a failure is only logged.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProducts();
    await waitFor(() => expect(cardNames()).toEqual(['Brake pads', 'Oil filter']));
    expect(await list('All Products')).toBeTruthy();
  });

  it("puts the search's results first, sending only the given criteria", async () => {
    useSessionStore.getState().login('token', 'user');
    const searches = answerSearch(onePage([product('p9', 'Toyota brake discs')]));
    renderProducts('?brand=Toyota&warranty=true');
    await waitFor(() => expect(cardNames()).toEqual(['Toyota brake discs']));
    expect(await list('Products For Your Search')).toBeTruthy();
    expect(searches.map((request) => request.query)).toEqual([
      { brand: 'Toyota', warranty: 'true', page: '1', limit: String(CATALOG_PAGE_SIZE) },
    ]);
    expect(forMyCarsReads).toHaveLength(0);
  });

  it("warns 'No Product Found' when the search finds nothing", async () => {
    renderProducts('?model=Nothing');
    expect(await screen.findByText('No Product Found')).toBeInTheDocument();
    expect(await list('Products For Your Search')).toBeTruthy();
  });

  it('says so when the search fails', async () => {
    answerSearch(networkError);
    renderProducts('?keywords=pads');
    expect(await screen.findByText('Error fetching data. Please try again.')).toBeInTheDocument();
  });

  it('lists the categories in a 250 px sidebar that collapses and opens again', async () => {
    renderProducts();
    const sidebar = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(sidebar).findByText('Brakes')).toBeInTheDocument();
    expect(within(sidebar).getByText('Filters')).toBeInTheDocument();
    expect(sidebar.style.getPropertyValue('--sidebar-width')).toBe('250px');

    const toggle = screen.getByRole('button', { name: 'Categories' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
    expect(categoryReads.map((request) => [request.path, request.query.page])).toEqual([
      ['/product/prouctsByCategory/c2', '1'],
    ]);

    await chooseCategory('All categories');
    await list('All Products');
  });

  it('tells in a toast that a category is empty', async () => {
    answerCategory(onePage([], 'No products found in this category.'));
    renderProducts();
    await chooseCategory('Brakes');
    const toast = await screen.findByText('No products found in this category.');
    expect(toastKindOf(toast)).toBe('success');
  });

  it("tells in a toast that a category's products could not be fetched", async () => {
    answerCategory(failure(503));
    renderProducts();
    await chooseCategory('Brakes');
    const toast = await screen.findByText('An error occurred while fetching products.');
    expect(toastKindOf(toast)).toBe('error');
  });

  it("replaces the search's results with a category chosen afterwards", async () => {
    answerSearch(onePage([product('p9', 'Toyota brake discs')]));
    renderProducts('?brand=Toyota');
    await waitFor(() => expect(cardNames()).toEqual(['Toyota brake discs']));
    await chooseCategory('Brakes');
    await waitFor(() => expect(cardNames()).toEqual(['Camry wiper blades']));
    expect(await list('Products in The Selected Category')).toBeTruthy();
    expect(currentSearch()).toBe('?category=c1');
  });

  it('asks for the page of the URL and moves between pages through it', async () => {
    const reads = answerAllProducts(({ query }) => ({
      message: 'ok',
      products: [product(`p${query.page}`, `Page${query.page} part`)],
      total: CATALOG_PAGE_SIZE * 2 + 1,
    }));
    renderProducts('?page=2');
    await waitFor(() => expect(cardNames()).toEqual(['Page2 part']));
    expect(reads.at(-1)?.query).toEqual({ page: '2', limit: String(CATALOG_PAGE_SIZE) });

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(cardNames()).toEqual(['Page3 part']));
    expect(currentSearch()).toBe('?page=3');
  });

  it('runs a search given in the URL, as the header search box sends it', async () => {
    const searches = answerSearch(onePage([product('p7', 'Spark plugs')]));
    renderProducts('?keywords=spark');
    await waitFor(() => expect(cardNames()).toEqual(['Spark plugs']));
    expect(searches.map((request) => request.query)).toEqual([
      { keywords: 'spark', page: '1', limit: String(CATALOG_PAGE_SIZE) },
    ]);
  });

  it('opens the category named in the URL', async () => {
    renderProducts('?category=c2');
    await waitFor(() => expect(cardNames()).toEqual(['Camry wiper blades']));
    expect(await list('Products in The Selected Category')).toBeTruthy();
    expect(allProductsReads).toHaveLength(0);
  });
});
