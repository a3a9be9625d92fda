import type { Product, ProductAnswer } from '@shop/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { answerVehicleCatalog } from '@/test/vehicles';
import { renderAt } from '@/test/render';
import { apiError, networkError, onApi, type Reply } from '@/test/server';
import { ProductDetailsPage } from './ProductDetailsPage';

const pads: Product = {
  _id: 'p1',
  name: 'Front brake pads ceramic set',
  description: 'Quiet, low-dust pads for daily driving.',
  price: 249.5,
  category: { _id: 'c1', name: 'Brakes' },
  image: [
    { secure_url: 'http://shop.test/uploads/pads-1.png' },
    { secure_url: 'http://shop.test/uploads/pads-2.png' },
  ],
  carEngine: '1HGCM82633A004352',
  carDetails: { model: 'Camry', year: 2020, agency: 'Toyota', warranty: true },
  isForSpecificCar: true,
};

const found: ProductAnswer = { message: 'Product found.', product: pads };
const answerProduct = (...replies: Reply<ProductAnswer>[]) =>
  onApi('GET /product/getCarById/:id', ...replies);

const renderDetails = (id = 'p1', search = '') =>
  renderAt(
    { pathname: `/productDetails/${id}`, search },
    <ProductDetailsPage />,
    '/productDetails/:id',
  );

/** A part with its maker, its numbers and the cars it fits, as the API answers it. */
const ceramicPads: Product = {
  ...pads,
  carEngine: undefined,
  carDetails: { agency: 'Toyota', model: 'Camry', year: 2024, warranty: true },
  manufacturer: 'Denso',
  partNumber: '04465-33471',
  oemNumbers: ['04465-33450', '04465-06090'],
  fitments: [
    {
      make: 'Toyota',
      model: 'Camry',
      yearFrom: 2018,
      yearTo: 2020,
      makeAr: 'تويوتا',
      modelAr: 'كامري',
    },
    {
      make: 'Toyota',
      model: 'Camry',
      yearFrom: 2021,
      yearTo: 2023,
      makeAr: 'تويوتا',
      modelAr: 'كامري',
    },
    { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2019, engine: '2.5L-I4', makeAr: 'لكزس' },
  ],
};
/** The rows of the fitment table, as a reader sees them. */
const fitmentTable = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) =>
      [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );
/** The product's facts, as [label, value] texts. */
const facts = () => {
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return screen.getAllByRole('term').map((label, index) => [label.textContent, values[index]]);
};

describe('product detail', () => {
  beforeEach(() => {
    answerVehicleCatalog();
  });

  it('shows the images, name, description, price in SAR and Add to Cart', async () => {
    const reads = answerProduct(found);
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: pads.name })).toBeInTheDocument();
    expect(reads.map((request) => request.path)).toEqual(['/product/getCarById/p1']);
    expect(screen.getByText(pads.description)).toBeInTheDocument();
    expect(screen.getByText('SAR 249.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
    const picture = () => screen.getByRole('img', { name: /Front brake pads/ });
    expect(picture()).toHaveAttribute('src', pads.image[0]!.secure_url);
    expect(picture()).toHaveAttribute('alt', `${pads.name} (1/2)`);
    expect(screen.getByText('Brakes')).toBeInTheDocument();
    expect(screen.getByText(pads.carEngine!)).toBeInTheDocument();

    // The next picture, by its arrow or its dot; after the last comes the first again.
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(picture()).toHaveAttribute('src', pads.image[1]!.secure_url);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(picture()).toHaveAttribute('src', pads.image[0]!.secure_url);
    fireEvent.click(screen.getByRole('button', { name: 'Image 2 of 2' }));
    expect(picture()).toHaveAttribute('alt', `${pads.name} (2/2)`);
  });

  it('takes the tab title and the meta description from the product', async () => {
    answerProduct(found);
    renderDetails();
    await screen.findByRole('heading', { level: 1, name: pads.name });
    await waitFor(() => expect(document.title).toBe(pads.name));
    // The document's head, where search engines read it, is out of the queries' reach.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      pads.description,
    );
  });

  it.each([404, 400])(
    'says the product is not there when the id is unknown (%i)',
    async (status) => {
      answerProduct(apiError(status, 'Product not found'));
      renderDetails('nope');
      expect(await screen.findByText('This product could not be found.')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Product Details' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
        'href',
        '/products',
      );
    },
  );

  it('offers to try again when the product could not be fetched', async () => {
    answerProduct(networkError, found);
    renderDetails();
    expect(await screen.findByText('Error fetching data. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: pads.name })).toBeInTheDocument();
  });

  it('lists its maker, its numbers and the cars it fits, their years joined into ranges', async () => {
    answerProduct({ message: 'Product found.', product: ceramicPads });
    renderDetails();
    await screen.findByRole('heading', { level: 1, name: pads.name });
    expect(facts()).toEqual([
      ['Category', 'Brakes'],
      ['Maker', 'Denso'],
      ['Part number', '04465-33471'],
      ['OEM numbers', '04465-3345004465-06090'],
      ['Warranty', 'Yes'],
    ]);
    expect(screen.getByRole('heading', { name: 'Fits these cars' })).toBeInTheDocument();
    expect(fitmentTable()).toEqual([
      ['Car Brand', 'Model', 'Years', 'Engine'],
      ['Lexus', 'ES', '2019', '2.5L-I4'],
      // carDetails (2024) is one more year of the Camry.
      ['Toyota', 'Camry', '2018–2024', 'All engines'],
    ]);
    // Without a car, nothing to say about fitting it.
    expect(screen.queryByText(/fit your/)).not.toBeInTheDocument();
  });

  it('names the cars in Arabic from the catalog, and the years in Arabic digits', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    answerProduct({ message: 'Product found.', product: ceramicPads });
    renderDetails();
    await screen.findByRole('heading', { level: 1, name: pads.name });
    expect(fitmentTable()).toEqual([
      ['ماركة السيارة', 'الطراز', 'السنوات', 'المحرك'],
      ['لكزس', 'ES', '٢٠١٩', '2.5L-I4'],
      ['تويوتا', 'كامري', '٢٠١٨–٢٠٢٤', 'كل المحركات'],
    ]);
  });

  it.each([
    ['?brand=Toyota&model=Camry&year=2022', 'Fits your Camry 2022'],
    ['?brand=Toyota&model=Camry&year=2017', 'Does not fit your Camry 2017'],
    ['?brand=%D8%AA%D9%88%D9%8A%D9%88%D8%AA%D8%A7&model=camry&year=2020', 'Fits your Camry 2020'],
  ])('says whether it fits the car of the address (%s)', async (search, said) => {
    answerProduct({ message: 'Product found.', product: ceramicPads });
    renderDetails('p1', search);
    expect(await screen.findByText(said)).toBeInTheDocument();
  });

  it('says a universal part fits every car', async () => {
    answerProduct({
      message: 'Product found.',
      product: { ...pads, carEngine: undefined, carDetails: undefined, universal: true },
    });
    renderDetails('p1', '?brand=Kia&model=Rio&year=2019');
    expect(await screen.findByText('Universal')).toBeInTheDocument();
    expect(screen.getByText('Fits every car.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
