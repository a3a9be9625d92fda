import type {
  Category,
  Package,
  Product,
  ProductFacets,
  ProductsAnswer,
  SearchAnswer,
  UserCar,
} from '@shop/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { CATALOG_PAGE_SIZE } from '@/lib/catalog';
import { useSessionStore } from '@/stores/session-store';
import { toastKindOf } from '@/test/queries';
import { currentSearch, renderAt, underSiteHeader } from '@/test/render';
import {
  failure,
  heldReply,
  networkError,
  onApi,
  type Reply,
  type SentRequest,
} from '@/test/server';
import { answerVehicleCatalog, carField, pickSuggestion } from '@/test/vehicles';
import { ProductsPage } from './ProductsPage';

const brakes: Category = { _id: 'c1', name: 'Brakes', description: 'Pads and discs' };
const filters: Category = { _id: 'c2', name: 'Filters', description: 'Oil and air' };

const product = (id: string, name: string, more: Partial<Product> = {}): Product => ({
  _id: id,
  name,
  description: `${name} for everyday driving`,
  price: 100,
  category: { _id: brakes._id, name: brakes.name },
  image: [{ secure_url: `http://shop.test/uploads/${id}.png` }],
  isForSpecificCar: false,
  ...more,
});
const everyProduct = [product('p1', 'Brake pads'), product('p2', 'Oil filter')];
const forMyCar = [product('p3', 'Camry wiper blades')];
const facets: ProductFacets = {
  manufacturers: [
    { name: 'Bosch', count: 12 },
    { name: 'Toyota Genuine', count: 3 },
  ],
  inStock: 9,
  price: { min: 15, max: 900 },
};

/** Parts of three kinds for a Camry 2020: its own, a Tahoe's, and one for every car. */
const camryPads = product('f1', 'Ceramic pads', {
  fitments: [
    {
      make: 'Toyota',
      model: 'Camry',
      yearFrom: 2018,
      yearTo: 2023,
      makeAr: 'تويوتا',
      modelAr: 'كامري',
    },
  ],
});
const tahoeFilter = product('f2', 'Tahoe filter', {
  fitments: [{ make: 'Chevrolet', model: 'Tahoe', yearFrom: 2015, yearTo: 2020 }],
});
const wiperFluid = product('f3', 'Wiper fluid', { universal: true });

const camry2020: UserCar = {
  _id: 'car1',
  logo: { url: '' },
  mileage: 42000,
  carDetails: { agency: 'Toyota', model: 'Camry', year: 2020, warranty: true },
  vehicle: { make: 'Toyota', makeAr: 'تويوتا', model: 'Camry', modelAr: 'كامري', year: 2020 },
};

/** The one list the screen shows, found by its title. */
const list = (title: string) => screen.findByRole('region', { name: title });
const productList = () => screen.getByRole('region', { name: /^Products|All Products/ });
const cardNames = () =>
  within(productList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** What the card of the product named `name` says of its fit. */
const badgeOf = (name: string) => {
  const card = screen
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('link', { name }));
  return card && within(card).queryByText(/fit|Universal/i)?.textContent;
};
async function chooseCategory(name: string) {
  const sidebar = screen.getByRole('navigation', { name: 'Categories' });
  fireEvent.click(await within(sidebar).findByText(name));
}

const renderProducts = (search = '') =>
  renderAt({ pathname: '/products', search }, <ProductsPage />, '/products');
const onePage = (products: Product[], more: Partial<ProductsAnswer> = {}): ProductsAnswer => ({
  message: 'ok',
  products,
  total: products.length,
  facets,
  ...more,
});
const answerList = (reply: Reply<ProductsAnswer>) => onApi('GET /product/getAllProducts', reply);
const answerForMyCars = (reply: Reply<ProductsAnswer>) =>
  onApi('GET /product/loggedUserProducts', reply);
const answerSearch = (reply: Reply<SearchAnswer>) => onApi('GET /product', reply);
/** What the list was asked for, without the page and its size. */
const listQuery = (request: SentRequest | undefined) => {
  const { page: _page, limit: _limit, ...rest } = request?.query ?? {};
  return rest;
};

