import type { Category } from '@shop/shared';
import type { SelectProps } from 'antd';
import { FormSelect } from '@/components/ui/FormSelect';
import { useI18n } from '@/i18n';

type CategorySelectProps = Omit<SelectProps<string>, 'options'> & { categories: Category[] };

/**
 * A category picked by its name in the admin's language, found by typing: a shop has more
 * categories than the list shows at once. The product form and the product filter use it.
 */
export function CategorySelect({ categories, ...props }: CategorySelectProps) {
  const { nameOf } = useI18n();
  return (
    <FormSelect
      showSearch
      optionFilterProp="label"
      options={categories.map((category) => ({ value: category._id, label: nameOf(category) }))}
      {...props}
    />
  );
}
