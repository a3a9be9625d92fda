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
import { pageFromParams } from '@/lib/paging';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { packagesQuery } from '../api/package-queries';
import { Mileage } from './Mileage';

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
    ...packagesQuery(forCars, page),
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
