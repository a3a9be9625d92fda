import type { CarPackages, CarPackagesAnswer, Package } from '@shop/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '@/test/render';
import { failure, onApi, type Reply, type SentRequest } from '@/test/server';
import { PackagesPage } from './PackagesPage';

const servicePackage = (id: string, name: string, mileage: number): Package => ({
  _id: id,
  name,
  description: 'Oil, filters and a full inspection by a certified technician',
  price: 450,
  mileage,
  images: [{ url: `http://shop.test/uploads/${id}.png` }],
  logo: { url: `http://shop.test/uploads/${id}.png` },
  products: [],
  partsPrice: 0,
});
const minor = servicePackage('k1', 'Minor service package 10,000 km', 10000);
const major = servicePackage('k2', 'Major service package 40,000 km', 40000);

const packagesForCars = (cars: CarPackages[]): CarPackagesAnswer => ({
  message: 'Packages for your cars.',
  packagesForCars: cars,
});
const answerPackagesForCars = (reply: Reply<CarPackagesAnswer>) =>
  onApi('GET /package/getUserPackage/packages', reply);

const renderPackages = () => renderAt('/package', <PackagesPage />, '/package');
const list = (title: string) => screen.findByRole('region', { name: title });

describe('package list', () => {
  let allPackagesReads: SentRequest[];
  let forCarsReads: SentRequest[];
  beforeEach(() => {
    allPackagesReads = onApi('GET /package/allPackages', {
      message: 'Packages.',
      packages: [minor, major],
      total: 2,
    });
    forCarsReads = answerPackagesForCars(packagesForCars([]));
  });

  it("shows a visitor every package under 'All Packages', as cards", async () => {
    renderPackages();
    const packages = await list('All Packages');
    const link = await within(packages).findByRole('link', { name: 'Minor service package' });
    expect(link).toHaveAttribute('href', '/packageDetails/k1');
    expect(within(packages).getAllByText('Oil, filters and')).toHaveLength(2);
    expect(within(packages).getByText('Mileage: 10,000 km')).toBeInTheDocument();
    expect(within(packages).getAllByText('SAR 450.00')).toHaveLength(2);
    expect(within(packages).getAllByRole('button', { name: /Add To Cart/ })).toHaveLength(2);
    expect(forCarsReads).toHaveLength(0);
  });

  it("shows a logged-in user their cars' packages as one list under 'Packages For Cars'", async () => {
    useSessionStore.getState().login('token', 'user');
    answerPackagesForCars(
      packagesForCars([
        { carId: 'car1', packages: [major, minor], car: { make: 'Toyota', mileage: 45000 } },
        { carId: 'car2', packages: [minor], car: { make: 'Kia', mileage: 12000 } },
      ]),
    );
    renderPackages();
    const packages = await list('Packages For Cars');
    expect(
      (await within(packages).findAllByRole('heading', { level: 3 })).map((h) => h.textContent),
    ).toEqual(['Major service package', 'Minor service package']);
    expect(allPackagesReads).toHaveLength(0);
  });

  it.each([
    ['has none', packagesForCars([])],
    ['cannot get them', failure(404)],
  ])("says 'No Packages Found' when a logged-in user %s", async (_, answer) => {
    useSessionStore.getState().login('token', 'user');
    answerPackagesForCars(answer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPackages();
    expect(await list('No Packages Found')).toBeTruthy();
  });

  it('says it once, and offers Add Vehicle and every package, to a user without packages', async () => {
    useSessionStore.getState().login('token', 'user');
    renderPackages();
    const empty = await list('No Packages Found');
    expect(within(empty).queryAllByText('No Packages Found')).toHaveLength(1);
    const addVehicle = within(empty).getByRole('link', { name: 'Add vehicle' });
    expect(addVehicle).toHaveAttribute('href', '/addVehicle');

    fireEvent.click(within(empty).getByRole('button', { name: 'See all packages' }));
    const all = await list('All Packages');
    expect(await within(all).findAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