describe('products screen', () => {
  let listReads: SentRequest[];
  let forMyCarsReads: SentRequest[];
  let searchReads: SentRequest[];
  beforeEach(() => {
    answerVehicleCatalog();
    onApi('GET /category', { message: 'ok', categories: [brakes, filters] });
    onApi('GET /car/userCars', { message: 'ok', cars: [] });
    listReads = answerList(onePage(everyProduct));
    forMyCarsReads = answerForMyCars({ message: 'ok', products: forMyCar });
    searchReads = answerSearch({ message: 'ok', products: [], packages: [] });
  });

  it("shows a visitor 'All Products' with its facets, without asking for their cars' products", async () => {
    renderProducts();
    await list('All Products');
    await waitFor(() => expect(cardNames()).toEqual(['Brake pads', 'Oil filter']));
    expect(listReads[0]?.query).toEqual({
      facets: 'true',
      page: '1',
      limit: String(CATALOG_PAGE_SIZE),
    });
    expect(forMyCarsReads).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Products'));
  });

  it("shows a logged-in user 'Products For Your Cars', and every product one click away", async () => {
    useSessionStore.getState().login('token', 'user');
    renderProducts();
    await waitFor(() => expect(cardNames()).toEqual(['Camry wiper blades']));
    expect(await list('Products For Your Cars')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Show all products' }));
    expect(await list('All Products')).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Brake pads', 'Oil filter']));
    expect(currentSearch()).toBe('?all=true');

    fireEvent.click(screen.getByRole('link', { name: 'Only parts for your cars' }));
    expect(await list('Products For Your Cars')).toBeTruthy();
    expect(currentSearch()).toBe('');
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

  it("shows a search's parts and packages first, sending only the given criteria", async () => {
    useSessionStore.getState().login('token', 'user');
    const service: Package = {
      _id: 'k1',
      name: 'Camry 20,000 km service',
      description: 'Oil, filters and checks',
      price: 599,
      mileage: 20000,
      images: [],
      logo: null,
      products: [],
      partsPrice: 248,
    };
    listReads = answerList(onePage([product('p9', 'Toyota brake discs')]));
    searchReads = answerSearch({ message: 'ok', products: [], packages: [service] });
    renderProducts('?brand=Toyota&warranty=true');
    await waitFor(() => expect(cardNames()).toEqual(['Toyota brake discs']));
    expect(await list('Products For Your Search')).toBeTruthy();
    expect(listQuery(listReads.at(-1))).toEqual({
      brand: 'Toyota',
      warranty: 'true',
      facets: 'true',
    });
    const packages = await list('Packages For Your Search');
    // The car goes on with the package.
    expect(within(packages).getByRole('link', { name: 'Camry 20,000 km service' })).toHaveAttribute(
      'href',
      '/packageDetails/k1?brand=Toyota',
    );
    expect(searchReads.map((request) => request.query)).toEqual([
      { brand: 'Toyota', warranty: 'true', page: '1', limit: String(CATALOG_PAGE_SIZE) },
    ]);
    expect(forMyCarsReads).toHaveLength(0);
  });

  it('shows a row of the packages that fit the car of the search, and leads to the others', async () => {
    const service = (id: string, make: string, model: string) =>
      ({
        _id: id,
        name: `${model} service ${id}`,
        description: 'Oil and filters',
        price: 300,
        mileage: 10000,
        images: [],
        logo: null,
        products: [],
        partsPrice: 200,
        fitments: [{ make, model, yearFrom: 2015, yearTo: 2024 }],
      }) satisfies Package;
    answerSearch({
      message: 'ok',
      products: [],
      packages: [
        service('k1', 'Toyota', 'Camry'),
        service('k2', 'Chevrolet', 'Tahoe'),
        service('k3', 'Toyota', 'Camry'),
        service('k4', 'Toyota', 'Camry'),
        service('k5', 'Toyota', 'Camry'),
      ],
    });
    renderProducts('?brand=Toyota&model=Camry&year=2020');
    const packages = await list('Packages For Your Search');
    await waitFor(() =>
      expect(
        within(packages)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Camry service k1', 'Camry service k3', 'Camry service k4']),
    );
    expect(
      within(packages).getByRole('link', { name: 'Packages for your Camry 2020' }),
    ).toHaveAttribute('href', '/package?brand=Toyota&model=Camry&year=2020');
  });

  it("warns 'No Product Found' when the search finds nothing", async () => {
    answerList(onePage([]));
    renderProducts('?model=Nothing&brand=Nowhere');
    expect(await screen.findByText('No Product Found')).toBeInTheDocument();
    expect(await list('Products For Your Search')).toBeTruthy();
  });

  it('says so when the search fails', async () => {
    answerList(networkError);
    renderProducts('?keywords=pads');
    expect(await screen.findByText('Error fetching data. Please try again.')).toBeInTheDocument();
  });

  describe('for the car chosen', () => {
    beforeEach(() => {
      listReads = answerList(onePage([camryPads, tahoeFilter, wiperFluid]));
    });

    it('narrows the list to it and says of each part whether it fits', async () => {
      renderProducts('?brand=Toyota&model=Camry&year=2020');
      await waitFor(() => expect(cardNames()).toHaveLength(3));
      expect(listQuery(listReads.at(-1))).toEqual({
        brand: 'Toyota',
        model: 'Camry',
        year: '2020',
        facets: 'true',
      });
      expect(badgeOf('Ceramic pads')).toBe('Fits your Camry 2020');
      expect(badgeOf('Tahoe filter')).toBe('Does not fit your Camry 2020');
      expect(badgeOf('Wiper fluid')).toBe('Universal');
      // The car goes on with the part.
      expect(screen.getByRole('link', { name: 'Ceramic pads' })).toHaveAttribute(
        'href',
        '/productDetails/f1?brand=Toyota&model=Camry&year=2020',
      );
      expect(screen.getByText('Toyota Camry 2020')).toBeInTheDocument();
    });

    it('names the car in Arabic, from the catalog, to an Arabic reader', async () => {
      act(() => useLanguageStore.getState().setLanguage('ar'));
      renderProducts('?brand=Toyota&model=Camry&year=2020');
      await waitFor(() => expect(screen.getAllByText('يناسب سيارتك كامري ٢٠٢٠')).toHaveLength(1));
      expect(screen.getByText('لا يناسب سيارتك كامري ٢٠٢٠')).toBeInTheDocument();
      expect(screen.getByText('يناسب كل السيارات')).toBeInTheDocument();
    });

    it('switches to every product with one click, the car kept to check the parts against', async () => {
      renderProducts('?brand=Toyota&model=Camry&year=2020');
      fireEvent.click(await screen.findByRole('link', { name: 'Show all products' }));
      await list('All Products');
      expect(currentSearch()).toBe('?brand=Toyota&model=Camry&year=2020&all=true');
      await waitFor(() => expect(listQuery(listReads.at(-1))).toEqual({ facets: 'true' }));
      await waitFor(() => expect(badgeOf('Tahoe filter')).toBe('Does not fit your Camry 2020'));
      fireEvent.click(screen.getByRole('link', { name: 'Only parts for your Camry 2020' }));
      expect(await list('Products For Your Search')).toBeTruthy();
    });

    describe('when nothing for it matches', () => {
      /** Hyundai brake shoes, found by their number for every car but the Camry. */
      const accentShoes = product('f4', 'Accent brake shoes', {
        partNumber: '58305-1RA00',
        fitments: [{ make: 'Hyundai', model: 'Accent', yearFrom: 2018, yearTo: 2022 }],
      });
      const search = '?keywords=58305-1RA00&brand=Toyota&model=Camry&year=2020';

      it('says the search was for it, how many parts of other cars match, and shows them', async () => {
        listReads = answerList(({ query }) => onePage(query.brand ? [] : [accentShoes]));
        renderProducts(search);
        const warning = await screen.findByRole('alert');
        expect(within(warning).getByText('No Product Found')).toBeInTheDocument();
        await waitFor(() =>
          expect(warning).toHaveTextContent(
            'Only the parts for your Toyota Camry 2020 were searched. 1 part for other cars ' +
              'matches. Search all cars',
          ),
        );
        // Counted over the same list for every car: the words, without the car.
        expect(listQuery(listReads.at(-1))).toEqual({ keywords: '58305-1RA00', facets: 'true' });

        fireEvent.click(within(warning).getByRole('link', { name: 'Search all cars' }));
        expect(currentSearch()).toBe(`${search}&all=true`);
        await waitFor(() => expect(cardNames()).toEqual(['Accent brake shoes']));
        expect(badgeOf('Accent brake shoes')).toBe('Does not fit your Camry 2020');
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      });

      it('says so in Arabic, with the count in its plural and its digits', async () => {
        act(() => useLanguageStore.getState().setLanguage('ar'));
        answerList(({ query }) => onePage(query.brand ? [] : [accentShoes, camryPads, wiperFluid]));
        renderProducts(search);
        const warning = await screen.findByRole('alert');
        await waitFor(() =>
          expect(warning).toHaveTextContent(
            'اقتصر البحث على قطع سيارتك تويوتا كامري ٢٠٢٠. توجد ٣ قطع مطابقة لسيارات أخرى.',
          ),
        );
        expect(
          within(warning).getByRole('link', { name: 'ابحث في قطع كل السيارات' }),
        ).toBeVisible();
      });

      it('says when no part for other cars matches either, with nothing more to show', async () => {
        answerList(onePage([]));
        renderProducts(search);
        const warning = await screen.findByRole('alert');
        await waitFor(() =>
          expect(warning).toHaveTextContent(
            'Only the parts for your Toyota Camry 2020 were searched. No part for other cars ' +
              'matches either.',
          ),
        );
        expect(within(warning).queryByRole('link')).not.toBeInTheDocument();
      });
    });

    it('is picked in the selector, changed, and cleared', async () => {
      renderProducts();
      const bar = await screen.findByRole('region', { name: 'Shop by car' });
      fireEvent.change(carField('Year', bar), { target: { value: '2020' } });
      await pickSuggestion('Car Brand', 'toy', 'Toyota', bar);
      await pickSuggestion('Model', 'cam', 'Camry', bar);
      fireEvent.click(within(bar).getByRole('button', { name: 'Show parts' }));
      await waitFor(() => expect(currentSearch()).toBe('?brand=Toyota&model=Camry&year=2020'));
      expect(await within(bar).findByText('Toyota Camry 2020')).toBeInTheDocument();

      fireEvent.click(within(bar).getByRole('button', { name: 'Change car' }));
      await pickSuggestion('Model', 'cor', 'Corolla', bar);
      fireEvent.click(within(bar).getByRole('button', { name: 'Show parts' }));
      await waitFor(() => expect(currentSearch()).toBe('?brand=Toyota&model=Corolla&year=2020'));

      fireEvent.click(within(bar).getByRole('button', { name: 'Clear car' }));
      await waitFor(() => expect(currentSearch()).toBe(''));
      await list('All Products');
    });

    it("is one of the shopper's saved cars, picked with one click", async () => {
      useSessionStore.getState().login('token', 'user');
      onApi('GET /car/userCars', { message: 'ok', cars: [camry2020] });
      renderProducts();
      const garage = await screen.findByRole('navigation', { name: 'Your cars' });
      fireEvent.click(within(garage).getByRole('link', { name: 'Toyota Camry 2020' }));
      await waitFor(() => expect(currentSearch()).toBe('?brand=Toyota&model=Camry&year=2020'));
      expect(within(garage).getByRole('link', { name: 'Toyota Camry 2020' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
  });

  it("checks the parts for a logged-in user's cars against their saved car", async () => {
    useSessionStore.getState().login('token', 'user');
    onApi('GET /car/userCars', { message: 'ok', cars: [camry2020] });
    answerForMyCars({ message: 'ok', products: [camryPads, wiperFluid] });
    renderProducts();
    await list('Products For Your Cars');
    await waitFor(() => expect(badgeOf('Ceramic pads')).toBe('Fits your Camry 2020'));
    expect(badgeOf('Wiper fluid')).toBe('Universal');
  });

  describe('filters', () => {
    it('count the makers, the parts in stock and the prices of the whole list', async () => {
      renderProducts();
      const panel = await screen.findByRole('region', { name: 'Filters' });
      expect(await within(panel).findByRole('link', { name: 'Bosch (12)' })).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Toyota Genuine (3)' })).toBeInTheDocument();
      expect(within(panel).getByRole('checkbox', { name: 'In stock only (9)' })).not.toBeChecked();
      expect(within(panel).getByRole('textbox', { name: 'From' })).toHaveAttribute(
        'placeholder',
        '15',
      );
      expect(within(panel).getByRole('textbox', { name: 'To' })).toHaveAttribute(
        'placeholder',
        '900',
      );
    });

    it('narrow the list through the address, from its first page, and are cleared', async () => {
      renderProducts('?keywords=pads&page=2');
      const panel = await screen.findByRole('region', { name: 'Filters' });
      fireEvent.click(await within(panel).findByRole('link', { name: 'Bosch (12)' }));
      await waitFor(() => expect(currentSearch()).toBe('?keywords=pads&manufacturer=Bosch'));
      await waitFor(() =>
        expect(listQuery(listReads.at(-1))).toEqual({
          keywords: 'pads',
          manufacturer: 'Bosch',
          facets: 'true',
        }),
      );
      expect(within(panel).getByRole('link', { name: 'Bosch (12)' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      fireEvent.click(within(panel).getByRole('checkbox', { name: /In stock only/ }));
      await waitFor(() =>
        expect(currentSearch()).toBe('?keywords=pads&manufacturer=Bosch&inStock=true'),
      );
      fireEvent.change(within(panel).getByRole('textbox', { name: 'From' }), {
        target: { value: '50' },
      });
      fireEvent.change(within(panel).getByRole('textbox', { name: 'To' }), {
        target: { value: '250.5' },
      });
      fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(listQuery(listReads.at(-1))).toEqual({
          keywords: 'pads',
          manufacturer: 'Bosch',
          minPrice: '50',
          maxPrice: '250.5',
          inStock: 'true',
          facets: 'true',
        }),
      );

      fireEvent.click(within(panel).getByRole('link', { name: 'Clear filters' }));
      await waitFor(() => expect(currentSearch()).toBe('?keywords=pads'));
    });

    it('read prices typed in Arabic digits, and put a range typed upside down in order', async () => {
      renderProducts('?keywords=pads');
      const panel = await screen.findByRole('region', { name: 'Filters' });
      fireEvent.change(await within(panel).findByRole('textbox', { name: 'From' }), {
        target: { value: '٥٠٠' },
      });
      fireEvent.change(within(panel).getByRole('textbox', { name: 'To' }), {
        target: { value: '١٢٠٫٥' },
      });
      fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(listQuery(listReads.at(-1))).toEqual({
          keywords: 'pads',
          minPrice: '120.5',
          maxPrice: '500',
          facets: 'true',
        }),
      );
    });

    it('put a range the address names upside down in order', async () => {
      renderProducts('?minPrice=500&maxPrice=100');
      const panel = await screen.findByRole('region', { name: 'Filters' });
      await waitFor(() =>
        expect(listQuery(listReads.at(-1))).toMatchObject({ minPrice: '100', maxPrice: '500' }),
      );
      expect(within(panel).getByRole('textbox', { name: 'From' })).toHaveValue('100');
    });

    it("are applied and counted on the user's cars' parts, which the API answers whole", async () => {
      useSessionStore.getState().login('token', 'user');
      answerForMyCars({
        message: 'ok',
        products: [
          product('a', 'Bosch pads', { manufacturer: 'Bosch', price: 120, stock: 0 }),
          product('b', 'Bosch filter', { manufacturer: 'Bosch', price: 40 }),
          product('c', 'Denso plug', { manufacturer: 'Denso', price: 30, stock: 4 }),
        ],
      });
      renderProducts('?manufacturer=Bosch&inStock=true');
      await list('Products For Your Cars');
      await waitFor(() => expect(cardNames()).toEqual(['Bosch filter']));
      const panel = screen.getByRole('region', { name: 'Filters' });
      expect(within(panel).getByRole('link', { name: 'Bosch (2)' })).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Denso (1)' })).toBeInTheDocument();
      expect(within(panel).getByRole('checkbox', { name: 'In stock only (2)' })).toBeChecked();
      expect(listReads).toHaveLength(0);
    });
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

  it("shows a chosen category's products, and 'All categories' every product", async () => {
    useSessionStore.getState().login('token', 'user');
    renderProducts();
    await list('Products For Your Cars');
    await chooseCategory('Filters');
    await list('Products in The Selected Category');
    expect(listQuery(listReads.at(-1))).toEqual({ category: 'c2', facets: 'true' });

    // Every product, not the user's cars' again.
    await chooseCategory('All categories');
    await list('All Products');
    expect(currentSearch()).toBe('?all=true');
    await waitFor(() => expect(cardNames()).toEqual(['Brake pads', 'Oil filter']));
  });

  it('keeps the car and the filters, not the words, when a category is chosen after a search', async () => {
    renderProducts('?keywords=pads&brand=Toyota&model=Camry&inStock=true');
    await list('Products For Your Search');
    await chooseCategory('Brakes');
    await list('Products in The Selected Category');
    expect(currentSearch()).toBe('?brand=Toyota&model=Camry&inStock=true&category=c1');
    expect(listQuery(listReads.at(-1))).toEqual({
      brand: 'Toyota',
      model: 'Camry',
      category: 'c1',
      inStock: 'true',
      facets: 'true',
    });
  });

  it('tells in a toast that a category is empty', async () => {
    answerList(({ query }) => onePage(query.category ? [] : everyProduct));
    renderProducts();
    await chooseCategory('Brakes');
    const toast = await screen.findByText('No products found in this category.');
    expect(toastKindOf(toast)).toBe('success');
  });

  it("tells in a toast that a category's products could not be fetched", async () => {
    answerList((request) => (request.query.category ? failure(503)() : onePage(everyProduct)));
    renderProducts();
    await chooseCategory('Brakes');
    const toast = await screen.findByText('An error occurred while fetching products.');
    expect(toastKindOf(toast)).toBe('error');
  });

  it('asks for the page of the URL and moves between pages through it', async () => {
    const reads = answerList(({ query }) => ({
      message: 'ok',
      products: [product(`p${query.page}`, `Page${query.page} part`)],
      total: CATALOG_PAGE_SIZE * 2 + 1,
    }));
    renderProducts('?page=2');
    await waitFor(() => expect(cardNames()).toEqual(['Page2 part']));
    expect(reads.at(-1)?.query).toMatchObject({ page: '2', limit: String(CATALOG_PAGE_SIZE) });

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(cardNames()).toEqual(['Page3 part']));
    expect(currentSearch()).toBe('?page=3');
  });

  it('keeps the page shown while the next page of the same list loads', async () => {
    const next = heldReply<ProductsAnswer>();
    answerList(({ query }) =>
      query.page === '1'
        ? onePage([product('p1', 'Page1 part')], { total: CATALOG_PAGE_SIZE + 1 })
        : next.reply(),
    );
    renderProducts();
    await waitFor(() => expect(cardNames()).toEqual(['Page1 part']));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(currentSearch()).toBe('?page=2'));
    expect(cardNames()).toEqual(['Page1 part']);
    act(() =>
      next.answer(onePage([product('p2', 'Page2 part')], { total: CATALOG_PAGE_SIZE + 1 })),
    );
    await waitFor(() => expect(cardNames()).toEqual(['Page2 part']));
  });

  describe('a new search on a slow network', () => {
    const search = async (words: string, label: string) => {
      fireEvent.change(screen.getByRole('searchbox', { name: label }), {
        target: { value: words },
      });
      fireEvent.submit(screen.getByRole('search'));
      await waitFor(() => expect(currentSearch()).toContain('keywords='));
    };
    const answerSlowSearch = () => {
      const found = heldReply<ProductsAnswer>();
      answerList(({ query }) => (query.keywords ? found.reply() : onePage(everyProduct)));
      return found;
    };

    it('shows the wait, not the old list, under the new title until its results are in', async () => {
      const found = answerSlowSearch();
      renderAt({ pathname: '/products' }, underSiteHeader(<ProductsPage />), '/products');
      await waitFor(() => expect(cardNames()).toEqual(['Brake pads', 'Oil filter']));

      await search('spark plugs', 'Search parts');
      const results = await list('Products For Your Search');
      expect(within(results).queryAllByRole('article')).toHaveLength(0);
      expect(within(results).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

      act(() => found.answer(onePage([product('p7', 'Spark plugs')])));
      await waitFor(() => expect(cardNames()).toEqual(['Spark plugs']));
      expect(within(results).queryByRole('status')).not.toBeInTheDocument();
    });

    it('shows the wait in Arabic too', async () => {
      act(() => useLanguageStore.getState().setLanguage('ar'));
      const found = answerSlowSearch();
      renderAt({ pathname: '/products' }, underSiteHeader(<ProductsPage />), '/products');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));

      await search('شمعات الإشعال', 'ابحث عن قطع الغيار');
      const results = await screen.findByRole('region', { name: 'منتجات تطابق بحثك' });
      expect(within(results).queryAllByRole('article')).toHaveLength(0);
      expect(within(results).getByRole('status', { name: 'جارٍ التحميل…' })).toBeInTheDocument();
      act(() => found.answer(onePage([product('p7', 'Spark plugs')])));
      await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(1));
    });
  });

  it('runs a search given in the URL, as the header search box sends it', async () => {
    listReads = answerList(onePage([product('p7', 'Spark plugs')]));
    renderProducts('?keywords=04465-33471');
    await waitFor(() => expect(cardNames()).toEqual(['Spark plugs']));
    expect(listQuery(listReads.at(-1))).toEqual({ keywords: '04465-33471', facets: 'true' });
  });
});
