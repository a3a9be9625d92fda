import type { Product, ProductAnswer } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const renderDetails = (id = 'p1') =>
  renderAt(`/productDetails/${id}`, <ProductDetailsPage />, '/productDetails/:id');

describe('product detail', () => {
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
});
