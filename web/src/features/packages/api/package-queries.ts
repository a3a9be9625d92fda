import type { Package } from '@shop/shared';
import { queryOptions } from '@tanstack/react-query';
import { CATALOG_PAGE_SIZE, catalogKeys, getPackagesPage } from '@/lib/catalog';
import { pageOfList, type Page } from '@/lib/paging';
import { getPackage } from './get-package';
import { getUserPackages } from './get-user-packages';

/*
 * What the package screens read, one declaration each, as the product screens' are
 * (features/products/api/product-queries.ts).
 */

/**
 * A page of the packages of all the user's cars as one list; a package due for two cars shows
 * once. The list is short (the services due by the cars' mileage), so it is paged here.
 */
async function loadPackagesForCars(page: number, signal: AbortSignal): Promise<Page<Package>> {
  const perCar = await getUserPackages(signal).catch((error: unknown) => {
    if (!signal.aborted) console.error("Could not load the packages for the user's cars", error);
    return [];
  });
  const byId = new Map(perCar.flatMap((car) => car.packages).map((pkg) => [pkg._id, pkg]));
  return pageOfList([...byId.values()], page, CATALOG_PAGE_SIZE);
}

/** A page of every package; a failure reads as none. */
const loadAllPackages = (page: number, signal: AbortSignal): Promise<Page<Package>> =>
  getPackagesPage(page, signal).catch((error: unknown) => {
    if (!signal.aborted) console.error('Could not load the packages', error);
    return { items: [], total: 0 };
  });

/** 'Packages For Cars' (`forCars`) or 'All Packages', at a page. */
export const packagesQuery = (forCars: boolean, page: number) =>
  queryOptions({
    queryKey: [...catalogKeys.packages(page), { forCars }],
    queryFn: ({ signal }) =>
      forCars ? loadPackagesForCars(page, signal) : loadAllPackages(page, signal),
  });

/** One package with its products; an unknown id fails with status 404, a malformed one with 400. */
export const packageQuery = (id: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'package', id],
    queryFn: ({ signal }) => getPackage(id, signal),
  });
