import { useQuery } from '@tanstack/react-query';
import { CatalogSection } from '@/components/catalog/CatalogSection';
import { PackageCard } from '@/components/catalog/PackageCard';
import { useI18n } from '@/i18n';
import type { SearchCriteria } from '@/lib/catalog';
import { useFitCheck } from '@/lib/vehicles';
import { searchPackagesQuery } from '../api/product-queries';
import styles from './ProductsPage.module.css';

/**
 * 'Packages For Your Search': the service packages the search finds beside its parts (Home's
 * panel is 'Find Your Best Package Offer'); nothing when it finds none.
 */
export function SearchPackages({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useI18n();
  const fitOf = useFitCheck();
  const { data: packages = [] } = useQuery(searchPackagesQuery(criteria));
  if (packages.length === 0) return null;
  return (
    <div className={styles.packages}>
      <CatalogSection
        title={t('products.packagesForSearch')}
        loading={false}
        emptyText={t('packages.noneFound')}
      >
        {packages.map((pkg) => (
          <PackageCard key={pkg._id} pkg={pkg} fit={fitOf(pkg)} />
        ))}
      </CatalogSection>
    </div>
  );
}
