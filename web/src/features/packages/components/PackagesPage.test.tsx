import type { CarPackages, CarPackagesAnswer, Package } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { currentSearch, renderAt } from '@/test/render';
import { failure, onApi, type Reply, type SentRequest } from '@/test/server';
import { answerVehicleCatalog } from '@/test/vehicles';
import { PackagesPage } from './PackagesPage';

const servicePackage = (
  id: string,
  name: string,
  mileage: number,
  more: Partial<Package> = {},
): Package => ({
  _id: id,
  name,
  description: 'Oil, filters and a full inspection by a certified technician',
  price: 450,
  mileage,
  images: [{ url: `http://shop.test/uploads/${id}.png` }],
  logo: { url: `http://shop.test/uploads/${id}.png` },
  products: [],
  partsPrice: 300,
  ...more,
});
const minor = servicePackage('k1', 'Minor service package 10,000 km', 10000);
const major = servicePackage('k2', 'Major service package 40,000 km', 40000);
const camryService = servicePackage('k3', 'Camry service package 20,000 km', 20000, {
  fitments: [{ make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 }],
});
const tahoeService = servicePackage('k4', 'Tahoe service package 20,000 km', 20000, {
  fitments: [{ make: 'Chevrolet', model: 'Tahoe', yearFrom: 2015, yearTo: 2020 }],
});
const anyCarService = servicePackage('k5', 'Wiper service package', 5000, { universal: true });

const camry = { make: 'Toyota', makeAr: 'تويوتا', model: 'Camry', modelAr: 'كامري', year: 2020 };
const accent = { make: 'Hyundai', model: 'Accent', year: 2019 };
const packagesForCars = (cars: CarPackages[]): CarPackagesAnswer => ({
  message: 'Packages for your cars.',
  packagesForCars: cars,
});
const answerPackagesForCars = (reply: Reply<CarPackagesAnswer>) =>
  onApi('GET /package/getUserPackage/packages', reply);

const renderPackages = (search = '') =>
  renderAt({ pathname: '/package', search }, <PackagesPage />, '/package');
const list = (title: string) => screen.findByRole('region', { name: title });
const cardNames = (region: HTMLElement, level = 3) =>
  within(region)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

describe('package list', () => {
  let allPackagesReads: SentRequest[];
  let forCarsReads: SentRequest[];
  beforeEach(() => {
    answerVehicleCatalog();
    onApi('GET /car/userCars', { message: 'ok', cars: [] });
    allPackagesReads = onApi('GET /package/allPackages', ({ query }) => ({
      message: 'Packages.',
      packages: query.page ? [minor, major] : [minor, camryService, tahoeService, anyCarService],
      total: 2,
    }));
    forCarsReads = answerPackagesForCars(packagesForCars([]));
  });

  it("shows a visitor every package under 'All Packages', as cards", async () => {
    renderPackages();
    const packages = await list('All Packages');
    const link = await within(packages).findByRole('link', {
      name: 'Minor service package 10,000 km',
    });
    expect(link).toHaveAttribute('href', '/packageDetails/k1');
    expect(within(packages).getAllByText('Oil, filters and…')).toHaveLength(2);
    expect(within(packages).getByText('Mileage: 10,000 km')).toBeInTheDocument();
    expect(within(packages).getAllByText('SAR 450.00')).toHaveLength(2);
    expect(within(packages).getAllByRole('button', { name: /Add To Cart/ })).toHaveLength(2);
    expect(forCarsReads).toHaveLength(0);
  });

  it("shows the next services due for each of a logged-in user's cars, named by the car", async () => {
    useSessionStore.getState().login('token', 'user');
    answerPackagesForCars(
      packagesForCars([
        { carId: 'car1', packages: [major, minor], car: { ...camry, mileage: 32000 } },
        { carId: 'car2', packages: [minor], car: { ...accent, mileage: 5000 } },
        { carId: 'car3', packages: [], car: { ...accent, year: 2010, mileage: 90000 } },
      ]),
    );
    renderPackages();
    const packages = await list('Packages For Cars');
    const camryPackages = await within(packages).findByRole('region', {
      name: 'Your Toyota Camry 2020 (32,000 km)',
    });
    expect(cardNames(camryPackages, 4)).toEqual([
      'Major service package…',
      'Minor service package…',
    ]);
    // The first is the next one due: at or past the car's mileage.
    expect(within(camryPackages).getAllByText('Next service due')).toHaveLength(1);
    const accentPackages = within(packages).getByRole('region', {
      name: 'Your Hyundai Accent 2019 (5,000 km)',
    });
    expect(cardNames(accentPackages, 4)).toEqual(['Minor service package…']);
    // A car without packages says nothing.
    expect(within(packages).getAllByRole('region')).toHaveLength(2);
    expect(allPackagesReads).toHaveLength(0);

    fireEvent.click(within(packages).getByRole('link', { name: 'See all packages' }));
    expect(await list('All Packages')).toBeTruthy();
    expect(currentSearch()).toBe('?all=true');
    fireEvent.click(screen.getByRole('link', { name: 'Only packages for your cars' }));
    expect(await list('Packages For Cars')).toBeTruthy();
  });

  it('shows the packages that fit the car of the address, from every package', async () => {
    renderPackages('?brand=Toyota&model=Camry&year=2020');
    const packages = await list('Packages for your Camry 2020');
    await waitFor(() =>
      expect(cardNames(packages)).toEqual(['Camry service package…', 'Wiper service package']),
    );
    expect(allPackagesReads.map((request) => request.query)).toEqual([{}]);
    expect(within(packages).getByText('Fits your Camry 2020')).toBeInTheDocument();
    expect(within(packages).getByText('Universal')).toBeInTheDocument();
    expect(
      within(packages).getByRole('link', {
        name: 'Camry service package 20,000 km',
      }),
    ).toHaveAttribute('href', '/packageDetails/k3?brand=Toyota&model=Camry&year=2020');

    fireEvent.click(within(packages).getByRole('link', { name: 'See all packages' }));
    const all = await list('All Packages');
    expect(currentSearch()).toBe('?brand=Toyota&model=Camry&year=2020&all=true');
    await waitFor(() =>
      expect(cardNames(all)).toEqual(['Minor service package…', 'Major service package…']),
    );
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

    fireEvent.click(within(empty).getByRole('link', { name: 'See all packages' }));
    const all = await list('All Packages');
    expect(await within(all).findAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
