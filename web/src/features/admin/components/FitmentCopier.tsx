import type { Product } from '@shop/shared';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { LtrText } from '@/components/LtrText';
import { useI18n } from '@/i18n';
import { useProductSearch } from '../hooks/use-product-search';
import { withCopiedFitments, type FitmentRow } from './fitment-rules';

interface FitmentCopierProps {
  /** The product being updated, which is not offered. */
  exclude?: string;
}

/**
 * Copies the cars another product fits into the form's fitment rows: the admin finds it by its
 * name or part number, and its fitments are added after the rows (those already there once).
 */
export function FitmentCopier({ exclude }: FitmentCopierProps) {
  const { t, nameOf, formatNumber } = useI18n();
  const form = Form.useFormInstance();
  const [opened, setOpened] = useState(false);
  const { products, searching, setTyped } = useProductSearch(opened);
  const offered = products.filter((product) => product._id !== exclude);

  const copy = (product: Product) => {
    const name = nameOf(product);
    const rows: FitmentRow[] = form.getFieldValue('fitments') ?? [];
    const copied = product.fitments ?? [];
    const next = withCopiedFitments(rows, copied);
    const added = next.length - rows.length;
    if (copied.length === 0) {
      toast.info(t('admin.fitments.nothingToCopy').replace('{name}', name));
    } else if (added === 0) {
      toast.info(t('admin.fitments.allThere').replace('{name}', name));
    } else {
      form.setFieldValue('fitments', next);
      toast.success(
        t('admin.fitments.copied').replace('{name}', name).replace('{count}', formatNumber(added)),
      );
    }
    setTyped('');
  };

  return (
    <Select<string>
      showSearch
      filterOption={false}
      // Nothing stays chosen: each pick copies once.
      value={null}
      onSearch={setTyped}
      onOpenChange={(open) => open && setOpened(true)}
      onChange={(id) => {
        const product = offered.find((candidate) => candidate._id === id);
        if (product) copy(product);
      }}
      loading={searching}
      placeholder={t('admin.fitments.copyFrom')}
      aria-label={t('admin.fitments.copyFrom')}
      notFoundContent={searching ? null : t('catalog.noProductFound')}
      style={{ flex: '1 1 200px', minWidth: 0, maxWidth: 420 }}
      options={offered.map((product) => ({
        value: product._id,
        label: (
          <>
            <bdi>{nameOf(product)}</bdi>
            {product.partNumber && (
              <>
                {' · '}
                <LtrText>{product.partNumber}</LtrText>
              </>
            )}
          </>
        ),
      }))}
    />
  );
}
