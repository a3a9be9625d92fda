import type { Product } from '@shop/shared';
import type { TableColumnsType } from 'antd';
import { Table } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { getAllProducts, getCategories } from '@/lib/catalog';
import { deleteProduct } from '../api/delete-product';
import { useAdminList } from '../hooks/use-admin-list';
import { DESCRIPTION_COLUMN, DeleteButton, TableImage, YesNo, dataText } from './admin-table-cells';
import { ProductForm } from './ProductForm';

/** The add-product form and the product table. */
export function ProductsAdminPage() {
  const { t, formatPrice } = useI18n();
  const { items: products, loading, reload } = useAdminList(getAllProducts);
  const { items: categories } = useAdminList(getCategories);

  const columns: TableColumnsType<Product> = [
    {
      title: t('catalog.field.image'),
      key: 'image',
      render: (_, product) => <TableImage src={product.image[0]?.secure_url} />,
    },
    { title: t('catalog.field.name'), dataIndex: 'name', render: dataText },
    {
      title: t('catalog.field.description'),
      dataIndex: 'description',
      render: dataText,
      ...DESCRIPTION_COLUMN,
    },
    { title: t('catalog.field.price'), dataIndex: 'price', render: formatPrice },
    {
      title: t('catalog.field.category'),
      key: 'category',
      render: (_, product) => dataText(product.category?.name),
    },
    {
      title: t('catalog.field.carEngine'),
      dataIndex: 'carEngine',
      render: (vin?: string) => vin && <LtrText>{vin}</LtrText>,
    },
    {
      title: t('catalog.field.model'),
      key: 'model',
      render: (_, p) => dataText(p.carDetails?.model),
    },
    { title: t('catalog.field.year'), key: 'year', render: (_, p) => p.carDetails?.year },
    {
      title: t('catalog.field.agency'),
      key: 'agency',
      render: (_, p) => dataText(p.carDetails?.agency),
    },
    {
      title: t('catalog.field.warranty'),
      key: 'warranty',
      render: (_, p) => <YesNo value={p.carDetails?.warranty} />,
    },
    {
      title: t('catalog.field.specificCar'),
      dataIndex: 'isForSpecificCar',
      render: (value: boolean) => <YesNo value={value} />,
    },
    {
      title: t('admin.column.delete'),
      key: 'delete',
      render: (_, product) => (
        <DeleteButton
          remove={() => deleteProduct(product._id)}
          deletedText={t('admin.products.deleted')}
          failedText={t('admin.products.deleteFailed')}
          onDeleted={reload}
        />
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.products')}>
      <ProductForm categories={categories} onAdded={reload} />
      <Table
        rowKey="_id"
        columns={columns}
        dataSource={products}
        loading={loading}
        locale={{ emptyText: t('catalog.noProductFound') }}
        scroll={{ x: 'max-content' }}
      />
    </Page>
  );
}
