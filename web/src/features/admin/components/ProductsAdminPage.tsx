import type { Product } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Input, type TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { categoriesQuery } from '@/lib/catalog';
import { deleteProduct } from '../api/delete-product';
import { getProducts, PRODUCT_FILTERS } from '../api/get-catalog-pages';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import { bilingualColumn, dataText, TableImage, YesNo } from './admin-table-cells';
import { CategorySelect } from './CategorySelect';
import { ProductForm } from './ProductForm';

/**
 * The add-product form (or the update form of the row chosen) and the product table, searched
 * by name and filtered by category, brand and model (docs/behaviour.md). The table keeps to the
 * columns an admin scans; a row opens onto the rest.
 */
export function ProductsAdminPage() {
  const { t, nameOf, formatPrice, formatNumber } = useI18n();
  const table = useAdminTable('products', getProducts, PRODUCT_FILTERS);
  const { data: categories = [] } = useQuery(categoriesQuery());

  const columns: TableColumnsType<Product> = [
    {
      title: t('catalog.field.image'),
      key: 'image',
      render: (_, product) => <TableImage src={product.image[0]?.secure_url} />,
    },
    bilingualColumn('name', t('catalog.field.name'), nameOf),
    { title: t('catalog.field.price'), dataIndex: 'price', render: formatPrice },
    {
      title: t('catalog.field.category'),
      key: 'category',
      // In the admin's language, as the category filter names it.
      render: (_, product) => product.category && dataText(nameOf(product.category)),
    },
    {
      title: t('admin.products.stock'),
      dataIndex: 'stock',
      render: (stock?: number) => stock !== undefined && formatNumber(stock),
    },
  ];

  /** Free text filters: applied when the admin presses Enter or leaves the box. */
  const textFilter = (name: 'brand' | 'model', label: string) => (
    <Input
      key={`${name}-${table.filter(name) ?? ''}`}
      defaultValue={table.filter(name)}
      placeholder={label}
      aria-label={label}
      allowClear
      style={{ width: 160 }}
      onPressEnter={(event) => table.setFilter(name, event.currentTarget.value.trim())}
      onBlur={(event) => {
        const value = event.currentTarget.value.trim();
        if (value !== (table.filter(name) ?? '')) table.setFilter(name, value);
      }}
    />
  );

  return (
    <Page title={t('admin.nav.products')}>
      <AdminEditableList
        table={table}
        form={(props) => <ProductForm categories={categories} {...props} />}
        columns={columns}
        emptyText={t('catalog.noProductFound')}
        searchPlaceholder={t('admin.products.search')}
        filters={
          <>
            <CategorySelect
              categories={categories}
              value={table.filter('category')}
              onChange={(category?: string) => table.setFilter('category', category)}
              placeholder={t('admin.products.anyCategory')}
              aria-label={t('admin.products.anyCategory')}
              allowClear
              style={{ width: 200 }}
            />
            {textFilter('brand', t('admin.products.brandFilter'))}
            {textFilter('model', t('admin.products.modelFilter'))}
          </>
        }
        remove={{
          request: (product) => deleteProduct(product._id),
          deletedText: t('admin.products.deleted'),
          failedText: t('admin.products.deleteFailed'),
        }}
        expandable={{ expandedRowRender: (product) => <ProductDetails product={product} /> }}
      />
    </Page>
  );
}

/** What the table leaves out of a product: its texts and the car it is for. */
function ProductDetails({ product }: { product: Product }) {
  const { t } = useI18n();
  const car = product.carDetails;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} title={t('admin.products.details')}>
      <Descriptions.Item label={t('catalog.field.description')}>
        {dataText(product.description)}
      </Descriptions.Item>
      {product.nameAr && (
        <Descriptions.Item label={t('catalog.field.nameAr')}>
          <bdi lang="ar">{product.nameAr}</bdi>
        </Descriptions.Item>
      )}
      {product.descriptionAr && (
        <Descriptions.Item label={t('catalog.field.descriptionAr')}>
          <bdi lang="ar">{product.descriptionAr}</bdi>
        </Descriptions.Item>
      )}
      {product.carEngine && (
        <Descriptions.Item label={t('catalog.field.carEngine')}>
          <LtrText>{product.carEngine}</LtrText>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('catalog.field.agency')}>
        {dataText(car?.agency)}
      </Descriptions.Item>
      <Descriptions.Item label={t('catalog.field.model')}>{dataText(car?.model)}</Descriptions.Item>
      <Descriptions.Item label={t('catalog.field.year')}>{car?.year}</Descriptions.Item>
      <Descriptions.Item label={t('catalog.field.warranty')}>
        <YesNo value={car?.warranty} />
      </Descriptions.Item>
      <Descriptions.Item label={t('catalog.field.specificCar')}>
        <YesNo value={product.isForSpecificCar} />
      </Descriptions.Item>
    </Descriptions>
  );
}
