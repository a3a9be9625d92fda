import type { Package } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CatalogCard } from '@/components/catalog/CatalogCard';
import { packageStock } from '@/components/catalog/stock';
import { CatalogSection } from '@/components/catalog/CatalogSection';
import { CatalogPagination } from '@/components/CatalogPagination';
import { Page } from '@/components/Page';
import { Button, buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import {
  CATALOG_PAGE_SIZE,
  catalogKeys,
  getPackagesPage,
  pageFromParams,
  type CatalogPage,
} from '@/lib/catalog';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { getUserPackages } from '../api/get-user-packages';
import { Mileage } from './Mileage';

/**
 * A page of the packages of all the user's cars as one list; a package due for two cars shows
 * once. The list is short (the services due by the cars' mileage), so it is paged here.
 */
async function loadPackagesForCars(
  page: number,
  signal: AbortSignal,
): Promise<CatalogPage<Package>> {
  const perCar = await getUserPackages(signal).catch((error: unknown) => {
    if (!signal.aborted) console.error("Could not load the packages for the user's cars", error);
    return [];
  });
  const byId = new Map(perCar.flatMap((car) => car.packages).map((pkg) => [pkg._id, pkg]));
  const packages = [...byId.values()];
  const start = (page - 1) * CATALOG_PAGE_SIZE;
  return { items: packages.slice(start, start + CATALOG_PAGE_SIZE), total: packages.length };
}

/** A page of every package; a failure reads as none. */
const loadAllPackages = (page: number, signal: AbortSignal): Promise<CatalogPage<Package>> =>
  getPackagesPage(page, signal).catch((error: unknown) => {
    if (!signal.aborted) console.error('Could not load the packages', error);
    return { items: [], total: 0 };
  });

/**
 * The package list (docs/behaviour.md): a visitor sees 'All Packages'; a logged-in user sees the
 * packages for their cars under 'Packages For Cars', or 'No Packages Found' when there are none.
 */
export function PackagesPage() {
  const { t, nameOf, descriptionOf } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const page = pageFromParams(useSearchParams()[0]);
  // A user whose cars have no packages due may ask for the whole list.
  const [showAll, setShowAll] = useState(false);
  const forCars = isLoggedIn && !showAll;
  const { data, isPending: loading } = useQuery({
    queryKey: [...catalogKeys.packages(page), { forCars }],
    queryFn: ({ signal }) =>
      forCars ? loadPackagesForCars(page, signal) : loadAllPackages(page, signal),
    placeholderData: keepPreviousData,
  });
  const packages = data?.items ?? [];

  const title = !forCars
    ? t('packages.all')
    : packages.length > 0 || loading
      ? t('packages.forCars')
      : t('packages.noneFound');

  return (
    <Page title={t('page.packages')}>
      <CatalogSection
        title={title}
        loading={loading}
        emptyText={t('packages.noneFound')}
        // Said once, in the title: the empty state says what to do next instead.
        alert={
          forCars &&
          !loading &&
          packages.length === 0 && (
            <EmptyState
              icon={AppstoreOutlined}
              title={t('packages.noneForCarsHint')}
              actions={
                <>
                  <Link to={paths.addVehicle} className={buttonClassName({ variant: 'primary' })}>
                    {t('nav.addVehicle')}
                  </Link>
                  <Button onClick={() => setShowAll(true)}>{t('packages.showAll')}</Button>
                </>
              }
            />
          )
        }
      >
        {packages.map((pkg) => (
          <CatalogCard
            key={pkg._id}
            to={paths.packageDetails.to(pkg._id)}
            imageUrl={(pkg.logo ?? pkg.images[0])?.url}
            imageCopies={pkg.logo ?? pkg.images[0]}
            name={nameOf(pkg)}
            description={descriptionOf(pkg)}
            price={pkg.price}
            cartItem={{ packageId: pkg._id }}
            stock={packageStock(pkg.products)}
            extra={<Mileage km={pkg.mileage} />}
          />
        ))}
      </CatalogSection>
      {!loading && <CatalogPagination page={page} total={data?.total ?? 0} />}
    </Page>
  );
}
