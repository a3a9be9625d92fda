import { InputNumber, type InputNumberProps, Space } from 'antd';
import { type ReactNode, useId } from 'react';

type NumberInputProps<T extends number | string> = InputNumberProps<T> & {
  /** What the number counts ("SAR", "km"): shown after the field, and read with it. */
  unit?: ReactNode;
};

/**
 * A number field: Ant Design's InputNumber without its step arrows, which rc-input-number names
 * "Increase Value" and "Decrease Value" in English whatever the page's language, and which are too
 * small to tap on a phone. The keyboard's arrow keys still step the value. Its unit sits beside it
 * in a Space.Compact, the form Ant Design gives in place of InputNumber's deprecated addonAfter,
 * and describes it (beside the hints Form.Item names), so a screen reader says it too.
 */
export function NumberInput<T extends number | string = number>({
  unit,
  ...props
}: NumberInputProps<T>) {
  const unitId = useId();
  if (unit === undefined) return <InputNumber<T> {...props} controls={false} />;
  const describedBy = [props['aria-describedby'], unitId].filter(Boolean).join(' ');
  return (
    <Space.Compact block>
      <InputNumber<T> {...props} controls={false} aria-describedby={describedBy} />
      <Space.Addon id={unitId}>{unit}</Space.Addon>
    </Space.Compact>
  );
}
