import { VIN_PATTERN } from '@shop/shared';
import type { FormRule } from 'antd';
import { useI18n } from '@/i18n';

/**
 * The VIN rule (docs/behaviour.md) for a form field: checked as it is typed (give the Form.Item
 * validateTrigger="onChange"), the message under the field. An empty field passes.
 */
export function useVinRule(): FormRule {
  const { t } = useI18n();
  return { pattern: VIN_PATTERN, message: t('catalog.vinInvalid') };
}
