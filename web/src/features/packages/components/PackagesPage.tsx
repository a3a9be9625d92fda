import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import type { CarPackages } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { CatalogGrid, CatalogSection } from '@/components/catalog/CatalogSection';
import { PackageCard } from '@/components/catalog/PackageCard';
import { CatalogPagination } from '@/components/CatalogPagination';
import { Page } from '@/components/Page';
import { buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { pageFromParams } from '@/lib/paging';
import {
  carFromParams,
  carName,
  fullCarName,
  useFitCheck,
  useNamedCar,
  type ChosenCar,
} from '@/lib/vehicles';
import { useSessionStore } from '@/stores/session-store';
import { allPackagesQuery, carPackagesQuery, userPackagesQuery } from '../api/package-queries';
import styles from './PackagesPage.module.css';

/** The query parameter asking for every package, whatever the shopper's cars (`?all=true`). */
const EVERYTHING_PARAM = 'all';

/**
 * The package list (docs/behaviour.md): a visitor sees 'All Packages'; a shopper who chose a car
 * sees the packages for it; a logged-in user sees, under 'Packages For Cars', the next services
 * due for each of their cars, named by the car, or 'No Packages Found' when there are none.
 * Everyone can switch to every package with one click, kept in the address (`?all=true`).
 */
export function PackagesPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = useSessionStore((state) => state.storedToken);
  const page = pageFromParams(params);
  const everything = params.get(EVERYTHING_PARAM) === 'true';
  const car = useNamedCar(carFromParams(params));
  /** The address with everything asked for, or not. */
  const linkTo = (all: boolean) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (all) next.set(EVERYTHING_PARAM, 'true');
    else next.delete(EVERYTHING_PARAM);
    const query = next.toString();
    return query ? `${paths.packages}?${query}` : paths.packages;
  };

  return (
    <Page title={t('page.packages')}>
      {everything || (!car?.model && !token) ? (
        <AllPackages
          page={page}
          backTo={everything && (car?.model || token) ? linkTo(false) : undefined}
        />
      ) : car?.model ? (
        <PackagesForCar car={car} page={page} showAll={linkTo(true)} />
      ) : (
        <PackagesForCars token={token} showAll={linkTo(true)} />
      )}
    </Page>
  );
}

/** 'All Packages', a page at a time; `backTo` leads back to the shopper's car's (or cars'). */
function AllPackages({ page, backTo }: { page: number; backTo?: string }) {
  const { t } = useI18n();
  const fitOf = useFitCheck();
  const { data, isPending } = useQuery({
    ...allPackagesQuery(page),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <CatalogSection
        title={t('packages.all')}
        loading={isPending}
        emptyText={t('packages.noneFound')}
        actions={
          backTo && (
            <Link to={backTo} className={styles.switch}>
              {t('packages.onlyForCars')}
            </Link>
          )
        }
      >
        {(data?.items ?? []).map((pkg) => (
          <PackageCard key={pkg._id} pkg={pkg} fit={fitOf(pkg)} />
        ))}
      </CatalogSection>
      {!isPending && <CatalogPagination page={page} total={data?.total ?? 0} />}
    </>
  );
}

/** The packages for the car chosen in the address. */
function PackagesForCar({ car, page, showAll }: { car: ChosenCar; page: number; showAll: string }) {
  const { t, language } = useI18n();
  const fitOf = useFitCheck();
  const { data, isPending } = useQuery(carPackagesQuery(car, page));
  return (
    <>
      <CatalogSection
        title={t('packages.forCar').replace('{car}', carName(car, language))}
        loading={isPending}
        emptyText={t('packages.noneFound')}
        actions={
          <Link to={showAll} className={styles.switch}>
            {t('packages.showAll')}
          </Link>
        }
      >
        {(data?.items ?? []).map((pkg) => (
          <PackageCard key={pkg._id} pkg={pkg} fit={fitOf(pkg)} car={car} />
        ))}
      </CatalogSection>
      {!isPending && <CatalogPagination page={page} total={data?.total ?? 0} />}
    </>
  );
}

/** 'Packages For Cars': for each of the user's cars, its packages, the next one due first. */
function PackagesForCars({ token, showAll }: { token: string | null; showAll: string }) {
  const { t } = useI18n();
  const { data: cars = [], isPending } = useQuery(userPackagesQuery(token));
  const withPackages = cars.filter((car) => car.packages.length > 0);
  const none = !isPending && withPackages.length === 0;
  return (
    <CatalogSection
      title={t(none ? 'packages.noneFound' : 'packages.forCars')}
      loading={isPending}
      emptyText={t('packages.noneFound')}
      actions={
        !none && (
          <Link to={showAll} className={styles.switch}>
            {t('packages.showAll')}
          </Link>
        )
      }
      // Said once, in the title: the empty state says what to do next instead.
      alert={
        none ? (
          <EmptyState
            icon={AppstoreOutlined}
            title={t('packages.noneForCarsHint')}
            actions={
              <>
                <Link to={paths.addVehicle} className={buttonClassName({ variant: 'primary' })}>
                  {t('nav.addVehicle')}
                </Link>
                <Link to={showAll} className={buttonClassName({})}>
                  {t('packages.showAll')}
                </Link>
              </>
            }
          />
        ) : (
          <div className={styles.cars}>
            {withPackages.map((car) => (
              <CarPackageList key={car.carId} forCar={car} />
            ))}
          </div>
        )
      }
    />
  );
}

/** One car's packages, named by the car and its mileage, the next one due marked. */
function CarPackageList({ forCar }: { forCar: CarPackages }) {
  const { t, language, formatNumber } = useI18n();
  const { car, packages } = forCar;
  const [next] = packages;
  const heading = t('packages.carHeading')
    .replace('{car}', fullCarName(car, language))
    .replace('{km}', formatNumber(car.mileage));
  return (
    <section aria-label={heading} className={styles.car}>
      <h3 className={styles.carHeading}>{heading}</h3>
      <CatalogGrid>
        {packages.map((pkg) => (
          <PackageCard
            key={pkg._id}
            pkg={pkg}
            fit={pkg.universal ? { kind: 'universal' } : undefined}
            car={car}
            note={pkg === next && pkg.mileage >= car.mileage ? t('packages.nextDue') : undefined}
            level={4}
          />
        ))}
      </CatalogGrid>
    </section>
  );
}
