import type { Package, PackageeAnswer } from '@shop/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { plain } from '@/test/queries';
import { answerVehicleCatalog } from '@/test/vehicles';
import { renderAt } from '@/test/render';
import { apiError, onApi, type Reply } from '@/test/server';
import { PackageDetailsPage } from './PackageDetailsPage';

const minor: Package = {
  _id: 'k1',
  name: 'Minor service 10,000 km',
  description: 'Engine oil, oil filter and a 30-point inspection.',
  price: 450,
  mileage: 10000,
  images: [{ url: 'http://shop.test/uploads/k1.png' }],
  logo: { url: 'http://shop.test/uploads/k1.png' },
  products: [
    { _id: 'p1', name: 'Engine oil 5W-30', price: 180, image: [] },
    { _id: 'p2', name: 'Oil filter', price: 45, image: [] },
  ],
  partsPrice: 225,
  labourPrice: 300,
  fitments: [{ make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 }],
};

/** The lines of the price's breakdown, as [what, amount] texts. */
const priceLines = () => {
  const section = screen.getByRole('region', { name: 'What the price covers' });
  const amounts = within(section)
    .getAllByRole('definition')
    .map((amount) => plain(amount.textContent));
  return within(section)
    .getAllByRole('term')
    .map((label, index) => [label.textContent, amounts[index]]);
};

const answerPackage = (reply: Reply<PackageeAnswer>) =>
  onApi('GET /package/getpackageById/:id', reply);

const renderDetails = (id = 'k1', search = '') =>
  renderAt(
    { pathname: `/packageDetails/${id}`, search },
    <PackageDetailsPage />,
    '/packageDetails/:id',
  );

describe('package detail', () => {
  beforeEach(() => {
    answerVehicleCatalog();
  });

  it('shows the image, name, description, price in SAR, mileage and products', async () => {
    const reads = answerPackage({ message: 'Package found.', packagee: minor });
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: minor.name })).toBeInTheDocument();
    expect(reads.map((request) => request.path)).toEqual(['/package/getpackageById/k1']);
    await waitFor(() => expect(document.title).toBe(minor.name));
    expect(screen.getByText(minor.description)).toBeInTheDocument();
    expect(screen.getAllByText('SAR 450.00')[0]).toHaveClass(/price/);
    expect(screen.getByText('Mileage: 10,000 km')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oil filter' })).toHaveAttribute(
      'href',
      '/productDetails/p2',
    );
    expect(screen.getByText('SAR 180.00')).toBeInTheDocument();
  });

  it('says the package is not there when the id is unknown', async () => {
    answerPackage(apiError(404, 'Package not found'));
    renderDetails('nope');
    expect(await screen.findByText('This package could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Packages' })).toHaveAttribute(
      'href',
      '/package',
    );
  });

  it('shows what its price covers: its parts, the labour, and what it saves', async () => {
    answerPackage({ message: 'Package found.', packagee: minor });
    renderDetails();
    await screen.findByRole('heading', { level: 1, name: minor.name });
    expect(priceLines()).toEqual([
      ['Its parts at catalog prices', 'SAR 225.00'],
      ['Labour', 'SAR 300.00'],
      ['Parts and labour bought separately', 'SAR 525.00'],
      ['Package price', 'SAR 450.00'],
      ['You save', 'SAR 75.00'],
    ]);
  });

  it('says what beyond its parts pays for labour, when the shop names no labour, in Arabic too', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    answerPackage({
      message: 'Package found.',
      packagee: { ...minor, labourPrice: undefined },
    });
    renderDetails();
    await screen.findByRole('heading', { level: 1, name: minor.name });
    const lines = () => {
      const section = screen.getByRole('region', { name: 'ما يشمله السعر' });
      return within(section)
        .getAllByRole('term')
        .map((label) => label.textContent);
    };
    expect(lines()).toEqual(['قطعها بأسعار المتجر', 'أجور العمل والخدمة', 'سعر الباقة']);
  });

  it("says whether it fits the shopper's car", async () => {
    answerPackage({ message: 'Package found.', packagee: minor });
    renderDetails('k1', '?brand=Chevrolet&model=Tahoe&year=2020');
    expect(await screen.findByText('Does not fit your Tahoe 2020')).toBeInTheDocument();
  });
});
