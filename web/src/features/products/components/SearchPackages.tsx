import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { CatalogSection } from '@/components/catalog/CatalogSection';
import { PackageCard } from '@/components/catalog/PackageCard';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import type { SearchCriteria } from '@/lib/catalog';
import { carFromParams, carName, pathWithCar, useFitCheck, useNamedCar } from '@/lib/vehicles';
import { searchPackagesQuery } from '../api/product-queries';
import styles from './ProductsPage.module.css';

/** The packages shown above the parts: a row, the rest a click away. */
const PACKAGES_SHOWN = 3;

/**
 * 'Packages For Your Search': the service packages the search finds beside its parts (Home's
 * panel is 'Find Your Best Package Offer'), those that do not fit the shopper's car left out;
 * nothing when there are none.
 */
export function SearchPackages({ criteria }: { criteria: SearchCriteria }) {
  const { t, language } = useI18n();
  const fitOf = useFitCheck();
  const car = useNamedCar(carFromParams(useSearchParams()[0]));
  const { data: found = [] } = useQuery(searchPackagesQuery(criteria));
  const packages = found.filter((pkg) => {
    const fit = fitOf(pkg)?.kind;
    return fit !== 'doesNotFit' && fit !== 'fitsNoneOfCars';
  });
  if (packages.length === 0) return null;
  const more = packages.length > PACKAGES_SHOWN && (
    <Link to={pathWithCar(paths.packages, car)} className={styles.switch}>
      {car?.model
        ? t('packages.forCar').replace('{car}', carName(car, language))
        : t('packages.showAll')}
    </Link>
  );
  return (
    <div className={styles.packages}>
      <CatalogSection
        title={t('products.packagesForSearch')}
        loading={false}
        emptyText={t('packages.noneFound')}
        actions={more}
      >
        {packages.slice(0, PACKAGES_SHOWN).map((pkg) => (
          <PackageCard key={pkg._id} pkg={pkg} fit={fitOf(pkg)} car={car} />
        ))}
      </CatalogSection>
    </div>
  );
}
