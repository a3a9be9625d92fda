import type { Package } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getPackagesPage } from '@/lib/catalog';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '@/test/render';
import { getUserPackages } from '../api/get-user-packages';
import { PackagesPage } from './PackagesPage';

vi.mock('@/lib/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/catalog')>()),
  getPackagesPage: vi.fn(),
}));
vi.mock('../api/get-user-packages');

const servicePackage = (id: string, name: string, mileage: number): Package => ({
  _id: id,
  name,
  description: 'Oil, filters and a full inspection by a certified technician',
  price: 450,
  mileage,
  images: [{ url: `http://shop.test/uploads/${id}.png` }],
  logo: { url: `http://shop.test/uploads/${id}.png` },
  products: [],
});
const minor = servicePackage('k1', 'Minor service package 10,000 km', 10000);
const major = servicePackage('k2', 'Major service package 40,000 km', 40000);

const renderPackages = () => renderAt('/package', <PackagesPage />, '/package');
const list = (title: string) => screen.findByRole('region', { name: title });

describe('package list', () => {
  beforeEach(() => {
    vi.mocked(getPackagesPage).mockResolvedValue({ items: [minor, major], total: 2 });
    vi.mocked(getUserPackages).mockResolvedValue([]);
    vi.clearAllMocks();
  });

  it("shows a visitor every package under 'All Packages', as cards", async () => {
    renderPackages();
    const packages = await list('All Packages');
    const link = await within(packages).findByRole('link', { name: 'Minor service package' });
    expect(link.getAttribute('href')).toBe('/packageDetails/k1');
    expect(within(packages).getAllByText('Oil, filters and')).toHaveLength(2);
    expect(within(packages).getByText('Mileage: 10,000 km')).toBeTruthy();
    expect(within(packages).getAllByText('SAR 450.00')).toHaveLength(2);
    expect(within(packages).getAllByRole('button', { name: /Add To Cart/ })).toHaveLength(2);
    expect(getUserPackages).not.toHaveBeenCalled();
  });

  it("shows a logged-in user their cars' packages as one list under 'Packages For Cars'", async () => {
    useSessionStore.getState().login('token', 'user');
    vi.mocked(getUserPackages).mockResolvedValueOnce([
      { carId: 'car1', packages: [major, minor] },
      { carId: 'car2', packages: [minor] },
    ]);
    renderPackages();
    const packages = await list('Packages For Cars');
    expect(
      (await within(packages).findAllByRole('heading', { level: 3 })).map((h) => h.textContent),
    ).toEqual(['Major service package', 'Minor service package']);
    expect(getPackagesPage).not.toHaveBeenCalled();
  });

  it.each([
    ['has none', () => Promise.resolve([])],
    ['cannot get them', () => Promise.reject(new ApiError('Not found', 404))],
  ])("says 'No Packages Found' when a logged-in user %s", async (_, answer) => {
    useSessionStore.getState().login('token', 'user');
    vi.mocked(getUserPackages).mockImplementationOnce(answer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPackages();
    expect(await list('No Packages Found')).toBeTruthy();
  });

  it('says it once, and offers Add Vehicle and every package, to a user without packages', async () => {
    useSessionStore.getState().login('token', 'user');
    vi.mocked(getUserPackages).mockResolvedValueOnce([]);
    vi.mocked(getPackagesPage).mockResolvedValueOnce({ items: [minor, major], total: 2 });
    renderPackages();
    const empty = await list('No Packages Found');
    expect(within(empty).queryAllByText('No Packages Found')).toHaveLength(1);
    const addVehicle = within(empty).getByRole('link', { name: 'Add vehicle' });
    expect(addVehicle.getAttribute('href')).toBe('/addVehicle');

    within(empty).getByRole('button', { name: 'See all packages' }).click();
    const all = await list('All Packages');
    expect(await within(all).findAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
