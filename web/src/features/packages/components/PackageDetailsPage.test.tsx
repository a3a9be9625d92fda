import type { Package, PackageeAnswer } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
};

const answerPackage = (reply: Reply<PackageeAnswer>) =>
  onApi('GET /package/getpackageById/:id', reply);

const renderDetails = (id = 'k1') =>
  renderAt(`/packageDetails/${id}`, <PackageDetailsPage />, '/packageDetails/:id');

describe('package detail', () => {
  it('shows the image, name, description, price in SAR, mileage and products', async () => {
    const reads = answerPackage({ message: 'Package found.', packagee: minor });
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: minor.name })).toBeInTheDocument();
    expect(reads.map((request) => request.path)).toEqual(['/package/getpackageById/k1']);
    await waitFor(() => expect(document.title).toBe(minor.name));
    expect(screen.getByText(minor.description)).toBeInTheDocument();
    expect(screen.getByText('SAR 450.00')).toBeInTheDocument();
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
});
