import { packageStock, type Package, type PackageProduct } from '@shop/shared';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { CatalogDetails } from '@/components/catalog/CatalogDetails';
import { LightIcon } from '@/components/LightIcon';
import { RecordUnavailable } from '@/components/RecordUnavailable';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { packageQuery } from '../api/package-queries';
import { FitBadge } from '@/components/catalog/FitBadge';
import { Mileage } from '@/components/catalog/Mileage';
import { useFitCheck } from '@/lib/vehicles';
import { priceBreakdown } from './price-breakdown';
import styles from './PackageDetailsPage.module.css';

/**
 * One package: its images, name, description and price in SAR, whether it fits the shopper's
 * car, its mileage, what it includes and what its price saves against its parts and labour.
 */
export function PackageDetailsPage() {
  const { id = '' } = useParams();
  const { t, nameOf, descriptionOf } = useI18n();
  const query = useQuery(packageQuery(id));
  const fitOf = useFitCheck();
  const pkg = query.data;

  const fit = pkg && fitOf(pkg);
  if (!pkg) {
    return (
      <RecordUnavailable
        title={t('page.packageDetails')}
        query={query}
        notFoundText={t('packageDetails.notFound')}
        backTo={{ to: paths.packages, label: t('packageDetails.backToPackages') }}
      />
    );
  }
  return (
    <CatalogDetails
      pictures={pkg.images}
      name={nameOf(pkg)}
      description={descriptionOf(pkg)}
      price={pkg.price}
      cartItem={{ packageId: pkg._id }}
      stock={packageStock(pkg.products)}
      beforePrice={fit && <FitBadge verdict={fit} />}
    >
      <Mileage km={pkg.mileage} />
      <PackageProducts products={pkg.products} />
      <PackagePrice pkg={pkg} />
    </CatalogDetails>
  );
}

/** What the package holds, each linked to its own page. */
function PackageProducts({ products }: { products: PackageProduct[] }) {
  const { t, formatPrice, nameOf } = useI18n();
  return (
    <section aria-labelledby="package-products" className={styles.products}>
      <h2 id="package-products" className={styles.productsTitle}>
        {t('packageDetails.products')}
      </h2>
      {products.length === 0 ? (
        <p className={styles.none}>{t('catalog.noProductFound')}</p>
      ) : (
        <ul className={styles.productList}>
          {products.map((product) => {
            const imageUrl = product.image[0]?.thumb_url ?? product.image[0]?.secure_url;
            return (
              <li key={product._id} className={styles.product}>
                <span className={styles.thumb}>
                  {imageUrl ? (
                    <img src={imageUrl} alt="" loading="lazy" />
                  ) : (
                    <LightIcon icon={PictureOutlined} />
                  )}
                </span>
                <Link to={paths.productDetails.to(product._id)} className={styles.productName}>
                  <bdi>{nameOf(product)}</bdi>
                </Link>
                <span>{formatPrice(product.price)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** What the price is made of: the parts, the labour, and what the package saves. */
function PackagePrice({ pkg }: { pkg: Package }) {
  const { t, formatPrice } = useI18n();
  const { parts, labour, labourCovered, separately, saving } = priceBreakdown(pkg);
  const row = (label: string, amount: number, className?: string) => (
    <div className={className ?? styles.priceRow}>
      <dt>{label}</dt>
      <dd>{formatPrice(amount)}</dd>
    </div>
  );
  return (
    <section aria-labelledby="package-price" className={styles.products}>
      <h2 id="package-price" className={styles.productsTitle}>
        {t('packageDetails.priceTitle')}
      </h2>
      <dl className={styles.prices}>
        {row(t('packageDetails.partsPrice'), parts)}
        {labour !== undefined && row(t('packageDetails.labour'), labour)}
        {labourCovered !== undefined && row(t('packageDetails.labourCovered'), labourCovered)}
        {labour !== undefined && row(t('packageDetails.separately'), separately)}
        {row(t('packageDetails.packagePrice'), pkg.price, styles.priceTotal)}
        {saving !== undefined && row(t('packageDetails.youSave'), saving, styles.saving)}
      </dl>
    </section>
  );
}
