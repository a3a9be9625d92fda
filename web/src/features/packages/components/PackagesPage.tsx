import { useCallback } from 'react';
import { CatalogCard } from '@/components/catalog/CatalogCard';
import { packageStock } from '@/components/catalog/stock';
import { CatalogSection } from '@/components/catalog/CatalogSection';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useRequest } from '@/hooks/use-request';
import { useI18n } from '@/i18n';
import { getAllPackages, type Package } from '@/lib/catalog';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { getUserPackages } from '../api/get-user-packages';
import { Mileage } from './Mileage';

/** The packages of all the user's cars as one list; a package due for two cars shows once. */
async function loadPackagesForCars(): Promise<Package[]> {
  const perCar = await getUserPackages().catch((error: unknown) => {
    console.error("Could not load the packages for the user's cars", error);
    return [];
  });
  const byId = new Map(perCar.flatMap((car) => car.packages).map((pkg) => [pkg._id, pkg]));
  return [...byId.values()];
}

/**
 * The package list (spec section 2): a visitor sees 'All Packages'; a logged-in user sees the
 * packages for their cars under 'Packages For Cars', or 'No Packages Found' when there are none.
 */
export function PackagesPage() {
  const { t } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const { data: packages = [], loading } = useRequest(
    useCallback(
      () =>
        isLoggedIn
          ? loadPackagesForCars()
          : getAllPackages().catch((error: unknown) => {
              console.error('Could not load the packages', error);
              return [];
            }),
      [isLoggedIn],
    ),
  );

  const title = !isLoggedIn
    ? t('packages.all')
    : packages.length > 0 || loading
      ? t('packages.forCars')
      : t('packages.noneFound');

  return (
    <Page title={t('page.packages')}>
      <CatalogSection title={title} loading={loading} emptyText={t('packages.noneFound')}>
        {packages.map((pkg) => (
          <CatalogCard
            key={pkg._id}
            to={paths.packageDetails.to(pkg._id)}
            imageUrl={pkg.logo?.url ?? pkg.images[0]?.url}
            name={pkg.name}
            description={pkg.description}
            price={pkg.price}
            cartItem={{ packageId: pkg._id }}
            stock={packageStock(pkg.products)}
            extra={<Mileage km={pkg.mileage} />}
          />
        ))}
      </CatalogSection>
    </Page>
  );
}
