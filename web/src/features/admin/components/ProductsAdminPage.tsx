import type { Product } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Input, Select, type TableColumnsType } from 'antd';
import { Fragment } from 'react';
import { NumberInput } from '@/components/ui/NumberInput';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { categoriesQuery } from '@/lib/catalog';
import { deleteProduct } from '../api/delete-product';
import { getProducts, PRODUCT_FILTERS } from '../api/get-catalog-pages';
import { vehicleMakesQuery, vehicleModelsQuery } from '../api/vehicle-queries';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import {
  bilingualColumn,
  catalogTextItems,
  dataText,
  partNumberText,
  TableImage,
  YesNo,
} from './admin-table-cells';
import { catalogOption, matchesTyped, type CatalogOption } from './catalog-options';
import { CategorySelect } from './CategorySelect';
import { FitmentTable } from './FitmentTable';
import { ProductForm } from './ProductForm';

/**
 * The add-product form (or the update form of the row chosen) and the product table, searched
 * by name and filtered by category, part number and car (make, model, year: the documented
 * search's brand, model and year, docs/behaviour.md). The table keeps to the columns an admin
 * scans; a row opens onto the rest.
 */
export function ProductsAdminPage() {
  const { t, nameOf, formatPrice, formatNumber } = useI18n();
  const table = useAdminTable('products', getProducts, PRODUCT_FILTERS);
  const { data: categories = [] } = useQuery(categoriesQuery());
  const make = table.filter('brand');
  const { data: makes = [] } = useQuery(vehicleMakesQuery());
  const { data: models = [] } = useQuery(vehicleModelsQuery(make));

  const columns: TableColumnsType<Product> = [
    {
      title: t('catalog.field.image'),
      key: 'image',
      render: (_, product) => <TableImage src={product.image[0]?.secure_url} />,
    },
    bilingualColumn('name', t('catalog.field.name'), nameOf),
    { title: t('admin.field.manufacturer'), dataIndex: 'manufacturer', render: dataText },
    {
      title: t('admin.field.partNumber'),
      dataIndex: 'partNumber',
      render: (partNumber?: string) => partNumber && partNumberText(partNumber),
    },
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

  /** Typed filters: applied when the admin presses Enter or leaves the box. */
  const typedFilter = (name: 'partNumber' | 'year', label: string) => {
    const apply = (event: React.SyntheticEvent) => {
      const value = (event.target as HTMLInputElement).value.trim();
      if (value !== (table.filter(name) ?? '')) table.setFilter(name, value);
    };
    // Keyed by the URL's value, so Back shows the filter it returns to.
    const key = `${name}-${table.filter(name) ?? ''}`;
    const props = {
      defaultValue: table.filter(name),
      placeholder: label,
      'aria-label': label,
      onPressEnter: apply,
      onBlur: apply,
    };
    return name === 'year' ? (
      <NumberInput key={key} {...props} precision={0} style={{ width: 120 }} />
    ) : (
      // Part numbers read left to right in either language.
      <Input key={key} {...props} allowClear dir="ltr" style={{ width: 180 }} />
    );
  };

  const catalogSelect = (
    label: string,
    value: string | undefined,
    entries: { name: string; nameAr?: string }[],
    onChange: (name?: string) => void,
    disabled = false,
  ) => (
    <Select<string, CatalogOption>
      value={value}
      onChange={onChange}
      showSearch
      allowClear
      disabled={disabled}
      filterOption={matchesTyped}
      placeholder={label}
      aria-label={label}
      style={{ width: 170 }}
      options={entries.map((entry) => catalogOption(entry, entry.name, nameOf(entry)))}
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
            {typedFilter('partNumber', t('admin.products.partNumberFilter'))}
            {catalogSelect(t('admin.products.brandFilter'), make, makes, (name) =>
              // Another make's models are not this one's.
              table.setFilters({ brand: name, model: undefined }),
            )}
            {catalogSelect(
              t('admin.products.modelFilter'),
              table.filter('model'),
              models,
              (name) => table.setFilter('model', name),
              !make,
            )}
            {typedFilter('year', t('admin.products.yearFilter'))}
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

/** What the table leaves out of a product: its texts, its part data and the cars it fits. */
function ProductDetails({ product }: { product: Product }) {
  const i18n = useI18n();
  const { t } = i18n;
  const car = product.carDetails;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} title={t('admin.products.details')}>
        {catalogTextItems(product, i18n)}
        {product.manufacturer && (
          <Descriptions.Item label={t('admin.field.manufacturer')}>
            {dataText(product.manufacturer)}
          </Descriptions.Item>
        )}
        {product.partNumber && (
          <Descriptions.Item label={t('admin.field.partNumber')}>
            {partNumberText(product.partNumber)}
          </Descriptions.Item>
        )}
        {product.oemNumbers?.length ? (
          <Descriptions.Item label={t('admin.field.oemNumbers')}>
            {/* The list wraps between its numbers, never inside one. */}
            <LtrText>
              {product.oemNumbers.map((number, index) => (
                <Fragment key={number}>
                  {index > 0 && ', '}
                  {partNumberText(number)}
                </Fragment>
              ))}
            </LtrText>
          </Descriptions.Item>
        ) : null}
        {product.universal && (
          <Descriptions.Item label={t('admin.field.universal')}>
            <YesNo value />
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
        <Descriptions.Item label={t('catalog.field.model')}>
          {dataText(car?.model)}
        </Descriptions.Item>
        <Descriptions.Item label={t('catalog.field.year')}>{car?.year}</Descriptions.Item>
        <Descriptions.Item label={t('catalog.field.warranty')}>
          <YesNo value={car?.warranty} />
        </Descriptions.Item>
        <Descriptions.Item label={t('catalog.field.specificCar')}>
          <YesNo value={product.isForSpecificCar} />
        </Descriptions.Item>
      </Descriptions>
      <FitmentTable title={t('admin.products.fitments')} fitments={product.fitments} />
    </>
  );
}
