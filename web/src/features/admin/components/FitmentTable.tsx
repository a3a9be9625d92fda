import type { Fitment } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { useI18n } from '@/i18n';
import { dataText } from './admin-table-cells';

/**
 * The cars a product or package fits, as an opened row shows them under `title`: make and model
 * in the admin's language (the catalog's Arabic names, when it has them), the years as a range,
 * the engine and notes. Nothing when it lists none.
 */
export function FitmentTable({ title, fitments = [] }: { title: string; fitments?: Fitment[] }) {
  const { t, language, formatYear } = useI18n();
  const inLanguage = (english: string, arabic?: string) =>
    dataText(language === 'ar' ? arabic || english : english);
  const columns: TableColumnsType<Fitment> = [
    {
      title: t('admin.fitments.make'),
      key: 'make',
      render: (_, fitment) => inLanguage(fitment.make, fitment.makeAr),
    },
    {
      title: t('admin.fitments.model'),
      key: 'model',
      render: (_, fitment) => inLanguage(fitment.model, fitment.modelAr),
    },
    {
      title: t('admin.fitments.years'),
      key: 'years',
      render: (_, { yearFrom, yearTo }) =>
        yearFrom === yearTo
          ? formatYear(yearFrom)
          : `${formatYear(yearFrom)}–${formatYear(yearTo)}`,
    },
    {
      title: t('admin.fitments.engine'),
      dataIndex: 'engine',
      render: (engine?: string) =>
        engine ? <LtrText>{engine}</LtrText> : t('admin.fitments.anyEngine'),
    },
    { title: t('admin.fitments.notes'), dataIndex: 'notes', render: dataText },
  ];
  if (fitments.length === 0) return null;
  return (
    <section aria-label={title}>
      <h4>{title}</h4>
      <Table
        size="small"
        rowKey={({ make, model, yearFrom, yearTo, engine, notes }) =>
          [make, model, yearFrom, yearTo, engine, notes].join('|')
        }
        columns={columns}
        dataSource={fitments}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
