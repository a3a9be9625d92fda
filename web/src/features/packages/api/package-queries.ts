import type { CarPackages, Package } from '@shop/shared';
import { queryOptions } from '@tanstack/react-query';
import { CATALOG_PAGE_SIZE, catalogKeys, getAllPackages, getPackagesPage } from '@/lib/catalog';
import { pageOfList, type Page } from '@/lib/paging';
import { fitsCar, type CarToFit } from '@/lib/vehicles';
import { getPackage } from './get-package';
import { getUserPackages } from './get-user-packages';

/*
 * What the package screens read, one declaration each, as the product screens' are
 * (features/products/api/product-queries.ts).
 */

/** A page of every package; a failure reads as none. */
export const allPackagesQuery = (page: number) =>
  queryOptions({
    queryKey: catalogKeys.packages(page),
    queryFn: ({ signal }): Promise<Page<Package>> =>
      getPackagesPage(page, signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('Could not load the packages', error);
        return { items: [], total: 0 };
      }),
  });

/**
 * A page of the packages for the car the shopper chose: those that fit it by the fitment rule
 * (their own fitments, or their parts'), from the whole list, which is short.
 */
export const carPackagesQuery = (car: CarToFit, page: number) =>
  queryOptions({
    queryKey: catalogKeys.allPackages(),
    queryFn: ({ signal }) => getAllPackages(signal),
    select: (packages) =>
      pageOfList(
        packages.filter((pkg) => fitsCar(pkg, car)),
        page,
        CATALOG_PAGE_SIZE,
      ),
  });

/**
 * The packages for each of the logged-in user's cars, the next due first, each named by its
 * car; a failure reads as none.
 */
export const userPackagesQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'userPackages', token],
    queryFn: ({ signal }): Promise<CarPackages[]> =>
      getUserPackages(signal).catch((error: unknown) => {
        if (!signal.aborted)
          console.error("Could not load the packages for the user's cars", error);
        return [];
      }),
  });

/** One package with its products; an unknown id fails with status 404, a malformed one with 400. */
export const packageQuery = (id: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'package', id],
    queryFn: ({ signal }) => getPackage(id, signal),
  });
