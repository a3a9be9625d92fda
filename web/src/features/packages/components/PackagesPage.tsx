import { Button, Empty, Space } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { CatalogCard } from '@/components/catalog/CatalogCard';
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
  const { t, nameOf, descriptionOf } = useI18n();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  // A user whose cars have no packages due may ask for the whole list.
  const [showAll, setShowAll] = useState(false);
  const forCars = isLoggedIn && !showAll;
  const { data: packages = [], loading } = useRequest(
    useCallback(
      () =>
        forCars
          ? loadPackagesForCars()
          : getAllPackages().catch((error: unknown) => {
              console.error('Could not load the packages', error);
              return [];
            }),
      [forCars],
    ),
  );

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
          packages.length === 0 && (
            <Empty description={t('packages.noneForCarsHint')}>
              <Space wrap>
                <Link to={paths.addVehicle}>
                  <Button type="primary">{t('nav.addVehicle')}</Button>
                </Link>
                <Button onClick={() => setShowAll(true)}>{t('packages.showAll')}</Button>
              </Space>
            </Empty>
          )
        }
      >
        {packages.map((pkg) => (
          <CatalogCard
            key={pkg._id}
            to={paths.packageDetails.to(pkg._id)}
            imageUrl={pkg.logo?.url ?? pkg.images[0]?.url}
            name={nameOf(pkg)}
            description={descriptionOf(pkg)}
            price={pkg.price}
            cartItem={{ packageId: pkg._id }}
            extra={<Mileage km={pkg.mileage} />}
          />
        ))}
      </CatalogSection>
    </Page>
  );
}
