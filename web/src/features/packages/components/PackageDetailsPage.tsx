import type { PackageProduct } from '@shop/shared';
import { Avatar, List, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { CatalogDetails } from '@/components/catalog/CatalogDetails';
import { packageStock } from '@/components/catalog/stock';
import { RecordUnavailable } from '@/components/RecordUnavailable';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { catalogKeys } from '@/lib/catalog';
import { getPackage } from '../api/get-package';
import { Mileage } from './Mileage';
import styles from './PackageDetailsPage.module.css';

/** One package: its images, name, description and price in SAR, its mileage and products. */
export function PackageDetailsPage() {
  const { id = '' } = useParams();
  const { t, nameOf, descriptionOf } = useI18n();
  const query = useQuery({
    queryKey: [...catalogKeys.all, 'package', id],
    queryFn: () => getPackage(id),
  });
  const pkg = query.data;

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
    >
      <Mileage km={pkg.mileage} />
      <PackageProducts products={pkg.products} />
    </CatalogDetails>
  );
}

/** What the package holds, each linked to its own page. */
function PackageProducts({ products }: { products: PackageProduct[] }) {
  const { t, formatPrice, nameOf } = useI18n();
  return (
    <section aria-labelledby="package-products" className={styles.products}>
      <Typography.Title level={2} id="package-products" className={styles.productsTitle}>
        {t('packageDetails.products')}
      </Typography.Title>
      <List
        bordered
        dataSource={products}
        locale={{ emptyText: t('catalog.noProductFound') }}
        renderItem={(product) => (
          <List.Item extra={formatPrice(product.price)}>
            <List.Item.Meta
              avatar={<Avatar shape="square" src={product.image[0]?.secure_url} alt="" />}
              title={
                <Link to={paths.productDetails.to(product._id)}>
                  <bdi>{nameOf(product)}</bdi>
                </Link>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}
