import { westernNumber } from '@shop/shared';
import { InputNumber, type InputNumberProps, Space } from 'antd';
import { type ReactNode, useId } from 'react';

type NumberInputProps<T extends number | string> = InputNumberProps<T> & {
  /** What the number counts ("SAR", "km"): shown after the field, and read with it. */
  unit?: ReactNode;
};

/**
 * What was typed, as InputNumber's own reader takes it (it keeps letters, digits, dots and minus
 * signs), written the western way first (westernNumber): without it a number typed on an Arabic
 * keyboard (٣٥٠٠٠) is dropped as the field is left.
 */
const readDigits = (text: string | undefined) => westernNumber(text ?? '').replace(/[^\w.-]+/g, '');

/**
 * A number field: Ant Design's InputNumber without its step arrows, which rc-input-number names
 * "Increase Value" and "Decrease Value" in English whatever the page's language, and which are too
 * small to tap on a phone. The keyboard's arrow keys still step the value. Its unit sits beside it
 * in a Space.Compact, the form Ant Design gives in place of InputNumber's deprecated addonAfter,
 * and describes it (beside the hints Form.Item names), so a screen reader says it too. Digits
 * typed on an Arabic keyboard count (readDigits).
 */
export function NumberInput<T extends number | string = number>({
  unit,
  ...props
}: NumberInputProps<T>) {
  const unitId = useId();
  const field = { parser: readDigits as (text: string | undefined) => T, ...props };
  if (unit === undefined) return <InputNumber<T> {...field} controls={false} />;
  const describedBy = [props['aria-describedby'], unitId].filter(Boolean).join(' ');
  return (
    <Space.Compact block>
      <InputNumber<T> {...field} controls={false} aria-describedby={describedBy} />
      <Space.Addon id={unitId}>{unit}</Space.Addon>
    </Space.Compact>
  );
}
